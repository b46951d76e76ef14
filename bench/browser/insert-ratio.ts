// The data layer's insert cost against raw Dexie, in Chromium with real IndexedDB: the
// page bench/browser/insert-page is built for production (no RxDB dev-mode, as the app
// ships) into a temporary folder, served on a free port, and run there. The target
// compares the app's 1,000 saves with one Dexie bulkPut of the same rows into a table
// with no more than its key and created_at; the same bulkPut into a table with the
// app's three indexes is reported beside it.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser } from 'playwright-core';
import { build } from 'vite';
import type { BenchResult } from '../sync-bench.ts';
import type { InsertRuns } from './insert-page/insert-page.ts';

const RUNS = 9;
const TYPES: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript' };
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

async function buildPage(): Promise<string> {
  const outDir = mkdtempSync(join(tmpdir(), 'insert-bench-'));
  await build({
    configFile: false,
    root: fileURLToPath(new URL('./insert-page', import.meta.url)),
    mode: 'production',
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true, target: 'es2022' },
  });
  return outDir;
}

function serve(folder: string): Promise<{ server: Server; url: string }> {
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://localhost').pathname;
    const file = normalize(join(folder, path === '/' ? 'index.html' : path));
    try {
      if (!file.startsWith(folder)) throw new Error('outside the page');
      const body = readFileSync(file);
      response.writeHead(200, { 'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream' }).end(body);
    } catch {
      response.writeHead(404).end();
    }
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      resolve({ server, url: `http://localhost:${typeof address === 'object' && address ? address.port : 0}/` });
    }),
  );
}

export async function measureInsertRatio(browser: Browser): Promise<BenchResult[]> {
  const folder = await buildPage();
  const { server, url } = await serve(folder);
  try {
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
    await new Promise((resolve) => server.close(resolve));
    rmSync(folder, { recursive: true, force: true });
  }
}
