// What the device remembers about its sync between sessions (RxDB local documents,
// shared by the tabs): when the first download completed, when the last sync
// succeeded, and the leading tab's status for the other tabs to show.
import type { DeviceDatabase } from '../db/device-database.ts';
import type { SyncStatus } from '../status/sync-status.ts';
import type { SyncStatusStore } from '../status/sync-status-store.ts';

type SyncState = { first_sync_at: string | null; last_synced_at: string | null };

const STATE_ID = 'sync-state';
const STATUS_ID = 'sync-status';

export async function readSyncState(db: DeviceDatabase): Promise<SyncState> {
  const doc = await db.getLocal<SyncState>(STATE_ID);
  return { first_sync_at: doc?.get('first_sync_at') ?? null, last_synced_at: doc?.get('last_synced_at') ?? null };
}

export async function writeSyncState(db: DeviceDatabase, patch: Partial<SyncState>): Promise<void> {
  if (db.closed) return;
  const current = await readSyncState(db);
  await db.upsertLocal<SyncState>(STATE_ID, { ...current, ...patch });
}

/** In the leading tab: keeps the last sync time and shares the status with other tabs. */
export function persistStatus(db: DeviceDatabase, status: SyncStatusStore, shareWithTabs: boolean): () => void {
  let lastSaved = status.getStatus().lastSyncedAt;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const flush = () => {
    timer = undefined;
    if (db.closed) return;
    const snapshot = status.getStatus();
    if (snapshot.lastSyncedAt && snapshot.lastSyncedAt !== lastSaved) {
      lastSaved = snapshot.lastSyncedAt;
      writeSyncState(db, { last_synced_at: snapshot.lastSyncedAt }).catch(() => undefined);
    }
    if (shareWithTabs) db.upsertLocal(STATUS_ID, { status: snapshot }).catch(() => undefined);
  };
  const unsubscribe = status.subscribe(() => {
    timer ??= setTimeout(flush, 1_000);
  });
  return () => {
    unsubscribe();
    if (timer) clearTimeout(timer);
    flush();
  };
}

/** In a tab that does not lead: shows the leading tab's status. */
export function followStatus(db: DeviceDatabase, status: SyncStatusStore): () => void {
  const subscription = db.getLocal$<{ status: SyncStatus }>(STATUS_ID).subscribe((doc) => {
    const shared = doc?.get('status');
    if (shared) status.mirror(shared);
  });
  return () => subscription.unsubscribe();
}
