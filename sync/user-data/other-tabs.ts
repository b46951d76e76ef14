// Tabs of one browser share the user's device database. Before a sign-out deletes it,
// every other tab that has it open closes it first, so that its screens' queries and
// its sync end cleanly instead of failing on a database deleted under them.
// The barrier is IndexedDB's own: each tab with the database open holds a connection to
// a small empty database named for the user. The signing-out tab deletes that one, and
// the browser completes the delete only once every other connection has closed; each
// tab closes its connection when its own session has closed.
import { tabsDatabaseNameFor } from '../db/database-name.ts';

/** A tab that cannot answer (frozen, or its sync stuck on lie-fi) does not stop a sign-out. */
const GIVE_UP_MS = 4_000;

/**
 * Holds this tab's place until another tab removes the user's data: `onRemoval` closes
 * the session, then the place is given up. Returns what releases it (this tab's own
 * close or sign-out).
 */
export function holdUntilRemoved(userId: string, indexedDB: IDBFactory, onRemoval: () => Promise<void>): () => void {
  let released = false;
  let connection: IDBDatabase | null = null;
  const request = indexedDB.open(tabsDatabaseNameFor(userId));
  request.onsuccess = () => {
    connection = request.result;
    if (released) {
      connection.close();
      return;
    }
    connection.onversionchange = () => {
      const open = connection;
      onRemoval()
        .catch(() => undefined)
        .finally(() => open?.close());
    };
  };
  request.onerror = () => undefined;
  return () => {
    released = true;
    connection?.close();
  };
}

/** Resolves once every other tab holding the user's place has closed its session (or after a few seconds). */
export function closeOtherTabs(userId: string, indexedDB: IDBFactory, giveUpMs = GIVE_UP_MS): Promise<void> {
  return new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, giveUpMs);
    const done = () => {
      clearTimeout(timer);
      resolve();
    };
    const request = indexedDB.deleteDatabase(tabsDatabaseNameFor(userId));
    request.onsuccess = done;
    request.onerror = done;
  });
}
