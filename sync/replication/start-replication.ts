// Starts RxDB's replication protocol (replicateRxCollection) for every collection
// that leaves the device, with our own handlers, and wires what the status needs:
// local writes and confirmed pushes (pending count), activity (replication-activity.ts),
// conflicts.
import type { ReplicationPullHandler, RxCollection } from 'rxdb';
import type { RxReplicationState } from 'rxdb/plugins/replication';
import { replicateRxCollection } from 'rxdb/plugins/replication';
import { debounceTime, type Subscription } from 'rxjs';
import { COLLECTION_DEFS, COLLECTION_NAMES, type CollectionName } from '../db/collection-defs.ts';
import type { DeviceDatabase, DocState } from '../db/device-database.ts';
import type { PendingChanges } from '../status/pending-changes.ts';
import type { SyncStatusStore } from '../status/sync-status-store.ts';
import { createMirrorPullHandler, MIRROR_BATCH_SIZE } from './mirror-pull-handler.ts';
import { createPullHandler, localStampsOf, type PullProgress } from './pull-handler.ts';
import { createPushHandler } from './push-handler.ts';
import { RecentlyPushed } from './recently-pushed.ts';
import { ReplicationActivity } from './replication-activity.ts';
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
  stored?: (collection: CollectionName, ids: readonly string[]) => void;
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
  const activities: ReplicationActivity[] = [];
  const reportActivity = () => status.update({ active: activities.some((activity) => activity.active) });

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
    // After the first round, rows this device pushed and pulls back, and a mirror's whole table on every pull, are not waited for.
    const activity = new ReplicationActivity(reportActivity, mode === 'two-way' ? (id) => !recentlyPushed.has(name, id) : () => false);
    activities.push(activity);
    // Each handler knows its own checkpoint shape; RxDB only stores and hands it back.
    const pull = pullHandler
      ? { handler: trackedPull(pullHandler as ReplicationPullHandler<DocState, unknown>, activity), batchSize: mode === 'mirror' ? MIRROR_BATCH_SIZE : sizes.pull }
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
    followActivity(state, activity, subscriptions);
    if (pull) {
      subscriptions.push(
        collection.eventBulks$.subscribe((bulk) => {
          if (!bulk.context.startsWith('replication-downstream-')) return;
          const ids = bulk.events.map((event) => event.documentId);
          input.stored?.(name, ids);
          activity.stored(ids);
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

  reportActivity();

  return {
    states,
    async cancel() {
      for (const subscription of subscriptions) subscription.unsubscribe();
      await Promise.all([...states.values()].map((state) => state.cancel()));
    },
  };
}

/** Tells `activity` when a pull asks and what it answered. */
function trackedPull(handler: ReplicationPullHandler<DocState, unknown>, activity: ReplicationActivity): ReplicationPullHandler<DocState, unknown> {
  return async (checkpoint, batchSize) => {
    activity.pullStarted();
    try {
      const answer = await handler(checkpoint, batchSize);
      activity.pullAnswered(answer.documents.map((doc) => String(doc.id)), answer.documents.length < batchSize);
      return answer;
    } catch (error) {
      activity.pullFailed();
      throw error;
    }
  };
}

/** Once RxDB's replication has started, hands its upstream and downstream flags to `activity`. */
function followActivity(state: RxReplicationState<DocState, unknown>, activity: ReplicationActivity, subscriptions: Subscription[]): void {
  state.startPromise
    .then(() => {
      const internal = state.internalReplicationState;
      if (!internal || state.isStopped()) return;
      activity.start();
      subscriptions.push(
        internal.events.active.up.subscribe((active) => activity.upstream(active)),
        internal.events.active.down.subscribe((active) => activity.downstream(active)),
      );
    })
    .catch(() => undefined);
}
