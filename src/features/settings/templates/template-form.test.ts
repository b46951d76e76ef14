import { describe, expect, it } from 'vitest';
import type { ToneTemplateDoc } from '#sync/templates.ts';
import { emptyTemplateForm, templateFormBreach, templateFormFrom, templateInputFrom, templateNameMissing } from './template-form.ts';

describe('the tone template form', () => {
  it('needs a name that is not blank', () => {
    expect(templateNameMissing(emptyTemplateForm())).toBe(true);
    expect(templateNameMissing({ ...emptyTemplateForm(), name: '   ' })).toBe(true);
    expect(templateNameMissing({ ...emptyTemplateForm(), name: 'Calm' })).toBe(false);
  });

  it('is not saved with a description past the database limit, and says which field and by how much', () => {
    expect(templateFormBreach({ ...emptyTemplateForm(), name: 'Calm', description: 'd'.repeat(1000) })).toBeNull();
    expect(templateFormBreach({ ...emptyTemplateForm(), name: 'Calm', description: 'd'.repeat(5000) })).toMatchObject({
      field: { column: 'description' },
      actual: 5000,
    });
  });

  it('writes the sliders and the four writing choices, trimmed', () => {
    const input = templateInputFrom({ ...emptyTemplateForm(), name: ' Calm Guide ', description: ' Soft ', include_questions: false, emotional_tone: 'calming' });
    expect(input).toEqual({
      name: 'Calm Guide',
      description: 'Soft',
      brand_voice_settings: { spiritual_practical: 50, calm_energetic: 50, formal_casual: 50, detailed_concise: 50 },
      content_preferences: { include_questions: false, use_personal_pronouns: true, include_call_to_action: true, emotional_tone: 'calming' },
    });
  });

  it('reads a stored template, replacing an unknown emotional tone', () => {
    const stored = {
      id: 'x',
      user_id: 'u',
      name: 'Old',
      description: 'From elsewhere',
      brand_voice_settings: { spiritual_practical: 10, calm_energetic: 20, formal_casual: 30, detailed_concise: 40 },
      content_preferences: { include_questions: false, use_personal_pronouns: false, include_call_to_action: true, emotional_tone: 'sarcastic' },
      is_default: false,
      created_at: '2026-11-01T00:00:00.000Z',
      updated_at: '2026-11-01T00:00:00.000Z',
      server_modified: null,
    } satisfies ToneTemplateDoc;
    expect(templateFormFrom(stored)).toMatchObject({ name: 'Old', include_questions: false, use_personal_pronouns: false, emotional_tone: 'encouraging' });
    expect(templateFormFrom(stored).brand_voice_settings.formal_casual).toBe(30);
  });
});
