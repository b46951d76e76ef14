// Push for the two-way collections: one sync_push request per batch.
// The server writes each row only if its `_modified` is still the one this device
// last saw (null: a row the device created) and answers per row: ok, conflict
// (with the server's row, handed to the conflict handler) or rejected (row level
// security, CHECK: kept on the device, reported as a sync issue, not retried). A history
// change the review refused comes with the server's row: the device takes it, and keeps
// its own as the sync issue.
//
// A lost answer: the server wrote the batch, the answer never came, and the request
// is sent again unchanged. The server then answers a conflict holding the very row
// the device sent: that row is written, so it counts as ok. Handed to RxDB as a
// conflict, its resolution is dropped when the user edited the document while the
// request was out (the fork write fails with 409), RxDB keeps no server state for
// it, and the next push meets the device's own earlier version as another device's
// change.
//
// The device names itself in every push (`p_origin`, sync-origin.ts); the server stamps
// the rows it writes with it (`_origin`). A conflict's server row thus says whether it is
// this database's own earlier write, another database's of this device, or someone
// else's: noted in `writers` for the conflict handler.
import type { ReplicationPushHandler, RxReplicationWriteToMasterRow } from 'rxdb';
import { type CollectionName, STUDIO_COLLECTIONS } from '../db/collection-defs.ts';
import type { PendingChanges } from '../status/pending-changes.ts';
import { BOOKKEEPING } from '../db/conflict-handler.ts';
import { sameContent } from '../db/merge.ts';
import type { RecentlyPushed } from './recently-pushed.ts';
import { RemoteError } from '../remote-error.ts';
import type { DocState } from '../db/device-database.ts';
import { documentToRow, type Row, rowToDocument } from './row-mapping.ts';
import { callRpc } from './rpc.ts';
import type { SyncIssueSink } from '../db/sync-issue-sink.ts';
import type { ServerWriters } from '../db/server-writers.ts';
import { originText, type SyncOrigin, writerOf } from './sync-origin.ts';
import type { SyncRuntime } from './sync-runtime.ts';

type PushOutcome =
  | { id: string; status: 'ok' }
  | { id: string; status: 'conflict'; row: Row }
  | { id: string; status: 'rejected'; code: string; message: string; row?: Row };

/**
 * A document deleted before it ever reached the server has nothing to delete there:
 * it is dropped instead of sent (https://github.com/pubkey/rxdb/issues/7612).
 */
export function neverReachedServer(row: RxReplicationWriteToMasterRow<DocState>): boolean {
  return row.newDocumentState._deleted === true && !row.assumedMasterState;
}

/** A conflict whose server row holds what was sent (bookkeeping aside): the device's own write. */
export function holdsSentRow(collection: CollectionName, server: Row, sent: DocState): boolean {
  return sameContent(rowToDocument(collection, server), rowToDocument(collection, documentToRow(collection, sent)), BOOKKEEPING);
}

export function createPushHandler(
  runtime: SyncRuntime,
  collection: CollectionName,
  pending: PendingChanges,
  sink: SyncIssueSink,
  recentlyPushed: RecentlyPushed,
  origin: SyncOrigin,
  writers: ServerWriters,
): ReplicationPushHandler<DocState> {
  return async (rows) => {
    const toSend = rows.filter((row) => !neverReachedServer(row));
    if (toSend.length === 0) return [];
    const ids = toSend.map((row) => String(row.newDocumentState.id));
    // The studio's rows go to the studio this database holds (RxDB documents do not carry it).
    const studio = STUDIO_COLLECTIONS.has(collection) ? { studio_id: runtime.studioId } : {};
    const payload = toSend.map((row) => ({
      row: { ...documentToRow(collection, row.newDocumentState), ...studio },
      base: row.assumedMasterState?.server_modified ?? null,
    }));
    pending.carrying(collection, ids, 1);
    try {
      const outcomes = await runtime.request(async (token) => {
        const answer = await callRpc<unknown>(
          runtime.client,
          'sync_push',
          { p_table: collection, p_rows: payload, p_origin: originText(origin) },
          token,
        );
        if (!Array.isArray(answer) || answer.length !== toSend.length) {
          throw new RemoteError('server', 'The server sent an unreadable push answer', 200);
        }
        return answer as PushOutcome[];
      });
      const conflicts: DocState[] = [];
      const accepted: string[] = [];
      for (const [index, outcome] of outcomes.entries()) {
        const row = toSend[index];
        if (!row) continue;
        const written = outcome.status === 'ok' || (outcome.status === 'conflict' && holdsSentRow(collection, outcome.row, row.newDocumentState));
        if (written) accepted.push(String(row.newDocumentState.id));
        else if (outcome.status === 'conflict') {
          writers.note(collection, outcome.id, outcome.row._modified, writerOf(outcome.row._origin, origin));
          conflicts.push(rowToDocument(collection, outcome.row));
        }
        if (outcome.status === 'rejected') {
          await sink.record({
            collection,
            docId: String(row.newDocumentState.id),
            kind: 'rejected',
            reason: outcome.message,
            fields: [],
            local: row.newDocumentState,
            server: null,
          });
          if (outcome.row) {
            writers.note(collection, outcome.id, outcome.row._modified, 'refused');
            conflicts.push(rowToDocument(collection, outcome.row));
          }
        }
      }
      recentlyPushed.add(collection, accepted);
      await sink.accepted(collection, accepted);
      return conflicts;
    } finally {
      pending.carrying(collection, ids, -1);
    }
  };
}
