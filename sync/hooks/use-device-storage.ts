// The storage facts of Settings -> This device, read when the screen opens and again on
// refresh(): the browser's estimate, whether persistence is granted, the device
// database's size (null while it is not open), read again as sync moves on, and how many changes wait for the server.
import { useCallback, useEffect, useState } from 'react';
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

  // Again when sync moves on (a first download stored, changes sent): the figures change with it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `state` is when to read again.
  useEffect(() => {
    void refresh();
  }, [refresh, state]);

  const askPersistence = useCallback(async () => {
    const persistence = await requestPersistence();
    setFacts((current) => ({ ...current, persistence }));
    return persistence;
  }, []);

  return { ...facts, loading, pendingChanges, refresh, askPersistence };
}
