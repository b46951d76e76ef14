// The production build served by the local backend (in memory) on a free port, as
// the benchmarks in Chromium need it; plus the accounts and history they measure,
// made through the backend's own APIs as another device of the user would.
import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { CONTENT_TYPES } from '../../domain/tools.ts';
import { CONTENT_STATUSES } from '../../domain/content-statuses.ts';
import { makeApiKey } from '../../server/auth/jwt.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** A fixed bench-only secret, so the bench can call the API with the backend's anon key. */
const BENCH_JWT_SECRET = 'bench-only-secret-of-the-benchmark-backend-0001';
export const BENCH_ANON_KEY = makeApiKey(BENCH_JWT_SECRET, 'anon');

export type AppServer = { url: string; stop(): Promise<void> };
export type Account = { email: string; password: string; accessToken: string };

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

export async function startAppServer(): Promise<AppServer> {
  const port = await freePort();
  const child: ChildProcess = spawn('node_modules/.bin/tsx', ['server/start.ts', '--port', String(port), '--api-port', '0', '--memory', '--quiet', '--jwt-secret', BENCH_JWT_SECRET, '--rate-limit-scale', '50'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://localhost:${port}`;
  for (let waited = 0; ; waited += 200) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode})`);
    if (waited > 120_000) throw new Error('the server did not start');
    const ok = await fetch(`${url}/health`).then((answer) => answer.ok, () => false);
    if (ok) break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    url,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

async function call(url: string, path: string, init: RequestInit & { token?: string }): Promise<Response> {
  const headers = { apikey: BENCH_ANON_KEY, 'content-type': 'application/json', ...(init.token ? { Authorization: `Bearer ${init.token}` } : {}) };
  const answer = await fetch(`${url}${path}`, { ...init, headers: { ...headers, ...(init.headers as Record<string, string>) } });
  if (!answer.ok) throw new Error(`${path}: ${answer.status} ${await answer.text()}`);
  return answer;
}

export async function createAccount(url: string, name: string, fullName = 'Bench Owner'): Promise<Account> {
  const email = `${name}-${Date.now()}@bench.example.com`;
  const password = 'Bench-lotus-2025';
  const data = { full_name: fullName, business_name: `Bench ${name}`, business_type: 'yoga-studio' };
  await call(url, '/auth/v1/signup', { method: 'POST', body: JSON.stringify({ email, password, data }) });
  const token = await call(url, '/auth/v1/token?grant_type=password', { method: 'POST', body: JSON.stringify({ email, password }) });
  const session = (await token.json()) as { access_token: string };
  return { email, password, accessToken: session.access_token };
}

const WORDS = ['Morning', 'Gentle', 'Restorative', 'Seasonal', 'Mindful', 'Evening', 'Yin'];
const TOPICS = ['yoga flow', 'breathwork', 'meditation', 'retreat', 'pilates', 'sound bath', 'ayurveda', 'detox', 'stretching', 'sleep ritual', 'journaling'];
const KINDS = ['for beginners', 'tips', 'announcement', 'guide', 'class reel'];

/** `count` history rows, newest now and one every 90 minutes before (about ten months). */
export async function seedHistory(url: string, account: Account, count: number): Promise<void> {
  const now = Date.now();
  const rows = Array.from({ length: count }, (_, i) => ({
    title: `${WORDS[i % WORDS.length]} ${TOPICS[i % TOPICS.length]} ${KINDS[i % KINDS.length]} ${i + 1}`,
    content_type: CONTENT_TYPES[i % CONTENT_TYPES.length],
    status: CONTENT_STATUSES[i % CONTENT_STATUSES.length],
    scheduled_for: CONTENT_STATUSES[i % CONTENT_STATUSES.length] === 'scheduled' ? new Date(now + i * 60_000).toISOString() : null,
    word_count: 100 + (i % 900),
    content: 'Roll out your mat, breathe in slowly and let the day settle. '.repeat(8),
    created_at: new Date(now - i * 90 * 60_000).toISOString(),
  }));
  for (let start = 0; start < rows.length; start += 1_000) {
    await call(url, '/rest/v1/content_history', {
      method: 'POST',
      token: account.accessToken,
      headers: { Prefer: 'return=minimal' },
      body: JSON.stringify(rows.slice(start, start + 1_000)),
    });
  }
}
