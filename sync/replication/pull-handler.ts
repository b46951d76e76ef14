// Pull for the two-way collections: pages of the user's rows after a checkpoint,
// through the sync_pull function. The checkpoint is (transaction id, row id), not
// (_modified, id): see supabase/migrations/0100_sync_replication.sql for why no
// row committed late can be skipped.
import type { ReplicationPullHandler } from 'rxdb';
import type { CollectionName } from '../db/collection-defs.ts';
import type { RecentlyPushed } from './recently-pushed.ts';
import { RemoteError } from './remote-error.ts';
import { type DocState, type Row, rowToDocument } from './row-mapping.ts';
import { callRpc } from './rpc.ts';
import type { SyncRuntime } from './sync-runtime.ts';

export type PullCheckpoint = { txid: string; id: string };

type PullPage = { rows: Row[]; checkpoint: PullCheckpoint | null; remaining: number };

/** Reports each page: documents received and rows still waiting on the server. */
export type PullProgress = (collection: CollectionName, received: number, remaining: number) => void;

function isPullPage(value: unknown): value is PullPage {
  const page = value as PullPage | null;
  return typeof page === 'object' && page !== null && Array.isArray(page.rows) && typeof page.remaining === 'number';
}

export function createPullHandler(
  runtime: SyncRuntime,
  collection: CollectionName,
  progress: PullProgress,
  recentlyPushed: RecentlyPushed,
): ReplicationPullHandler<DocState, PullCheckpoint> {
  return async (checkpoint, batchSize) => {
    const again = checkpoint ? recentlyPushed.peek(collection) : [];
    const page = await runtime.request(async (token) => {
      const answer = await callRpc<unknown>(
        runtime.client,
        'sync_pull',
        {
          p_table: collection,
          p_after_txid: checkpoint?.txid ?? null,
          p_after_id: checkpoint?.id ?? null,
          p_limit: batchSize,
          p_ids: again,
        },
        token,
      );
      if (!isPullPage(answer)) throw new RemoteError('server', 'The server sent an unreadable pull answer', 200);
      return answer;
    });
    recentlyPushed.pulled(collection, again);
    progress(collection, page.rows.length, page.remaining);
    return {
      documents: page.rows.map((row) => rowToDocument(collection, row)),
      checkpoint: page.checkpoint ?? checkpoint,
    };
  };
}
