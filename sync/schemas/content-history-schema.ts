// What the studio made: mirrors public.content_history. Indexed on the fields the
// screens sort and filter by (version 1 added the indexes; documents are unchanged).
import type { RxJsonSchema } from 'rxdb';
import type { ContentType } from '../../domain/tools.ts';
import { CONTENT_STATUSES, type ContentStatus } from '../../domain/content-statuses.ts';
import { contentType, jsonObject, serverModified, timestamp, uuidKey } from './schema-parts.ts';

export type ContentHistoryDoc = {
  id: string;
  user_id: string;
  content_type: ContentType;
  title: string;
  content: string;
  metadata: Record<string, unknown>;
  status: ContentStatus;
  word_count: number;
  created_at: string;
  updated_at: string;
  server_modified: string | null;
};

export const contentHistorySchema: RxJsonSchema<ContentHistoryDoc> = {
  title: 'content_history',
  version: 1,
  primaryKey: 'id',
  type: 'object',
  properties: {
    id: uuidKey,
    user_id: { type: 'string' },
    content_type: contentType,
    title: { type: 'string' },
    content: { type: 'string' },
    metadata: jsonObject,
    status: { type: 'string', enum: [...CONTENT_STATUSES], maxLength: 20 },
    word_count: { type: 'integer', minimum: 0 },
    created_at: timestamp,
    updated_at: timestamp,
    server_modified: serverModified,
  },
  required: ['id', 'user_id', 'content_type', 'status', 'created_at', 'updated_at'],
  indexes: ['created_at', ['content_type', 'created_at'], ['status', 'created_at']],
};
