// One measured insert of the data layer and of raw Dexie, shared by the Node figures
// (bench/sync-bench.ts, fake-indexeddb) and the page the target is measured on in
// Chromium (bench/browser/insert-page). The data layer saves the rows as the screens
// do, each in its own addHistoryItem call, into a fresh device database without sync;
// raw Dexie writes the same rows with one bulkPut. Each returns its milliseconds.
import Dexie, { type DexieOptions } from 'dexie';
import { addHistoryItem } from '../sync/commands/history-commands.ts';
import { type OpenUserDataOptions, openUserData, removeUserData } from '../sync/user-data/open-user-data.ts';

const USER = '0b6f5a9e-7d1c-4c2b-9a55-5f2f0a8d3e11';

/** Raw Dexie's table: the key and created_at, as the target compares against. */
export const BARE_TABLE = 'id, created_at';
/** The same with the app's indexes (sync/schemas/content-history-schema.ts). */
export const INDEXED_TABLE = 'id, created_at, [content_type+created_at], [status+created_at]';

export function benchHistoryRows(count: number) {
  const now = new Date().toISOString();
  return Array.from({ length: count }, (_, i) => ({
    id: crypto.randomUUID(),
    user_id: USER,
    content_type: 'blog' as const,
    title: `Benchmark post ${i}`,
    content: 'A calm morning flow for beginners. '.repeat(10),
    metadata: { keywords: ['yoga', 'breath'] },
    status: 'draft' as const,
    word_count: 60,
    created_at: now,
    updated_at: now,
    server_modified: null,
  }));
}

/** `open`: how the device database is opened (Node: fake-indexeddb, one tab). */
export async function dataLayerInsert(count: number, open: Omit<OpenUserDataOptions, 'userId' | 'sync'> = {}): Promise<number> {
  const session = await openUserData({ ...open, userId: USER, sync: false });
  // Opens the collection's IndexedDB database, as raw Dexie's db.open() does.
  await session.db.content_history.count().exec();
  const rows = benchHistoryRows(count);
  const start = performance.now();
  await Promise.all(rows.map((row) => addHistoryItem({ content_type: row.content_type, title: row.title, content: row.content, metadata: row.metadata, word_count: row.word_count })));
  const elapsed = performance.now() - start;
  await removeUserData();
  return elapsed;
}

/** A fresh Dexie database with one table of `stores`, opened; the caller deletes it. */
export async function openRawDexie(stores: string, options?: DexieOptions): Promise<Dexie> {
  const db = new Dexie(`insert-bench-${crypto.randomUUID()}`, options);
  db.version(1).stores({ content_history: stores });
  await db.open();
  return db;
}

export async function rawDexieInsert(count: number, stores: string, options?: DexieOptions): Promise<number> {
  const db = await openRawDexie(stores, options);
  const rows = benchHistoryRows(count);
  const start = performance.now();
  await db.table('content_history').bulkPut(rows);
  const elapsed = performance.now() - start;
  await db.delete();
  return elapsed;
}
