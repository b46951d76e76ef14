// The storage facts of Settings -> This device, read when the screen opens, as the device
// database changes and on refresh(): the browser's estimate, whether persistence is
// granted, the database's size (null while it is not open) and how many changes wait.
import { useCallback, useEffect, useState } from 'react';
import { debounceTime } from 'rxjs';
import { type PersistenceState, readPersistence, readStorageEstimate, requestPersistence, type StorageEstimateFacts } from '../db/device-storage.ts';
import { type DatabaseSize, databaseSize } from '../queries/database-size.ts';
import { useSyncStatus } from './use-sync-status.ts';
import { useUserDataSession } from './use-live-query.ts';

export type DeviceStorageFacts = {
  estimate: StorageEstimateFacts | null;
  persistence: PersistenceState;
  database: DatabaseSize | null;
};

export type DeviceStorage = DeviceStorageFacts & {
  loading: boolean;
  pendingChanges: number;
  refresh: () => Promise<void>;
  askPersistence: () => Promise<PersistenceState>;
};

const CHANGES_SETTLE_MS = 1_000;

const NOTHING_YET: DeviceStorageFacts = { estimate: null, persistence: null, database: null };

export function useDeviceStorage(): DeviceStorage {
  const session = useUserDataSession();
  const { pendingChanges, state } = useSyncStatus();
  const [facts, setFacts] = useState<DeviceStorageFacts>(NOTHING_YET);
  const [loading, setLoading] = useState(true);

  const refresh = useCallback(async () => {
    const db = session?.db;
    const [estimate, persistence, database] = await Promise.all([
      readStorageEstimate(),
      readPersistence(),
      db && !db.closed ? databaseSize(db).catch(() => null) : Promise.resolve(null),
    ]);
    setFacts({ estimate, persistence, database });
    setLoading(false);
  }, [session]);

  // Again when sync moves on (changes sent) and a second after the database changes (a
  // download stored, a save): the figures change with them.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `state` is when to read again.
  useEffect(() => {
    void refresh();
  }, [refresh, state]);

  useEffect(() => {
    const db = session?.db;
    if (!db || db.closed) return;
    const subscription = db.$.pipe(debounceTime(CHANGES_SETTLE_MS)).subscribe({ next: () => void refresh(), error: () => undefined });
    return () => subscription.unsubscribe();
  }, [session, refresh]);

  const askPersistence = useCallback(async () => {
    const persistence = await requestPersistence();
    setFacts((current) => ({ ...current, persistence }));
    return persistence;
  }, []);

  return { ...facts, loading, pendingChanges, refresh, askPersistence };
}
