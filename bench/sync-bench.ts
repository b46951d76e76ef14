// Benchmarks of the offline data layer (sync/), run from bench/run.ts through
// runSyncBench(): local writes against raw Dexie, the first download of a large
// history, and the push of many offline edits. Node, fake-indexeddb, the local
// backend in-process, RxDB without dev-mode (as in production). The insert figures
// here are for comparison only: fake-indexeddb's JavaScript stands in for the
// browser's IndexedDB, so its cost per index and per read is not what a user meets.
// The insert target is measured in Chromium (bench/browser/insert-ratio.ts).
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { addHistoryItem, setHistoryStatus } from '../sync/commands/history-commands.ts';
import { BARE_TABLE, benchHistoryRows, dataLayerInsert, openRawDexie, rawDexieInsert } from './insert-runs.ts';
import { startSyncBackend, type SyncBackend } from '../tests/integration/helpers/sync-backend.ts';
import { TestDevice } from '../tests/integration/helpers/sync-device.ts';

export type BenchResult = { name: string; value: number; unit: string; target: string; ok: boolean };

const SYNC = { retry: { initialMs: 5, maxMs: 50 }, pollIntervalMs: 0 };
const FAKE_DEXIE = () => ({ indexedDB: new IDBFactory(), IDBKeyRange });

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

const dataLayerInsertNode = (count: number) => dataLayerInsert(count, { indexedDb: FAKE_DEXIE(), multiInstance: false, devMode: false });
const rawDexieInsertNode = (count: number) => rawDexieInsert(count, BARE_TABLE, FAKE_DEXIE());

/** What an insert that must not overwrite costs in raw Dexie: read the keys, then write (RxDB's Dexie storage does this). */
async function rawDexieCheckedInsert(count: number): Promise<number> {
  const db = await openRawDexie(BARE_TABLE, FAKE_DEXIE());
  const items = benchHistoryRows(count);
  const start = performance.now();
  await db.transaction('rw', db.table('content_history'), async () => {
    await db.table('content_history').bulkGet(items.map((item) => item.id));
    await db.table('content_history').bulkPut(items);
  });
  const elapsed = performance.now() - start;
  await db.delete();
  return elapsed;
}

async function benchLocalInsert(): Promise<BenchResult[]> {
  await dataLayerInsertNode(1_000);
  await rawDexieInsertNode(1_000);
  await rawDexieCheckedInsert(1_000);
  const layer: number[] = [];
  const raw: number[] = [];
  const checked: number[] = [];
  for (let run = 0; run < 7; run += 1) {
    layer.push(await dataLayerInsertNode(1_000));
    raw.push(await rawDexieInsertNode(1_000));
    checked.push(await rawDexieCheckedInsert(1_000));
  }
  const ratio = median(layer) / median(raw);
  return [
    { name: 'insert 1,000 history items in fake-indexeddb: data layer (median of 7)', value: Math.round(median(layer)), unit: 'ms', target: 'info', ok: true },
    { name: 'insert 1,000 history items in fake-indexeddb: raw Dexie bulkPut (median of 7)', value: Math.round(median(raw)), unit: 'ms', target: 'info', ok: true },
    { name: 'insert 1,000 history items in fake-indexeddb: raw Dexie bulkGet + bulkPut (median of 7)', value: Math.round(median(checked)), unit: 'ms', target: 'info', ok: true },
    { name: 'insert 1,000 history items in fake-indexeddb: data layer / raw Dexie (the target is measured in Chromium)', value: Number(ratio.toFixed(2)), unit: 'x', target: 'info', ok: true },
  ];
}

async function benchFirstSync(backend: SyncBackend): Promise<BenchResult[]> {
  const user = await backend.createUser('bench-download');
  await backend.ctx.db.asSuperuser((tx) =>
    tx.query(
      `insert into public.content_history (user_id, content_type, title, content, word_count)
       select $1, 'blog', 'Seeded post ' || n, repeat('Breathe in, breathe out. ', 20), 100 from generate_series(1, 2000) n`,
      [user.id],
    ),
  );
  const device = new TestDevice(backend, { sync: SYNC, devMode: false });
  await device.signIn(user);
  const start = performance.now();
  const session = await device.open();
  await Promise.all([...session.sync!.states.values()].map((state) => state.awaitInitialReplication()));
  const elapsed = performance.now() - start;
  const count = await session.db.content_history.count().exec();
  const progress = session.status.getStatus().firstDownload;
  await device.signOut();
  const ok = elapsed < 5_000 && count === 2_000 && progress.received >= 2_000;
  return [{ name: 'first sync of 2,000 history rows into an empty device', value: Math.round(elapsed), unit: 'ms', target: '< 5000', ok }];
}

async function benchOfflinePush(backend: SyncBackend): Promise<BenchResult[]> {
  const user = await backend.createUser('bench-push');
  const device = new TestDevice(backend, { sync: SYNC, devMode: false });
  await device.signIn(user);
  await device.open();
  const existing = await Promise.all(Array.from({ length: 200 }, (_, i) => addHistoryItem({ content_type: 'social', title: `Existing ${i}` })));
  await device.settle();

  device.goOffline();
  for (const item of existing) await setHistoryStatus(item.id, 'published');
  await Promise.all(Array.from({ length: 300 }, (_, i) => addHistoryItem({ content_type: 'blog', title: `Offline ${i}` })));

  const before = backend.requests.length;
  const start = performance.now();
  device.goOnline();
  await device.session!.sync!.awaitInSync();
  const elapsed = performance.now() - start;
  const window = backend.requests.slice(before);
  const pushes = window.filter((request) => request.path.includes('/rpc/sync_push')).length;
  const onServer = (await backend.rows('content_history', user.id)).filter((row) => row.status === 'published' || String(row.title).startsWith('Offline')).length;
  await device.signOut();
  return [
    { name: 'push 500 offline edits after reconnect', value: Math.round(elapsed), unit: 'ms', target: '< 5000', ok: elapsed < 5_000 && onServer === 500 },
    { name: 'push 500 offline edits: push requests', value: pushes, unit: 'requests', target: '<= 10', ok: pushes <= 10 },
    { name: 'push 500 offline edits: all requests until in sync (pulls included)', value: window.length, unit: 'requests', target: 'info', ok: true },
  ];
}

export async function runSyncBench(): Promise<BenchResult[]> {
  const results = await benchLocalInsert();
  const backend = await startSyncBackend();
  try {
    results.push(...(await benchFirstSync(backend)));
    results.push(...(await benchOfflinePush(backend)));
  } finally {
    await backend.stop();
  }
  return results;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const result of await runSyncBench()) console.log(`${result.ok ? 'ok  ' : 'FAIL'} ${result.name}: ${result.value} ${result.unit} (target ${result.target})`);
}
