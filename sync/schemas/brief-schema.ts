// Briefs: mirrors public.briefs. Every field is stored as the studio wrote it; the
// dates are 'YYYY-MM-DD' text or '' (no date), as on the server.
import type { RxJsonSchema } from 'rxdb';
import { BRIEF_KINDS, type Brief } from '../../domain/brief.ts';
import { BRIEF_FIELDS } from '../../domain/brief-rules.ts';
import { serverModified, timestamp, uuidKey } from './schema-parts.ts';

export type BriefDoc = Brief & { server_modified: string | null };

/** A brief as screens see it: its fields and stamps, without the replication bookkeeping. */
export function briefOf(doc: BriefDoc): Brief {
  const { server_modified: _, ...brief } = doc;
  return brief;
}

const text = { type: 'string' } as const;

export const briefSchema: RxJsonSchema<BriefDoc> = {
  title: 'briefs',
  version: 0,
  primaryKey: 'id',
  type: 'object',
  properties: {
    id: uuidKey,
    user_id: text,
    studio_id: text,
    kind: { type: 'string', enum: BRIEF_KINDS.map((kind) => kind.value) },
    title: text,
    starts_on: text,
    ends_on: text,
    times: text,
    location: text,
    leaders: text,
    price: text,
    bring: text,
    booking: text,
    places_left: { type: ['integer', 'null'], minimum: 0 },
    audience: text,
    key_message: text,
    avoid: text,
    details: text,
    created_at: timestamp,
    updated_at: timestamp,
    server_modified: serverModified,
  },
  required: ['id', 'user_id', 'studio_id', ...BRIEF_FIELDS, 'created_at', 'updated_at'],
  indexes: ['created_at'],
};
