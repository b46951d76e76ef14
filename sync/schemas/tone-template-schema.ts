// Tone templates: mirrors public.tone_templates.
import type { RxJsonSchema } from 'rxdb';
import type { BrandPersonality } from '../../domain/brand.ts';
import { serverModified, sliderSet, timestamp, uuidKey } from './schema-parts.ts';

export type TonePreferences = {
  include_questions: boolean;
  use_personal_pronouns: boolean;
  include_call_to_action: boolean;
  emotional_tone: string;
};

export type ToneTemplateDoc = {
  id: string;
  user_id: string;
  name: string;
  description: string;
  brand_voice_settings: BrandPersonality;
  content_preferences: TonePreferences;
  is_default: boolean;
  created_at: string;
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
