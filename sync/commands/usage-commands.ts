// Usage records: one per generation, pushed to the server, which meters the
// credits of the user's subscription. Never changed after creation.
import type { ContentType } from '../../domain/tools.ts';
import type { UsageRecordDoc } from '../schemas/usage-record-schema.ts';
import { nowTimestamp } from '../db/timestamps.ts';
import { batchedInsert } from './insert-batcher.ts';
import { newId } from './new-id.ts';
import { runWrite } from './run-write.ts';

export type UsageInput = { content_type: ContentType; credits_consumed: number; word_count?: number | null };

export function recordUsage(input: UsageInput): Promise<UsageRecordDoc> {
  return runWrite(async ({ db, userId }) => {
    const doc: UsageRecordDoc = {
      id: newId(),
      user_id: userId,
      content_type: input.content_type,
      credits_consumed: input.credits_consumed,
      word_count: input.word_count ?? null,
      created_at: nowTimestamp(),
      server_modified: null,
    };
    await batchedInsert(db.usage_tracking, doc);
    return doc;
  });
}
