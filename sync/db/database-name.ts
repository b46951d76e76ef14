// Names of a user's device databases: one per studio the user works in on this device.
// Kept apart from create-database.ts (which loads RxDB) so that the start-up sweep of
// removed databases stays light.

function clean(id: string): string {
  return id.toLowerCase().replace(/[^a-z0-9-]/g, '');
}

/**
 * RxDB database names allow lowercase letters, digits, "-" and "_": ids are uuids. The
 * user's own studio keeps the name it had before studios were shared.
 */
export function databaseNameFor(userId: string, studioId: string = userId): string {
  const user = clean(userId);
  const studio = clean(studioId);
  return studio === user ? `studio-${user}` : `studio-${user}-${studio}`;
}

/** The empty IndexedDB database through which a sign-out closes the user's other tabs first (sync/user-data/other-tabs.ts). */
export function tabsDatabaseNameFor(userId: string): string {
  return `studio-tabs-${clean(userId)}`;
}

/** RxDB's Dexie storage (rxdb 17) keeps one IndexedDB database per collection, its name starting so. */
const DEXIE_PREFIX = 'rxdb-dexie-';

/** The IndexedDB database in which RxDB's Dexie storage keeps one collection of a database. */
export function dexieDatabaseName(databaseName: string, collectionName: string, schemaVersion: number): string {
  return `${DEXIE_PREFIX}${databaseName}--${schemaVersion}--${collectionName}`;
}

/** A replication's meta instance (RxDB's record of the server's state), by its collection's name. */
export function isReplicationMeta(collectionName: string): boolean {
  return collectionName.startsWith('rx-replication-meta-');
}

/** The prefix of every IndexedDB database of one studio database. */
function indexedDbPrefixFor(userId: string, studioId: string = userId): string {
  return `${DEXIE_PREFIX}${databaseNameFor(userId, studioId)}--`;
}

/** The prefix shared by every studio database of the user (own studio: "--", another: "-<studio>--"). */
function everyStudioPrefixFor(userId: string): string {
  return `${DEXIE_PREFIX}studio-${clean(userId)}-`;
}

/**
 * Deletes IndexedDB databases of the user's device databases (where the browser can
 * list them): one studio's, or with no studio every studio's (sign-out).
 */
export async function deleteIndexedDbs(
  userId: string,
  indexedDB: IDBFactory | undefined = globalThis.indexedDB,
  studioId?: string,
): Promise<void> {
  if (!indexedDB || typeof indexedDB.databases !== 'function') return;
  const prefix = studioId === undefined ? everyStudioPrefixFor(userId) : indexedDbPrefixFor(userId, studioId);
  const names = (await indexedDB.databases()).map((info) => info.name ?? '').filter((name) => name.startsWith(prefix));
  await Promise.all(
    names.map(
      (name) =>
        new Promise<void>((resolve) => {
          const request = indexedDB.deleteDatabase(name);
          request.onsuccess = () => resolve();
          request.onerror = () => resolve();
          request.onblocked = () => resolve();
        }),
    ),
  );
}
