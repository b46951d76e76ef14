// The administrators' active master prompts, mirrored in full (pull only).
import type { RxJsonSchema } from 'rxdb';
import type { ContentType } from '../../domain/tools.ts';
import { contentType, timestamp, uuidKey } from './schema-parts.ts';

export type MasterPromptDoc = {
  id: string;
  name: string;
  content_type: ContentType;
  tone: string;
  prompt_text: string;
  is_active: boolean;
  user_id: string | null;
  created_at: string;
  updated_at: string;
};

export const masterPromptSchema: RxJsonSchema<MasterPromptDoc> = {
  title: 'master_prompts',
  version: 0,
  primaryKey: 'id',
  type: 'object',
  properties: {
    id: uuidKey,
    name: { type: 'string' },
    content_type: contentType,
    tone: { type: 'string' },
    prompt_text: { type: 'string' },
    is_active: { type: 'boolean' },
    user_id: { type: ['string', 'null'] },
    created_at: timestamp,
    updated_at: timestamp,
  },
  required: ['id', 'name', 'content_type', 'created_at'],
  indexes: ['content_type'],
};
