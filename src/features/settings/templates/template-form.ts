// The tone template dialog's fields, read from a stored template and turned back
// into what saveTemplate writes.
import { type BrandPersonality, DEFAULT_BRAND_PERSONALITY, EMOTIONAL_TONES, type EmotionalTone } from '#domain/brand.ts';
import type { TemplateInput } from '#sync/templates.ts';
import type { ToneTemplateDoc } from '#sync/templates.ts';

export type TemplateForm = {
  name: string;
  description: string;
  brand_voice_settings: BrandPersonality;
  include_questions: boolean;
  use_personal_pronouns: boolean;
  include_call_to_action: boolean;
  emotional_tone: EmotionalTone;
};

export function emptyTemplateForm(): TemplateForm {
  return {
    name: '',
    description: '',
    brand_voice_settings: { ...DEFAULT_BRAND_PERSONALITY },
    include_questions: true,
    use_personal_pronouns: true,
    include_call_to_action: true,
    emotional_tone: 'encouraging',
  };
}

function emotionalTone(value: string | undefined): EmotionalTone {
  return EMOTIONAL_TONES.find((tone) => tone === value) ?? 'encouraging';
}

export function templateFormFrom(template: ToneTemplateDoc): TemplateForm {
  const preferences = template.content_preferences;
  return {
    name: template.name,
    description: template.description ?? '',
    brand_voice_settings: { ...DEFAULT_BRAND_PERSONALITY, ...template.brand_voice_settings },
    include_questions: preferences?.include_questions ?? true,
    use_personal_pronouns: preferences?.use_personal_pronouns ?? true,
    include_call_to_action: preferences?.include_call_to_action ?? true,
    emotional_tone: emotionalTone(preferences?.emotional_tone),
  };
}

/** The spec's one rule: a template needs a name. */
export function templateNameMissing(form: TemplateForm): boolean {
  return form.name.trim() === '';
}

export function templateInputFrom(form: TemplateForm): TemplateInput {
  return {
    name: form.name.trim(),
    description: form.description.trim(),
    brand_voice_settings: { ...form.brand_voice_settings },
    content_preferences: {
      include_questions: form.include_questions,
      use_personal_pronouns: form.use_personal_pronouns,
      include_call_to_action: form.include_call_to_action,
      emotional_tone: form.emotional_tone,
    },
  };
}
