// Budgets, run with `npm run bench` (never part of `npm test`): builds the app, then
// measures it as a user meets it, each figure beside its target: the first visit in
// Chromium (bench/first-visit: each route's JavaScript as downloaded until network
// idle, Lighthouse mobile), the data layer (bench/sync-bench.ts), the server's sync
// throughput on both databases (bench/server-throughput.ts) and the data-scale
// benchmarks in Chromium (bench/browser/browser-bench.ts). `--only=first-visit` (or
// another title's first word) runs one part; `--only=first-sync` runs the Chromium
// benchmarks' first sync alone (a full run measures it with the rest); `--only=lie-fi` the
// recovery from five one-minute outages the browser does not notice (bench/browser/lie-fi-recovery.ts); `--only=backup` the studio backup's export and import
// (bench/browser/backup-bench.ts); `--only=copy` a 2,000-word article copied from its history item (bench/browser/copy-bench.ts); `--only=feed` the calendar feed of 1,000 items (bench/feed-bench.ts). Exits non-zero
// when a figure misses.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { runBackupBench } from './browser/backup-bench.ts';
import { runBrowserBench, runFirstSyncBench } from './browser/browser-bench.ts';
import { runCopyBench } from './browser/copy-bench.ts';
import { runFeedBench } from './feed-bench.ts';
import { runLieFiBench } from './browser/lie-fi-recovery.ts';
import { runFirstVisitBench } from './first-visit/first-visit-bench.ts';
import { runServerThroughputBench } from './server-throughput.ts';
import { runSyncBench } from './sync-bench.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const only = process.argv.find((arg) => arg.startsWith('--only='))?.slice('--only='.length);

const build = spawnSync('node_modules/.bin/vite', ['build', '--logLevel', 'warn'], { cwd: root, stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

let failed = false;
for (const [title, run, alone] of [
  ['first-visit: production build in Chromium, Lighthouse mobile', runFirstVisitBench, false],
  ['data layer', runSyncBench, false],
  ['server: sync_pull and sync_push throughput, PGlite vs PostgreSQL', runServerThroughputBench, false],
  ['in Chromium, production build, real IndexedDB', runBrowserBench, false],
  ['first-sync of 5,000 rows in Chromium, production build, real IndexedDB', runFirstSyncBench, true],
  ['lie-fi recovery in real time, production build in Chromium', runLieFiBench, false],
  ['backup: export and import of a 5,000-item studio in Chromium, production build', runBackupBench, false],
  ['copy of a long article to the clipboard, production build in Chromium', runCopyBench, false],
  ['feed: the calendar feed of 1,000 items from the local backend (PGlite)', runFeedBench, false],
] as const) {
  if (only ? !title.startsWith(only) : alone) continue;
  console.log(`\n${title}:`);
  for (const result of await run()) {
    console.log(`${result.ok ? 'ok  ' : 'FAIL'} ${result.name}: ${result.value} ${result.unit} (target ${result.target})`);
    if (!result.ok) failed = true;
  }
}
process.exit(failed ? 1 : 0);
