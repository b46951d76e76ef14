// For the data layer's own tests: a fresh in-memory IndexedDB (one simulated
// device) and a user database opened on it without replication.
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import type { IndexedDbFactory } from '../db/storage.ts';
import { openUserData } from '../user-data/open-user-data.ts';
import type { UserDataSession } from '../user-data/user-data-store.ts';

export function memoryIndexedDb(): IndexedDbFactory {
  return { indexedDB: new IDBFactory(), IDBKeyRange };
}

export function openOfflineUserData(userId: string, indexedDb = memoryIndexedDb()): Promise<UserDataSession> {
  return openUserData({ userId, indexedDb, multiInstance: false, devMode: true, sync: false });
}
