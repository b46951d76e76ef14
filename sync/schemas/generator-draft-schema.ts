// A generator's form and last output, one per user and tool (id
// "<user_id>:<content_type>"): mirrors public.generator_drafts.
import type { RxJsonSchema } from 'rxdb';
import type { ContentType } from '../../domain/tools.ts';
import { contentType, jsonObject, serverModified, timestamp, userTypeKey } from './schema-parts.ts';

export type GeneratorDraftDoc = {
  id: string;
  user_id: string;
  content_type: ContentType;
  form: Record<string, unknown>;
  /** Any JSON (text, object, list), null before a first generation. */
  output: unknown;
  /** The tool's last generations per job key (run-memory.ts's LastRun), so every device edits the same history item. */
  last_runs: Record<string, unknown>;
  created_at: string;
  updated_at: string;
  server_modified: string | null;
};

export const generatorDraftSchema: RxJsonSchema<GeneratorDraftDoc> = {
  title: 'generator_drafts',
  version: 1,
  primaryKey: 'id',
  type: 'object',
  properties: {
    id: userTypeKey,
    user_id: { type: 'string' },
    content_type: contentType,
    form: jsonObject,
    output: { description: 'any JSON value or null' },
    last_runs: jsonObject,
    created_at: timestamp,
    updated_at: timestamp,
    server_modified: serverModified,
  },
  required: ['id', 'user_id', 'content_type', 'form', 'last_runs', 'created_at', 'updated_at'],
};
