// Runs replication for one open device database (in the tab that leads): starts
// every collection's replication, restarts it when the network comes back, the tab
// regains focus, a fresh session arrives or the user presses Retry, polls while
// online, listens on the live channel (sync/realtime) and records the first
// complete download.
import type { SupabaseClient } from '@supabase/supabase-js';
import type { RxReplicationState } from 'rxdb/plugins/replication';
import { COLLECTION_DEFS, COLLECTION_NAMES, type CollectionName } from '../db/collection-defs.ts';
import type { DeviceDatabase, DocState } from '../db/device-database.ts';
import type { SyncEnvironment } from '../environment.ts';
import { startImageQueue } from '../images/image-queue.ts';
import { startStoredImageFetcher } from '../images/stored-image-fetcher.ts';
import { startLiveSync } from '../realtime/live-sync.ts';
import { PendingChanges } from '../status/pending-changes.ts';
import type { SyncStatusStore } from '../status/sync-status-store.ts';
import { FirstDownloadProgress } from '../replication/first-download.ts';
import { type BatchSizes, startReplication } from '../replication/start-replication.ts';
import type { SyncIssueSink } from '../db/sync-issue-sink.ts';
import type { ServerWriters } from '../db/server-writers.ts';
import type { SyncOrigin } from '../replication/sync-origin.ts';
import { type RetryOptions, SyncRuntime } from '../replication/sync-runtime.ts';

export type SyncOptions = {
  batchSizes?: BatchSizes;
  retry?: RetryOptions;
  /** How often to look for changes from other devices while online (ms); 0: never. */
  pollIntervalMs?: number;
  /** Listen for changes from other devices on a Realtime channel (default true). */
  live?: boolean;
};

export type SyncController = {
  runtime: SyncRuntime;
  states: Map<CollectionName, RxReplicationState<DocState, unknown>>;
  /** The user's Retry: ends every wait and backoff and syncs now. */
  retry(): void;
  /** Looks for changes on both sides now. */
  syncNow(): void;
  /** Resolves once everything written so far is on the server and the last pull is in. */
  awaitInSync(): Promise<void>;
  stop(): Promise<void>;
};

export function startSync(input: {
  db: DeviceDatabase;
  userId: string;
  /** The studio the database holds (default: the user's own). */
  studioId?: string;
  /** The server says the user left or was removed from the studio; replication has stopped. */
  onMembershipEnded?: () => void;
  client: SupabaseClient;
  env: SyncEnvironment;
  status: SyncStatusStore;
  sink: SyncIssueSink;
  origin: SyncOrigin;
  writers: ServerWriters;
  identifier: string;
  firstSyncDone: boolean;
  onFirstSyncDone: () => void;
  options?: SyncOptions;
}): SyncController {
  const { db, client, env, status, options = {} } = input;
  const runtime = new SyncRuntime({
    client,
    userId: input.userId,
    studioId: input.studioId,
    onMembershipEnded: input.onMembershipEnded,
    env,
    status,
    retry: options.retry,
  });
  const pending = new PendingChanges((count) => status.update({ pending: count }));
  const pulled = COLLECTION_NAMES.filter((name) => COLLECTION_DEFS[name].mode !== 'local');
  const progress = new FirstDownloadProgress(input.firstSyncDone, (firstDownload) => status.update({ firstDownload }), pulled);
  status.update({ online: env.isOnline(), firstDownload: progress.snapshot() });

  const set = startReplication({
    db,
    runtime,
    pending,
    status,
    sink: input.sink,
    origin: input.origin,
    writers: input.writers,
    progress: (collection, ids, remaining) => progress.page(collection, ids, remaining),
    stored: (collection, ids) => progress.stored(collection, ids),
    identifier: input.identifier,
    batchSizes: options.batchSizes,
  });
  const states = [...set.states.values()];

  if (!input.firstSyncDone) {
    Promise.all(states.map((state) => state.awaitInitialReplication()))
      .then(() => {
        if (runtime.isStopped) return;
        progress.complete();
        input.onFirstSyncDone();
      })
      .catch(() => undefined);
  }

  const syncNow = () => {
    for (const state of states) state.reSync();
  };
  // Network back, focus, a fresh session: one probe goes now, whatever the backoff said.
  const kick = () => {
    runtime.tryNow();
    syncNow();
  };
  const cleanups = [
    startImageQueue(db, runtime),
    startStoredImageFetcher(db, runtime),
    env.onOnline(() => {
      status.update({ online: true });
      kick();
    }),
    env.onOffline(() => status.update({ online: false })),
    env.onFocus(kick),
  ];
  const { data: authListener } = client.auth.onAuthStateChange((event, session) => {
    if (session?.user?.id === input.userId && (event === 'TOKEN_REFRESHED' || event === 'SIGNED_IN')) kick();
  });
  const live =
    options.live === false
      ? null
      : startLiveSync({ client, userId: input.userId, studioId: input.studioId, env, status, pull: (name) => set.states.get(name)?.reSync(), pullAll: kick });
  // Polls only while the backend answers: while it does not, the gate's probes do the asking.
  const poll = options.pollIntervalMs
    ? setInterval(() => env.isOnline() && runtime.reachable && syncNow(), options.pollIntervalMs)
    : undefined;

  return {
    runtime,
    states: set.states,
    retry() {
      status.update({ failure: null });
      runtime.wake(true);
      syncNow();
    },
    syncNow,
    async awaitInSync() {
      await Promise.all(states.map((state) => state.awaitInSync()));
    },
    async stop() {
      if (poll) clearInterval(poll);
      for (const cleanup of cleanups) cleanup();
      authListener.subscription.unsubscribe();
      await live?.stop();
      runtime.stop();
      await set.cancel();
    },
  };
}
