// Opens the signed-in user's device database after sign-in and starts syncing it;
// closes it, or removes it from the device on sign-out (shared tablets). Screens
// never call this: the app's auth wiring does (`follow-auth.ts`, `open-studio.ts`;
// docs/sync.md, "Per-user, per-studio databases and sign-out").
// RxDB is loaded here, on demand, never by the hooks' modules.
import type { SupabaseClient } from '@supabase/supabase-js';
import { refusalOf } from '../../domain/sync-refusal.ts';
import { browserEnvironment, type SyncEnvironment } from '../environment.ts';
import type { SyncController, SyncOptions } from './sync-controller.ts';
import { SyncStatusStore } from '../status/sync-status-store.ts';
import type { IndexedDbFactory } from '../db/storage.ts';
import type { DeviceDatabase } from '../db/device-database.ts';
import { deleteIndexedDbs } from '../db/database-name.ts';
import { ServerWriters } from '../db/server-writers.ts';
import { deviceId } from './device-id.ts';
import { firstReadsSettled } from './first-reads.ts';
import { closeOtherTabs, holdUntilRemoved } from './other-tabs.ts';
import { currentUserData, setCurrentUserData, setUserDataRemovedElsewhere, type UserDataSession } from './user-data-store.ts';

export type OpenUserDataOptions = {
  userId: string;
  /** The studio to open (default: the user's own, whose id is the user's). */
  studioId?: string;
  /** The supabase-js client; by default the app's one (sync/supabase-client.ts). */
  client?: SupabaseClient;
  /** Another IndexedDB than the browser's (tests: fake-indexeddb, one per simulated device). */
  indexedDb?: IndexedDbFactory;
  env?: SyncEnvironment;
  /** Tabs share one database and elect one to sync (default in browsers); false in Node. */
  multiInstance?: boolean;
  /** Schema and query checks of RxDB's dev-mode (default: Vite's DEV flag). */
  devMode?: boolean;
  /** Replication settings; false opens the database without syncing. */
  sync?: SyncOptions | false;
  /** The server says the user is no longer a member of the studio (sync has stopped). */
  onMembershipEnded?: (studioId: string) => void;
  /** This device's name in the user's pushes (default: the one kept in localStorage, device-id.ts). */
  deviceId?: string;
};

const DEFAULT_SYNC: SyncOptions = { pollIntervalMs: 30_000 };
const REPLICATION_ID = 'supabase-v1';

let opening: Promise<UserDataSession> | null = null;

function isOpenFor(session: UserDataSession | null, options: OpenUserDataOptions): boolean {
  return !!session && session.userId === options.userId && session.studioId === (options.studioId ?? options.userId) && !session.db.closed;
}

/** Opens the user's database of one studio, closing (keeping) whatever was open before. */
export function openUserData(options: OpenUserDataOptions): Promise<UserDataSession> {
  const open = currentUserData();
  if (open && isOpenFor(open, options)) return Promise.resolve(open);
  const previous = opening ?? Promise.resolve(null);
  const next = previous
    .catch(() => null)
    .then(async () => {
      const again = currentUserData();
      if (again && isOpenFor(again, options)) return again;
      if (again) await again.close();
      return createSession(options);
    });
  opening = next;
  return next.finally(() => {
    if (opening === next) opening = null;
  });
}

/** Closes the open database, keeping its data (the user is still signed in). */
export async function closeUserData(): Promise<void> {
  await currentUserData()?.close();
}

/**
 * Sign-out: closes the database and deletes the user's databases from this device, every
 * studio's, with everything in them. With `studioId`, only that studio's (the user left
 * it or was removed from it).
 */
export async function removeUserData(options: { userId?: string; studioId?: string; indexedDb?: IndexedDbFactory } = {}): Promise<void> {
  // A database still opening (a sign-out right after the app started) is removed once open, not left behind.
  await opening?.catch(() => null);
  const open = currentUserData();
  const userId = options.userId ?? open?.userId;
  if (!userId) return;
  if (open && open.userId === userId && (options.studioId === undefined || open.studioId === options.studioId)) {
    await open.close({ remove: true, everyStudio: options.studioId === undefined });
    return;
  }
  const indexedDB = options.indexedDb?.indexedDB ?? globalThis.indexedDB;
  if (options.studioId === undefined && indexedDB) await closeOtherTabs(userId, indexedDB);
  const [{ deviceStorage }, { removeDeviceDatabase }] = await Promise.all([import('../db/storage.ts'), import('../db/create-database.ts')]);
  const storage = await deviceStorage({ indexedDb: options.indexedDb, devMode: false });
  await removeDeviceDatabase(userId, storage, options.indexedDb?.indexedDB, options.studioId);
}

