// Names of a user's device database. Kept apart from create-database.ts (which
// loads RxDB) so that the start-up sweep of removed databases stays light.

/** RxDB database names allow lowercase letters, digits, "-" and "_": user ids are uuids. */
export function databaseNameFor(userId: string): string {
  return `studio-${userId.toLowerCase().replace(/[^a-z0-9-]/g, '')}`;
}

/** RxDB's Dexie storage keeps one IndexedDB database per collection, named with this prefix. */
export function indexedDbPrefixFor(userId: string): string {
  return `rxdb-dexie-${databaseNameFor(userId)}--`;
}

/** Deletes every IndexedDB database of the user's device database (where the browser can list them). */
export async function deleteIndexedDbs(userId: string, indexedDB: IDBFactory | undefined = globalThis.indexedDB): Promise<void> {
  if (!indexedDB || typeof indexedDB.databases !== 'function') return;
  const prefix = indexedDbPrefixFor(userId);
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
