// Tone templates: mirrors public.tone_templates.
import type { RxJsonSchema } from 'rxdb';
import type { ToneTemplate, TonePreferences } from '../../domain/brand.ts';
import { serverModified, sliderSet, timestamp, uuidKey } from './schema-parts.ts';

/** As stored: the emotional tone is whatever the row holds (screens read it with emotionalToneFrom). */
export type StoredTonePreferences = Omit<TonePreferences, 'emotional_tone'> & { emotional_tone: string };

export type ToneTemplateDoc = Omit<ToneTemplate, 'content_preferences'> & {
  content_preferences: StoredTonePreferences;
  updated_at: string;
  server_modified: string | null;
};

export const toneTemplateSchema: RxJsonSchema<ToneTemplateDoc> = {
  title: 'tone_templates',
  version: 0,
  primaryKey: 'id',
  type: 'object',
  properties: {
    id: uuidKey,
    user_id: { type: 'string' },
    name: { type: 'string' },
    description: { type: 'string' },
    brand_voice_settings: sliderSet,
    content_preferences: {
      type: 'object',
      properties: {
        include_questions: { type: 'boolean' },
        use_personal_pronouns: { type: 'boolean' },
        include_call_to_action: { type: 'boolean' },
        emotional_tone: { type: 'string' },
      },
      required: ['include_questions', 'use_personal_pronouns', 'include_call_to_action', 'emotional_tone'],
    },
    is_default: { type: 'boolean' },
    created_at: timestamp,
    updated_at: timestamp,
    server_modified: serverModified,
  },
  required: ['id', 'user_id', 'name', 'created_at', 'updated_at'],
  indexes: ['created_at'],
};
