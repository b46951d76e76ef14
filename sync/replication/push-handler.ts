// Push for the two-way and push-only collections: one sync_push request per batch.
// The server writes each row only if its `_modified` is still the one this device
// last saw (null: a row the device created) and answers per row: ok, conflict
// (with the server's row, handed to the conflict handler) or rejected (row level
// security, CHECK: kept on the device, reported as a sync issue, not retried).
//
// A lost answer: the server wrote the row, the device never heard, and RxDB still
// assumes the old server state (none, for an insert). The retry then meets a
// conflict with the device's own earlier version. That is no conflict: the row is
// sent once more on top of the server's row, so the device's later edits stand.
import type { ReplicationPushHandler, RxReplicationWriteToMasterRow } from 'rxdb';
import type { CollectionName } from '../db/collection-defs.ts';
import type { PendingChanges } from '../status/pending-changes.ts';
import { BOOKKEEPING } from './conflict-handler.ts';
import { sameContent } from './merge.ts';
import type { RecentlyPushed } from './recently-pushed.ts';
import { RemoteError } from './remote-error.ts';
import { type DocState, documentToRow, type Row, rowToDocument } from './row-mapping.ts';
import { callRpc } from './rpc.ts';
import type { SyncIssueSink } from './sync-issue-sink.ts';
import type { SyncRuntime } from './sync-runtime.ts';

type PushOutcome =
  | { id: string; status: 'ok' }
  | { id: string; status: 'conflict'; row: Row }
  | { id: string; status: 'rejected'; code: string; message: string };

type PushItem = { row: Row; base: string | null };

/**
 * A document deleted before it ever reached the server has nothing to delete there:
 * it is dropped instead of sent (https://github.com/pubkey/rxdb/issues/7612).
 */
export function neverReachedServer(row: RxReplicationWriteToMasterRow<DocState>): boolean {
  return row.newDocumentState._deleted === true && !row.assumedMasterState;
}

/** The server's row is a version this device sent earlier (answer lost), not the one it sends now. */
export function isOwnEarlierWrite(collection: CollectionName, server: Row, sending: Row, unanswered: readonly Row[]): boolean {
  const serverDoc = rowToDocument(collection, server);
  if (sameContent(serverDoc, rowToDocument(collection, sending), BOOKKEEPING)) return false;
  return unanswered.some((sent) => sameContent(serverDoc, rowToDocument(collection, sent), BOOKKEEPING));
}

export function createPushHandler(
  runtime: SyncRuntime,
  collection: CollectionName,
  pending: PendingChanges,
  sink: SyncIssueSink,
  recentlyPushed: RecentlyPushed,
): ReplicationPushHandler<DocState> {
  /** Sends a batch; with `ownAgain`, rows met by their own unanswered earlier version are sent once more. */
  const send = async (items: PushItem[], ownAgain: boolean): Promise<PushOutcome[]> => {
    recentlyPushed.sending(
      collection,
      items.map((item) => item.row),
    );
    const outcomes = await runtime.request(async (token) => {
      const answer = await callRpc<unknown>(runtime.client, 'sync_push', { p_table: collection, p_rows: items }, token);
      if (!Array.isArray(answer) || answer.length !== items.length) {
        throw new RemoteError('server', 'The server sent an unreadable push answer', 200);
      }
      return answer as PushOutcome[];
    });
    const again = items.flatMap((item, index) => {
      const outcome = outcomes[index];
      if (!ownAgain || outcome?.status !== 'conflict') return [];
      const id = String(item.row.id);
      if (!isOwnEarlierWrite(collection, outcome.row, item.row, recentlyPushed.unansweredVersions(collection, id))) return [];
      return [{ index, item: { row: item.row, base: typeof outcome.row._modified === 'string' ? outcome.row._modified : null } }];
    });
    // A row sent again stays unanswered until that answer comes: the server may still hold the earlier version.
    const resent = new Set(again.map((entry) => String(entry.item.row.id)));
    recentlyPushed.answered(
      collection,
      items.map((item) => String(item.row.id)).filter((id) => !resent.has(id)),
    );
    if (again.length === 0) return outcomes;
    const retried = await send(
      again.map((entry) => entry.item),
      false,
    );
    for (const [position, entry] of again.entries()) {
      const outcome = retried[position];
      if (outcome) outcomes[entry.index] = outcome;
    }
    return outcomes;
  };

  return async (rows) => {
    // A deletion of a row whose insert went unanswered is sent: the insert may have arrived.
    const toSend = rows.filter(
      (row) => !neverReachedServer(row) || recentlyPushed.unansweredVersions(collection, String(row.newDocumentState.id)).length > 0,
    );
    if (toSend.length === 0) return [];
    const ids = toSend.map((row) => String(row.newDocumentState.id));
    const payload = toSend.map((row): PushItem => {
      const base = row.assumedMasterState?.server_modified;
      return { row: documentToRow(collection, row.newDocumentState), base: typeof base === 'string' ? base : null };
    });
    pending.carrying(collection, ids, 1);
    try {
      const outcomes = await send(payload, true);
      const conflicts: DocState[] = [];
      const accepted: string[] = [];
      for (const [index, outcome] of outcomes.entries()) {
        const row = toSend[index];
        if (!row) continue;
        if (outcome.status === 'ok') accepted.push(String(row.newDocumentState.id));
        if (outcome.status === 'conflict') conflicts.push(rowToDocument(collection, outcome.row));
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
