// Two contrasting tone templates for the tests that check a tool follows the template:
// a serene, nurturing one (spiritual, calm, detailed) and a bold, motivational one
// (practical, energetic, casual, concise).

import type { ToneTemplate } from '#domain/brand.ts';

/** A tone template with these sliders (spiritual-practical, calm-energetic, formal-casual, detailed-concise), tone and questions. */
export const toneTemplate = (
  name: string,
  [spiritual_practical, calm_energetic, formal_casual, detailed_concise]: number[],
  emotional_tone: ToneTemplate['content_preferences']['emotional_tone'],
  include_questions = true,
): ToneTemplate => ({
  id: name,
  user_id: 'u',
  name,
  description: '',
  is_default: true,
  created_at: '2026-01-01T00:00:00Z',
  brand_voice_settings: { spiritual_practical: spiritual_practical ?? 50, calm_energetic: calm_energetic ?? 50, formal_casual: formal_casual ?? 50, detailed_concise: detailed_concise ?? 50 },
  content_preferences: { include_questions, use_personal_pronouns: true, include_call_to_action: true, emotional_tone },
});

export const SERENE = toneTemplate('Serene & nurturing', [15, 15, 55, 20], 'nurturing');
export const BOLD = toneTemplate('Bold & motivational', [85, 85, 85, 85], 'motivational');
