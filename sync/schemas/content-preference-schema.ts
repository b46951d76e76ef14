// Content preferences, one per user and content type (id "<user_id>:<content_type>"):
// mirrors public.content_preferences.
import type { RxJsonSchema } from 'rxdb';
import type { ContentType } from '../../domain/tools.ts';
import { contentType, jsonObject, serverModified, timestamp, userTypeKey } from './schema-parts.ts';

export type ContentPreferenceDoc = {
  id: string;
  user_id: string;
  content_type: ContentType;
  default_settings: Record<string, unknown>;
  created_at: string;
  updated_at: string;
  server_modified: string | null;
};

export const contentPreferenceSchema: RxJsonSchema<ContentPreferenceDoc> = {
  title: 'content_preferences',
  version: 0,
  primaryKey: 'id',
  type: 'object',
  properties: {
    id: userTypeKey,
    user_id: { type: 'string' },
    content_type: contentType,
    default_settings: jsonObject,
    created_at: timestamp,
    updated_at: timestamp,
    server_modified: serverModified,
  },
  required: ['id', 'user_id', 'content_type', 'default_settings', 'created_at', 'updated_at'],
};
