// What a visitor meets on a first visit, in Chromium on the production build served
// by the local backend: each route's JavaScript as downloaded until the network is
// idle, and Lighthouse mobile (median of two runs) on the public and main signed-in
// routes. Signed-in routes start with a session in localStorage, as after a sign-in.
import { chromium } from 'playwright-core';
import { authStorageKey } from '../../sync/config.ts';
import { type AppServer, BENCH_ANON_KEY, createAccount, startAppServer } from '../browser/app-server.ts';
import type { BenchResult } from '../sync-bench.ts';
import { lighthouseScores } from './lighthouse-score.ts';
import { routeWeight } from './route-weight.ts';

const PUBLIC = ['/', '/login', '/faq'];
const SIGNED_IN = ['/dashboard', '/content', '/settings', '/admin'];
const LIGHTHOUSE = ['/', '/login', '/faq', '/dashboard', '/content'];
const JS_BUDGET_KB = { public: 130, signedIn: 220 };
const SCORE_TARGET = { public: 95, signedIn: 90 };
const RUNS = 2;
const FLAGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

async function storedSession(server: AppServer): Promise<readonly [string, string]> {
  const account = await createAccount(server.url, 'visit');
  const answer = await fetch(`${server.url}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: BENCH_ANON_KEY, 'content-type': 'application/json' },
    body: JSON.stringify({ email: account.email, password: account.password }),
  });
  const session = (await answer.json()) as { expires_at?: number; expires_in: number };
  session.expires_at ??= Math.floor(Date.now() / 1000) + session.expires_in;
  return [authStorageKey(server.url), JSON.stringify(session)];
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : Math.round(((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2);
}

export async function runFirstVisitBench(): Promise<BenchResult[]> {
  const server = await startAppServer();
  const results: BenchResult[] = [];
  try {
    const session = await storedSession(server);
    const init = `localStorage.setItem(${JSON.stringify(session[0])}, ${JSON.stringify(session[1])});`;
    const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: FLAGS });
    try {
      for (const path of [...PUBLIC, ...SIGNED_IN]) {
        const signedIn = SIGNED_IN.includes(path);
        const weight = await routeWeight(browser, server.url, path, signedIn ? init : undefined);
        const budget = signedIn ? JS_BUDGET_KB.signedIn : JS_BUDGET_KB.public;
        results.push({
          name: `${path} JavaScript downloaded until network idle, gzip (${weight.files} files, ${weight.wireKb.toFixed(1)} KB on the wire)`,
          value: Number(weight.gzipKb.toFixed(1)),
          unit: 'KB',
          target: `<= ${budget}`,
          ok: weight.gzipKb <= budget,
        });
      }
    } finally {
      await browser.close();
    }
    for (const path of LIGHTHOUSE) {
      const signedIn = !PUBLIC.includes(path);
      const runs = [];
      for (let run = 0; run < RUNS; run += 1) runs.push(await lighthouseScores(`${server.url}${path}`, signedIn ? session : undefined));
      const performance = median(runs.map((run) => run.performance));
      const practices = median(runs.map((run) => run.bestPractices));
      const target = signedIn ? SCORE_TARGET.signedIn : SCORE_TARGET.public;
      const failing = [...new Set(runs.flatMap((run) => run.failedAudits))].join(', ') || 'none';
      results.push({
        name: `${path} Lighthouse mobile performance (runs ${runs.map((run) => run.performance).join(', ')}; audits under 90: ${failing})`,
        value: performance,
        unit: '',
        target: `>= ${target}`,
        ok: performance >= target,
      });
      results.push({
        name: `${path} Lighthouse best practices (runs ${runs.map((run) => run.bestPractices).join(', ')})`,
        value: practices,
        unit: '',
        target: '100',
        ok: practices === 100,
      });
    }
  } finally {
    await server.stop();
  }
  return results;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  let failed = false;
  for (const result of await runFirstVisitBench()) {
    console.log(`${result.ok ? 'ok  ' : 'FAIL'} ${result.name}: ${result.value} ${result.unit} (target ${result.target})`);
    failed ||= !result.ok;
  }
  process.exit(failed ? 1 : 0);
}
