// Pull for the two-way collections: pages of the user's rows after a checkpoint,
// through the sync_pull function. The checkpoint is (transaction id, row id), not
// (_modified, id): see supabase/migrations/0100_sync_replication.sql for why no
// row committed late can be skipped.
//
// Each page also asks again for the rows this device pushed (recently-pushed.ts).
// Whether RxDB applied such a row is only known on the device: with `local` (the
// device's documents, see localStampsOf) a mark ends once the document holds the
// delivered `_modified`; without it, a mark ends when the row is delivered.
import type { ReplicationPullHandler, RxCollection } from 'rxdb';
import type { CollectionName } from '../db/collection-defs.ts';
import type { AskedAgain, LocalStamps, RecentlyPushed } from './recently-pushed.ts';
import { RemoteError } from '../remote-error.ts';
import type { DocState } from '../db/device-database.ts';
import { type Row, rowToDocument, SERVER_MODIFIED } from './row-mapping.ts';
import { callRpc } from './rpc.ts';
import type { SyncRuntime } from './sync-runtime.ts';

export type PullCheckpoint = { txid: string; id: string };

type PullPage = { rows: Row[]; checkpoint: PullCheckpoint | null; remaining: number };

/** Reports each page: the ids of the documents received and how many rows still wait on the server. */
export type PullProgress = (collection: CollectionName, ids: readonly string[], remaining: number) => void;

function isPullPage(value: unknown): value is PullPage {
  const page = value as PullPage | null;
  return typeof page === 'object' && page !== null && Array.isArray(page.rows) && typeof page.remaining === 'number';
}

/** The `server_modified` of the collection's documents on the device. */
export function localStampsOf(collection: RxCollection<DocState>): LocalStamps {
  return async (_name, ids) => {
    const docs = await collection.findByIds([...ids]).exec();
    const stamps = new Map<string, string | null>();
    for (const [id, doc] of docs) {
      const stamp = doc.toJSON()[SERVER_MODIFIED];
      stamps.set(id, typeof stamp === 'string' ? stamp : null);
    }
    return stamps;
  };
}

function stampsOf(rows: readonly Row[], ids: readonly string[]): Map<string, string | null> {
  const wanted = new Set(ids);
  const stamps = new Map<string, string | null>();
  for (const row of rows) {
    const id = String(row.id);
    if (wanted.has(id)) stamps.set(id, typeof row._modified === 'string' ? row._modified : null);
  }
  return stamps;
}

export function createPullHandler(
  runtime: SyncRuntime,
  collection: CollectionName,
  progress: PullProgress,
  recentlyPushed: RecentlyPushed,
  local?: LocalStamps,
): ReplicationPullHandler<DocState, PullCheckpoint> {
  return async (checkpoint, batchSize) => {
    if (checkpoint && local) await recentlyPushed.confirm(collection, local);
    const asked: AskedAgain = checkpoint ? recentlyPushed.peek(collection) : { collection, ids: [], versions: new Map() };
    const page = await runtime.request(async (token) => {
      const answer = await callRpc<unknown>(
        runtime.client,
        'sync_pull',
        {
          p_table: collection,
          p_after_txid: checkpoint?.txid ?? null,
          p_after_id: checkpoint?.id ?? null,
          p_limit: batchSize,
          p_ids: asked.ids,
          p_studio: runtime.studioId,
        },
        token,
      );
      if (!isPullPage(answer)) throw new RemoteError('server', 'The server sent an unreadable pull answer', 200);
      return answer;
    });
    recentlyPushed.pulled(asked, stampsOf(page.rows, asked.ids), { trust: !local });
    progress(collection, page.rows.map((row) => String(row.id)), page.remaining);
    return {
      documents: page.rows.map((row) => rowToDocument(collection, row)),
      checkpoint: page.checkpoint ?? checkpoint,
    };
  };
}
