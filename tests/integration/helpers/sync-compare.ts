// Compares what a device holds with what the server holds, collection by collection.
import type { CollectionName } from '../../../sync/db/collection-defs.ts';
import { rowToDocument } from '../../../sync/replication/row-mapping.ts';
import type { UserDataSession } from '../../../sync/user-data/user-data-store.ts';
import type { SyncBackend } from './sync-backend.ts';

export const SYNCED: CollectionName[] = ['profiles', 'content_preferences', 'tone_templates', 'briefs', 'content_history', 'generator_drafts', 'usage_tracking'];

/** The device's documents (not deleted) as plain objects, sorted by id. */
export async function deviceDocs(session: UserDataSession, name: CollectionName): Promise<Record<string, unknown>[]> {
  const docs = await session.db.collections[name].find().exec();
  return docs.map((doc) => ({ ...doc.toMutableJSON(), _deleted: false })).sort((a, b) => String(a.id).localeCompare(String(b.id)));
}

/** The server's live rows mapped to documents, sorted by id. */
export async function serverDocs(backend: SyncBackend, userId: string, name: CollectionName): Promise<Record<string, unknown>[]> {
  const rows = await backend.rows(name, userId);
  return rows
    .filter((row) => row._deleted !== true)
    .map((row) => rowToDocument(name, row))
    .sort((a, b) => String(a.id).localeCompare(String(b.id)));
}