async function createSession(options: OpenUserDataOptions): Promise<UserDataSession> {
  const [{ deviceStorage }, { createDeviceDatabase }, { createSyncIssueLog }, bookkeeping] = await Promise.all([
    import('../db/storage.ts'),
    import('../db/create-database.ts'),
    import('../db/sync-issue-log.ts'),
    import('./sync-bookkeeping.ts'),
  ]);
  const multiInstance = options.multiInstance ?? typeof window !== 'undefined';
  const devMode = options.devMode ?? Boolean(import.meta.env?.DEV);
  const storage = await deviceStorage({ indexedDb: options.indexedDb, devMode });
  let database: DeviceDatabase | null = null;
  const sink = createSyncIssueLog(() => database);
  const writers = new ServerWriters();
  const studioId = options.studioId ?? options.userId;
  const db = await createDeviceDatabase({ userId: options.userId, studioId, storage, multiInstance, sink, writers });
  database = db;
  const origin = { device: options.deviceId ?? deviceId(), database: String(await db.storageToken) };

  const saved = await bookkeeping.readSyncState(db);
  const env = options.env ?? browserEnvironment();
  const status = new SyncStatusStore({
    online: env.isOnline(),
    // Nothing is known to be saved until replication has made its first pass (start-replication.ts).
    active: options.sync !== false,
    lastSyncedAt: saved.last_synced_at,
    firstDownload: { done: saved.first_sync_at !== null, received: 0, total: 0 },
  });
  const issues = db.sync_issues.find({ selector: { state: 'open' }, sort: [{ created_at: 'desc' }] }).$.subscribe((open) => {
    const rejected = open.filter((issue) => issue.kind === 'rejected');
    const latest = rejected[0];
    status.update({
      openRejections: rejected.length,
      latestRejection: latest?.reason ?? null,
      // A refusal a field's limit explains links to that field's screen; others have nothing there to fix.
      latestRejectionFix: latest ? refusalOf(latest.collection_name, latest.doc_id, latest.local_version, latest.reason).fix : null,
      openConflicts: open.length - rejected.length,
    });
  });

  const cleanups: (() => void)[] = [() => issues.unsubscribe()];
  let controller: SyncController | null = null;
  let closed = false;
  const indexedDB = options.indexedDb?.indexedDB ?? globalThis.indexedDB;
  // Other tabs: a sign-out in one closes the database in the others before deleting it (other-tabs.ts).
  let releaseTabs = () => {};

  const session: UserDataSession = {
    userId: options.userId,
    studioId,
    db,
    status,
    get sync() {
      return controller;
    },
    syncStarted: Promise.resolve(null),
    async close({ remove = false, everyStudio = false } = {}) {
      if (!closed) {
        closed = true;
        if (currentUserData() === session) setCurrentUserData(null);
        for (const cleanup of cleanups.splice(0)) cleanup();
        await controller?.stop();
      }
      if (remove) {
        releaseTabs();
        if (everyStudio && indexedDB) await closeOtherTabs(options.userId, indexedDB);
        await db.remove();
        // One pass over the browser's databases: this studio's, or with `everyStudio` all of the user's.
        await deleteIndexedDbs(options.userId, options.indexedDb?.indexedDB, everyStudio ? undefined : studioId);
      } else {
        await db.close();
        releaseTabs();
      }
    },
  };
  if (multiInstance && indexedDB) {
    releaseTabs = holdUntilRemoved(options.userId, indexedDB, () => {
      setUserDataRemovedElsewhere(options.userId);
      return session.close();
    });
  }

  if (options.sync !== false) {
    const syncOptions = options.sync ?? DEFAULT_SYNC;
    const stopFollowing = multiInstance ? bookkeeping.followStatus(db, status) : () => undefined;
    cleanups.push(stopFollowing);
    session.syncStarted = db.waitForLeadership().then(async () => {
      // The screen's first reads go first (first-reads.ts).
      await firstReadsSettled();
      if (closed) return null;
      stopFollowing();
      // Offline before the service worker has cached these chunks, the imports fail:
      // try again when the network returns instead of never syncing.
      const [{ getSupabase }, { startSync }] = await whenLoaded(
        () => Promise.all([import('../supabase-client.ts'), import('./sync-controller.ts')]),
        env,
        () => closed,
      );
      const client = options.client ?? getSupabase();
      if (closed) return null;
      controller = startSync({
        db,
        userId: options.userId,
        studioId,
        onMembershipEnded: () => options.onMembershipEnded?.(studioId),
        client,
        env,
        status,
        sink,
        origin,
        writers,
        identifier: REPLICATION_ID,
        firstSyncDone: saved.first_sync_at !== null,
        onFirstSyncDone: () => {
          bookkeeping.writeSyncState(db, { first_sync_at: new Date().toISOString() }).catch(() => undefined);
        },
        options: syncOptions,
      });
      cleanups.push(bookkeeping.persistStatus(db, status, multiInstance));
      return controller;
    }).catch((error: unknown) => {
      if (!closed) console.error('Sync could not start', error);
      return null;
    });
  }

  setCurrentUserData(session);
  return session;
}

/** Runs `load` until it succeeds, retrying each time the network comes back. */
async function whenLoaded<T>(load: () => Promise<T>, env: SyncEnvironment, gaveUp: () => boolean): Promise<T> {
  for (;;) {
    try {
      return await load();
    } catch (error) {
      if (gaveUp()) throw error;
      console.warn('Sync is waiting for the network to load', error);
      await new Promise<void>((resolve) => {
        const stop = env.onOnline(() => {
          stop();
          resolve();
        });
      });
    }
  }
}
