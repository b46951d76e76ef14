// What a social post carries besides words: the emoji per voice and how many
// hashtags stay inside each platform's post.

import type { Voice } from '../shared/voice.ts';

export const VOICE_EMOJI: Record<Voice, readonly string[]> = {
  professional: ['✅', '📅', '🌿'],
  friendly: ['😊', '💛', '☕'],
  inspiring: ['✨', '🌱', '💫'],
  expert: ['🔬', '📚', '🧠'],
  calming: ['🌿', '🕊️', '🌙'],
  energetic: ['🔥', '💪', '⚡'],
};

/** Hashtags kept inside each post (the full list is shown apart). */
export const HASHTAGS_IN_POST = { instagram: 30, facebook: 3, linkedin: 5 } as const;
