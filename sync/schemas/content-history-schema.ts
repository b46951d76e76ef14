// What the studio made: mirrors public.content_history. Indexed on the fields the
// screens sort and filter by (version 1 added the indexes; documents are unchanged).
// Version 2 added the plan: the planned moment, the channel, when and where it went out.
// Version 3 added the review: when and by whom it was approved, and its review thread.
import type { RxJsonSchema } from 'rxdb';
import type { ContentType } from '../../domain/tools.ts';
import { CONTENT_STATUSES, type ContentStatus } from '../../domain/content-statuses.ts';
import { type Channel, defaultChannel } from '../../domain/content-plan.ts';
import type { ReviewEntry } from '../../domain/content-review.ts';
import { contentType, jsonObject, nullableTimestamp, serverModified, timestamp, uuidKey } from './schema-parts.ts';

export type ContentHistoryDoc = {
  id: string;
  user_id: string;
  content_type: ContentType;
  title: string;
  content: string;
  metadata: Record<string, unknown>;
  status: ContentStatus;
  word_count: number;
  /** The planned moment (an instant); a scheduled item always has one. */
  scheduled_for?: string | null;
  channel?: Channel | null;
  /** When it went out; a published item always has one. */
  published_at?: string | null;
  published_link?: string | null;
  /** When an owner approved it (or scheduled or published it in a studio of one); set by the server. */
  approved_at?: string | null;
  approved_by?: string | null;
  /** Who did what and when, oldest first; the server's entries replace the device's. */
  review_thread?: readonly ReviewEntry[];
  created_at: string;
  updated_at: string;
  server_modified: string | null;
};

export const contentHistorySchema: RxJsonSchema<ContentHistoryDoc> = {
  title: 'content_history',
  version: 3,
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
    scheduled_for: nullableTimestamp,
    channel: { type: ['string', 'null'], maxLength: 20 },
    published_at: nullableTimestamp,
    published_link: { type: ['string', 'null'] },
    approved_at: nullableTimestamp,
    approved_by: { type: ['string', 'null'] },
    review_thread: { type: 'array', items: { type: 'object' } },
    created_at: timestamp,
    updated_at: timestamp,
    server_modified: serverModified,
  },
  required: ['id', 'user_id', 'content_type', 'status', 'created_at', 'updated_at'],
  indexes: ['created_at', ['content_type', 'created_at'], ['status', 'created_at']],
};

/**
 * A document of version 1 as version 2 (and as the server's migration writes the same
 * row): a scheduled or published item takes the moment it was last changed as its date,
 * every item the channel its tool and platform give. Run on the documents and on the
 * replication's record of the server's state alike, so an edit not yet pushed stays one
 * and nothing else is pushed.
 */
export function withPlan(doc: ContentHistoryDoc): ContentHistoryDoc {
  return {
    ...doc,
    scheduled_for: doc.scheduled_for ?? (doc.status === 'scheduled' ? doc.updated_at : null),
    channel: doc.channel ?? defaultChannel(doc.content_type, doc.metadata ?? {}),
    published_at: doc.published_at ?? (doc.status === 'published' ? doc.updated_at : null),
    published_link: doc.published_link ?? null,
  };
}

/**
 * A document of version 2 as version 3, as the server's migration writes the same row: a
 * scheduled or published item counts as approved when it was last changed, and has an
 * empty thread. Run on the documents and on the replication's record alike.
 */
export function withReview(doc: ContentHistoryDoc): ContentHistoryDoc {
  const planned = doc.status === 'scheduled' || doc.status === 'published';
  return {
    ...doc,
    approved_at: doc.approved_at ?? (planned ? doc.updated_at : null),
    approved_by: doc.approved_by ?? null,
    review_thread: doc.review_thread ?? [],
  };
}
