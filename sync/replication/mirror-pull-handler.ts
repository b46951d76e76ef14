// Pull for the read-only mirrors (active master prompts, active plans, the user's
// subscriptions): small tables, fetched in full through sync_snapshot on every
// pull. A local document the answer no longer contains (deactivated, deleted,
// even hard-deleted on the server) is removed.
import type { ReplicationPullHandler, RxCollection } from 'rxdb';
import type { CollectionName } from '../db/collection-defs.ts';
import { RemoteError } from '../remote-error.ts';
import type { DocState } from '../db/device-database.ts';
import { type Row, rowToDocument } from './row-mapping.ts';
import type { PullProgress } from './pull-handler.ts';
import { callRpc } from './rpc.ts';
import type { SyncRuntime } from './sync-runtime.ts';
import { nowTimestamp } from '../db/timestamps.ts';

export type MirrorCheckpoint = { at: string };

/** More than a mirror ever holds: RxDB stops pulling after a page smaller than this. */
export const MIRROR_BATCH_SIZE = 100_000;

export function createMirrorPullHandler(
  runtime: SyncRuntime,
  name: CollectionName,
  collection: RxCollection<DocState>,
  progress: PullProgress,
): ReplicationPullHandler<DocState, MirrorCheckpoint> {
  return async () => {
    const rows = await runtime.request(async (token) => {
      const answer = await callRpc<unknown>(runtime.client, 'sync_snapshot', { p_table: name, p_studio: runtime.studioId }, token);
      if (!Array.isArray(answer)) throw new RemoteError('server', 'The server sent an unreadable snapshot', 200);
      return answer as Row[];
    });
    const documents = rows.map((row) => rowToDocument(name, { ...row, _deleted: false }));
    const present = new Set(documents.map((doc) => String(doc.id)));
    const gone = (await collection.find().exec())
      .filter((doc) => !present.has(String(doc.primary)))
      .map((doc) => ({ ...doc.toMutableJSON(), _deleted: true }));
    progress(name, [...present], 0);
    return { documents: [...documents, ...gone], checkpoint: { at: nowTimestamp() } };
  };
}
