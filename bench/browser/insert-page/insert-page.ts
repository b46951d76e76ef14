// The page of the insert benchmark (bench/browser/insert-ratio.ts), built for production
// and run in Chromium: the app's data layer saves 1,000 history items (addHistoryItem,
// as the screens do, each in its own call) into a fresh device database, against
// Dexie's bulkPut of the same 1,000 rows into a bare table, both in the browser's real
// IndexedDB. The page's runInsertBench() answers each run's milliseconds.
import Dexie from 'dexie';
import { addHistoryItem } from '../../../sync/commands/history-commands.ts';
import { openUserData, removeUserData } from '../../../sync/user-data/open-user-data.ts';

export type InsertRuns = { layer: number[]; raw: number[]; rawIndexed: number[] };

const USER = '0b6f5a9e-7d1c-4c2b-9a55-5f2f0a8d3e11';
const COUNT = 1_000;

function historyRows(count: number) {
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

/** The app's way: the device database as the app opens it (tabs shared), without sync. */
async function dataLayerInsert(): Promise<number> {
  const session = await openUserData({ userId: USER, sync: false });
  // Opens the collection's IndexedDB database, as raw Dexie's db.open() does below.
  await session.db.content_history.count().exec();
  const rows = historyRows(COUNT);
  const start = performance.now();
  await Promise.all(rows.map((row) => addHistoryItem({ content_type: row.content_type, title: row.title, content: row.content, metadata: row.metadata, word_count: row.word_count })));
  const elapsed = performance.now() - start;
  await removeUserData();
  return elapsed;
}

/** Dexie alone: one bulkPut into a table with the given indexes. */
async function rawDexieInsert(stores: string): Promise<number> {
  const db = new Dexie(`insert-bench-${crypto.randomUUID()}`);
  db.version(1).stores({ content_history: stores });
  await db.open();
  const rows = historyRows(COUNT);
  const start = performance.now();
  await db.table('content_history').bulkPut(rows);
  const elapsed = performance.now() - start;
  db.close();
  await Dexie.delete(db.name);
  return elapsed;
}

async function runInsertBench(runs: number): Promise<InsertRuns> {
  const result: InsertRuns = { layer: [], raw: [], rawIndexed: [] };
  // One warm-up of each, then the runs interleaved so that a busy moment touches all three.
  for (let run = -1; run < runs; run += 1) {
    const layer = await dataLayerInsert();
    const raw = await rawDexieInsert('id, created_at');
    const rawIndexed = await rawDexieInsert('id, created_at, [content_type+created_at], [status+created_at]');
    if (run < 0) continue;
    result.layer.push(layer);
    result.raw.push(raw);
    result.rawIndexed.push(rawIndexed);
  }
  return result;
}

(window as unknown as { runInsertBench: typeof runInsertBench }).runInsertBench = runInsertBench;
