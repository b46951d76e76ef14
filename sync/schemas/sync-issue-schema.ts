// What replication could not apply as the user wrote it (local only): a version
// that lost a conflict, or a change the server refused. The user sees the list and
// can restore a version or dismiss the entry.
import type { RxJsonSchema } from 'rxdb';
import { timestamp } from './schema-parts.ts';

export type SyncIssueKind = 'conflict' | 'rejected';
export type SyncIssueState = 'open' | 'restored' | 'dismissed';

export type SyncIssueDoc = {
  id: string;
  collection_name: string;
  doc_id: string;
  kind: SyncIssueKind;
  /** Why: the server's refusal message, or the fields that lost a conflict. */
  reason: string;
  /** The fields (dotted paths) this device's version loses; restoring puts back these. Empty: the whole version. */
  fields: string[];
  /** The version this device had (document fields and `_deleted`). */
  local_version: Record<string, unknown>;
  server_version: Record<string, unknown> | null;
  state: SyncIssueState;
  created_at: string;
};

export const syncIssueSchema: RxJsonSchema<SyncIssueDoc> = {
  title: 'sync_issues',
  version: 0,
  primaryKey: 'id',
  type: 'object',
  properties: {
    id: { type: 'string', maxLength: 200 },
    collection_name: { type: 'string' },
    doc_id: { type: 'string' },
    kind: { type: 'string', enum: ['conflict', 'rejected'] },
    reason: { type: 'string' },
    fields: { type: 'array', items: { type: 'string' } },
    local_version: { type: 'object', additionalProperties: true },
    server_version: { type: ['object', 'null'], additionalProperties: true },
    state: { type: 'string', enum: ['open', 'restored', 'dismissed'] },
    created_at: timestamp,
  },
  required: ['id', 'collection_name', 'doc_id', 'kind', 'reason', 'local_version', 'state', 'created_at'],
  indexes: ['created_at'],
};
