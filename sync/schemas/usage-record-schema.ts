// One generation's credits: public.usage_tracking, pushed by the device that made the
// content and pulled by the user's other devices.
import type { RxJsonSchema } from 'rxdb';
import type { ContentType } from '../../domain/tools.ts';
import { contentType, serverModified, timestamp, uuidKey } from './schema-parts.ts';

export type UsageRecordDoc = {
  id: string;
  user_id: string;
  content_type: ContentType;
  credits_consumed: number;
  word_count: number | null;
  created_at: string;
  server_modified: string | null;
};

export const usageRecordSchema: RxJsonSchema<UsageRecordDoc> = {
  title: 'usage_tracking',
  version: 0,
  primaryKey: 'id',
  type: 'object',
  properties: {
    id: uuidKey,
    user_id: { type: 'string' },
    content_type: contentType,
    credits_consumed: { type: 'integer', minimum: 0 },
    word_count: { type: ['integer', 'null'] },
    created_at: timestamp,
    server_modified: serverModified,
  },
  required: ['id', 'user_id', 'content_type', 'credits_consumed', 'created_at'],
  indexes: ['created_at'],
};
