// Budgets, run with `npm run bench` (never part of `npm test`): builds the app and
// fails when the landing page's initial JavaScript grows over 170 KB gzipped, the
// size a mid-range phone on a slow connection still opens in a few seconds.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { measureLanding, printReport } from '../scripts/report-sizes.mjs';

const LANDING_BUDGET_KB = 170;
const root = fileURLToPath(new URL('..', import.meta.url));

const build = spawnSync('node_modules/.bin/vite', ['build', '--logLevel', 'warn'], { cwd: root, stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

const report = measureLanding(`${root}/dist`);
printReport(report);
const landingKb = report.landingTotal / 1024;
console.log(`landing initial JS: ${landingKb.toFixed(1)} KB gzipped (budget ${LANDING_BUDGET_KB} KB)`);
if (landingKb > LANDING_BUDGET_KB) {
  console.error(`Over budget by ${(landingKb - LANDING_BUDGET_KB).toFixed(1)} KB`);
  process.exit(1);
}
