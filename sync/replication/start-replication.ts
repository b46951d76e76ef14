// Starts RxDB's replication protocol (replicateRxCollection) for every collection
// that leaves the device, with our own handlers, and wires what the status needs:
// local writes and confirmed pushes (pending count), activity, conflicts.
import type { ReplicationPullHandler, RxCollection } from 'rxdb';
import type { RxReplicationState } from 'rxdb/plugins/replication';
import { replicateRxCollection } from 'rxdb/plugins/replication';
import { combineLatest, debounceTime, type Subscription } from 'rxjs';
import { COLLECTION_DEFS, COLLECTION_NAMES, type CollectionName } from '../db/collection-defs.ts';
import type { DeviceDatabase, DocState } from '../db/device-database.ts';
import type { PendingChanges } from '../status/pending-changes.ts';
import type { SyncStatusStore } from '../status/sync-status-store.ts';
import { createMirrorPullHandler, MIRROR_BATCH_SIZE } from './mirror-pull-handler.ts';
import { createPullHandler, localStampsOf, type PullProgress } from './pull-handler.ts';
import { createPushHandler } from './push-handler.ts';
import { RecentlyPushed } from './recently-pushed.ts';
import type { SyncIssueSink } from '../db/sync-issue-sink.ts';
import type { ServerWriters } from '../db/server-writers.ts';
import type { SyncOrigin } from './sync-origin.ts';
import type { SyncRuntime } from './sync-runtime.ts';

export type BatchSizes = { pull: number; push: number };

/** Pulls in pages of 1,000 rows: half the round trips of 500 in a first download (measured in docs/sync.md). */
export const DEFAULT_BATCH_SIZES: BatchSizes = { pull: 1_000, push: 250 };

const PULL_BACK_DELAY_MS = 200;

export type StartReplicationInput = {
  db: DeviceDatabase;
  runtime: SyncRuntime;
  pending: PendingChanges;
  status: SyncStatusStore;
  sink: SyncIssueSink;
  /** How this device and database name themselves in a push, and who wrote a conflict's server version. */
  origin: SyncOrigin;
  writers: ServerWriters;
  progress: PullProgress;
  /** Pulled documents written to the device (the first download's progress counts these). */
  stored?: (collection: CollectionName, count: number) => void;
  /** Names the replication on this device: a different backend or user starts afresh. */
  identifier: string;
  batchSizes?: BatchSizes;
};

export type ReplicationSet = {
  states: Map<CollectionName, RxReplicationState<DocState, unknown>>;
  cancel(): Promise<void>;
};

export function startReplication(input: StartReplicationInput): ReplicationSet {
  const { db, runtime, pending, status, sink, progress } = input;
  const sizes = input.batchSizes ?? DEFAULT_BATCH_SIZES;
  const states = new Map<CollectionName, RxReplicationState<DocState, unknown>>();
  const subscriptions: Subscription[] = [];
  const recentlyPushed = new RecentlyPushed();

  for (const name of COLLECTION_NAMES) {
    const { mode } = COLLECTION_DEFS[name];
    if (mode === 'local') continue;
    // The collections differ in document type; replication handles them all as DocState.
    const collection = db.collections[name] as unknown as RxCollection<DocState>;
    const pullHandler =
      mode === 'two-way'
        ? createPullHandler(runtime, name, progress, recentlyPushed, localStampsOf(collection))
        : mode === 'mirror'
          ? createMirrorPullHandler(runtime, name, collection, progress)
          : undefined;
    // Each handler knows its own checkpoint shape; RxDB only stores and hands it back.
    const pull = pullHandler
      ? { handler: pullHandler as ReplicationPullHandler<DocState, unknown>, batchSize: mode === 'mirror' ? MIRROR_BATCH_SIZE : sizes.pull }
      : undefined;
    const push = mode === 'mirror' ? undefined : { handler: createPushHandler(runtime, name, pending, sink, recentlyPushed, input.origin, input.writers), batchSize: sizes.push };
    const state = replicateRxCollection<DocState, unknown>({
      collection,
      replicationIdentifier: `${input.identifier}:${name}`,
      live: true,
      retryTime: 5_000,
      waitForLeadership: false,
      toggleOnDocumentVisible: false,
      autoStart: true,
      pull,
      push,
    });
    states.set(name, state);
    if (pull && input.stored) {
      const stored = input.stored;
      subscriptions.push(
        collection.eventBulks$.subscribe((bulk) => {
          if (bulk.context.startsWith('replication-downstream-')) stored(name, bulk.events.length);
        }),
      );
    }
    if (push) {
      subscriptions.push(
        collection.eventBulks$.subscribe((bulk) => {
          if (bulk.context.startsWith('replication-')) return;
          for (const event of bulk.events) pending.localWrite(name, event.documentId, event.documentData as DocState);
        }),
        state.sent$.subscribe((doc) => pending.pushed(name, doc)),
        state.conflict$.subscribe((conflict) => pending.settled(name, String(conflict.input.newDocumentState.id))),
      );
      // Pull our own writes back soon after a push: the device then knows the server's
      // new `_modified`, and its next edit of the same row needs no extra round trip.
      if (pull) subscriptions.push(state.sent$.pipe(debounceTime(PULL_BACK_DELAY_MS)).subscribe(() => state.reSync()));
    }
  }

  subscriptions.push(
    combineLatest([...states.values()].map((state) => state.active$)).subscribe((flags) => {
      status.update({ active: flags.some(Boolean) });
    }),
  );

  return {
    states,
    async cancel() {
      for (const subscription of subscriptions) subscription.unsubscribe();
      await Promise.all([...states.values()].map((state) => state.cancel()));
    },
  };
}
