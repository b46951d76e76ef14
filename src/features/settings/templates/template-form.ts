// The tone template dialog's fields, read from a stored template and turned back
// into what saveTemplate writes.
import {
  type BrandPersonality,
  DEFAULT_BRAND_PERSONALITY,
  DEFAULT_TONE_PREFERENCES,
  emotionalToneFrom,
  type TonePreferences,
} from '#domain/brand.ts';
import { type Breach, breachIn } from '#domain/field-limit-check.ts';
import type { TemplateInput, ToneTemplateDoc } from '#sync/templates.ts';

export type TemplateForm = TonePreferences & {
  name: string;
  description: string;
  brand_voice_settings: BrandPersonality;
};

export function emptyTemplateForm(): TemplateForm {
  return {
    name: '',
    description: '',
    brand_voice_settings: { ...DEFAULT_BRAND_PERSONALITY },
    ...DEFAULT_TONE_PREFERENCES,
  };
}

export function templateFormFrom(template: ToneTemplateDoc): TemplateForm {
  const preferences = template.content_preferences;
  return {
    name: template.name,
    description: template.description ?? '',
    brand_voice_settings: { ...DEFAULT_BRAND_PERSONALITY, ...template.brand_voice_settings },
    include_questions: preferences?.include_questions ?? DEFAULT_TONE_PREFERENCES.include_questions,
    use_personal_pronouns: preferences?.use_personal_pronouns ?? DEFAULT_TONE_PREFERENCES.use_personal_pronouns,
    include_call_to_action: preferences?.include_call_to_action ?? DEFAULT_TONE_PREFERENCES.include_call_to_action,
    emotional_tone: emotionalToneFrom(preferences?.emotional_tone),
  };
}

/** A template's one rule: it needs a name. */
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

/** The first field past its limit (#domain/field-limits.ts) in what Save would write; null when it may be saved. */
export function templateFormBreach(form: TemplateForm): Breach | null {
  return breachIn('tone_templates', templateInputFrom(form));
}
