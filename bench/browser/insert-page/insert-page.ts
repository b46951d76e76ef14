// The page of the insert benchmark (bench/browser/insert-ratio.ts), built for production
// and run in Chromium: the app's data layer saves 1,000 history items into a device
// database opened as the app opens it (tabs shared), against Dexie's bulkPut of the same
// rows into a bare table and into one with the app's indexes, all in the browser's real
// IndexedDB (bench/insert-runs.ts). The page's runInsertBench() answers each run's milliseconds.
import { BARE_TABLE, dataLayerInsert, INDEXED_TABLE, rawDexieInsert } from '../../insert-runs.ts';

export type InsertRuns = { layer: number[]; raw: number[]; rawIndexed: number[] };

const COUNT = 1_000;

async function runInsertBench(runs: number): Promise<InsertRuns> {
  const result: InsertRuns = { layer: [], raw: [], rawIndexed: [] };
  // One warm-up of each, then the runs interleaved so that a busy moment touches all three.
  for (let run = -1; run < runs; run += 1) {
    const layer = await dataLayerInsert(COUNT);
    const raw = await rawDexieInsert(COUNT, BARE_TABLE);
    const rawIndexed = await rawDexieInsert(COUNT, INDEXED_TABLE);
    if (run < 0) continue;
    result.layer.push(layer);
    result.raw.push(raw);
    result.rawIndexed.push(rawIndexed);
  }
  return result;
}

(window as unknown as { runInsertBench: typeof runInsertBench }).runInsertBench = runInsertBench;
