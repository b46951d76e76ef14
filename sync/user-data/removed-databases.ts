// After a sign-out the user's data is gone from their device database, but the
// browser keeps the emptied IndexedDB databases while this page still holds
// connections to them. Their names carry the user id, so the ids are noted here and
// the databases are deleted at the next start of the app, before anything opens them.
import { deleteIndexedDbs } from '../db/database-name.ts';

const KEY = 'studio_removed_databases';

function readIds(): string[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

export function noteRemovedDatabase(userId: string): void {
  try {
    localStorage.setItem(KEY, JSON.stringify([...new Set([...readIds(), userId])]));
  } catch {
    // Storage blocked: the emptied databases stay until the browser clears them.
  }
}

/** Deletes the noted databases, except the signed-in user's (who may have signed in again). */
export async function sweepRemovedDatabases(signedInUserId: string | null): Promise<void> {
  const ids = readIds();
  if (ids.length === 0) return;
  const sweep = ids.filter((id) => id !== signedInUserId);
  await Promise.all(sweep.map((id) => deleteIndexedDbs(id)));
  localStorage.setItem(KEY, JSON.stringify([]));
}
