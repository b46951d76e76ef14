// The data layer's insert cost against raw Dexie, in Chromium with real IndexedDB: the
// page bench/browser/insert-page is built for production (no RxDB dev-mode, as the app
// ships) into a temporary folder, served by Vite's preview server, and run there. The target
// compares the app's 1,000 saves with one Dexie bulkPut of the same rows into a table
// with no more than its key and created_at; the same bulkPut into a table with the
// app's three indexes is reported beside it.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser } from 'playwright-core';
import { build, type InlineConfig, preview } from 'vite';
import type { BenchResult } from '../sync-bench.ts';
import type { InsertRuns } from './insert-page/insert-page.ts';

const RUNS = 9;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/** The page's Vite config: built into `outDir`, then served from there by Vite's preview server on a free port. */
function pageConfig(outDir: string): InlineConfig {
  return {
    configFile: false,
    root: fileURLToPath(new URL('./insert-page', import.meta.url)),
    mode: 'production',
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true, target: 'es2022' },
    preview: { host: '127.0.0.1', port: 0 },
  };
}

export async function measureInsertRatio(browser: Browser): Promise<BenchResult[]> {
  const folder = mkdtempSync(join(tmpdir(), 'insert-bench-'));
  await build(pageConfig(folder));
  const server = await preview(pageConfig(folder));
  try {
    const url = server.resolvedUrls?.local[0];
    if (!url) throw new Error('the insert page has no address');
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(url);
    await page.waitForFunction(() => 'runInsertBench' in window);
    const runs = await page.evaluate(
      (count) => (window as unknown as { runInsertBench: (runs: number) => Promise<InsertRuns> }).runInsertBench(count),
      RUNS,
    );
    await context.close();
    const ratio = median(runs.layer) / median(runs.raw);
    return [
      { name: `insert 1,000 history items in Chromium: data layer (median of ${RUNS})`, value: Math.round(median(runs.layer)), unit: 'ms', target: 'info', ok: true },
      { name: 'insert 1,000 history items in Chromium: raw Dexie bulkPut (median)', value: Math.round(median(runs.raw)), unit: 'ms', target: 'info', ok: true },
      { name: "insert 1,000 history items in Chromium: raw Dexie bulkPut with the app's indexes (median)", value: Math.round(median(runs.rawIndexed)), unit: 'ms', target: 'info', ok: true },
      { name: 'insert 1,000 history items in Chromium: data layer / raw Dexie', value: Number(ratio.toFixed(2)), unit: 'x', target: '<= 2', ok: ratio <= 2 },
    ];
  } finally {
    await server.close();
    rmSync(folder, { recursive: true, force: true });
  }
}
