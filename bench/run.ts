// Budgets, run with `npm run bench` (never part of `npm test`): builds the app and
// fails when the landing page's initial JavaScript grows over 170 KB gzipped, the
// size a mid-range phone on a slow connection still opens in a few seconds; then
// the data layer's benchmarks (bench/sync-bench.ts) and the data-scale ones in
// Chromium on that build (bench/browser/browser-bench.ts), each beside its target.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { measureLanding, printReport } from '../scripts/report-sizes.mjs';
import { runBrowserBench } from './browser/browser-bench.ts';
import { runSyncBench } from './sync-bench.ts';

const LANDING_BUDGET_KB = 170;
const root = fileURLToPath(new URL('..', import.meta.url));

const build = spawnSync('node_modules/.bin/vite', ['build', '--logLevel', 'warn'], { cwd: root, stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

const report = measureLanding(`${root}/dist`);
printReport(report);
const landingKb = report.landingTotal / 1024;
console.log(`landing initial JS: ${landingKb.toFixed(1)} KB gzipped (budget ${LANDING_BUDGET_KB} KB)`);
let failed = false;
if (landingKb > LANDING_BUDGET_KB) {
  console.error(`Over budget by ${(landingKb - LANDING_BUDGET_KB).toFixed(1)} KB`);
  failed = true;
}

for (const [title, run] of [
  ['data layer', runSyncBench],
  ['in Chromium, production build, real IndexedDB', runBrowserBench],
] as const) {
  console.log(`\n${title}:`);
  for (const result of await run()) {
    console.log(`${result.ok ? 'ok  ' : 'FAIL'} ${result.name}: ${result.value} ${result.unit} (target ${result.target})`);
    if (!result.ok) failed = true;
  }
}
process.exit(failed ? 1 : 0);
