// sync_pull and sync_push through the local backend's HTTP API at 1 and 10 concurrent
// clients, on PGlite and on a real PostgreSQL (a throwaway cluster, tests/support/pg-cluster.ts),
// side by side. Each client is its own signed-in user with 500 history rows. A pull asks for
// a page of 100 rows from the start; a push sends 25 new rows. The server runs in this
// process as `npm start` runs it; the clients in another (bench/throughput-load.ts), so
// what is measured is the server: on PGlite its one thread also runs every query. On a
// 2-core machine the load, the server and PostgreSQL's own processes share the cores; the
// CPU per request of each (server thread, PostgreSQL's processes, the load) shows what
// bounds the throughput: PGlite runs every query on the server's one thread, PostgreSQL
// on as many cores as the machine has.
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { randomUUID } from 'node:crypto';
import type { Server } from 'node:http';
import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import { createApp, createServerContext } from '../server/app.ts';
import type { ServerContext } from '../server/context.ts';
import { defaultPoolSize } from '../server/db/postgres-database.ts';
import { createTestDatabase, findPgBin, type PgCluster, startCluster } from '../tests/support/pg-cluster.ts';
import type { BenchResult } from './sync-bench.ts';
import { historyRows, type LoadJob, post } from './throughput-load.ts';

const ROWS_PER_USER = 500;
const CLIENTS = [1, 10] as const;
const REQUESTS_PER_CLIENT = { pull: 40, push: 20 } as const;

type Backend = { url: string; anonKey: string; stop: () => Promise<void> };
type Client = { token: string; userId: string };

async function startBackend(databaseUrl?: string): Promise<Backend> {
  const ctx: ServerContext = await createServerContext({ memory: true, ...(databaseUrl ? { databaseUrl } : {}), rateLimitScale: 1000 });
  const server = serve({ fetch: createApp(ctx).fetch, port: 0, hostname: '127.0.0.1' }) as Server;
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    anonKey: ctx.config.anonKey,
    stop: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await ctx.db.close();
    },
  };
}

async function signUp(backend: Backend, n: number): Promise<Client> {
  const answer = (await post(backend, '/auth/v1/signup', { email: `bench-${n}-${randomUUID().slice(0, 8)}@example.com`, password: 'Bench-password-42' })) as {
    access_token: string;
    user: { id: string };
  };
  const client = { token: answer.access_token, userId: answer.user.id };
  for (let pushed = 0; pushed < ROWS_PER_USER; pushed += 250) {
    await post(backend, '/rest/v1/rpc/sync_push', { p_table: 'content_history', p_rows: historyRows(client.userId, 250) }, client.token);
  }
  return client;
}

/** CPU time (ms) of every PostgreSQL server process on this machine, from /proc (0 where there is none). */
function postgresCpuMs(): number {
  const tick = 10; // ms per clock tick (USER_HZ 100)
  let total = 0;
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      if (!readFileSync(`/proc/${pid}/cmdline`, 'utf8').startsWith('postgres')) continue;
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      total += (Number(fields[11]) + Number(fields[12])) * tick;
    } catch {
      // The process ended while being read.
    }
  }
  return total;
}

/** Runs the load in its own process (bench/throughput-load.ts), so this one only serves. */
function measure(backend: Backend, kind: 'pull' | 'push', clients: Client[], perClient: number): Promise<{ perSecond: number; p50: number; cpuMs: number }> {
  const job: LoadJob = { url: backend.url, anonKey: backend.anonKey, kind, clients, perClient };
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', fileURLToPath(new URL('./throughput-load.ts', import.meta.url)), JSON.stringify(job)], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
    });
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code !== 0) reject(new Error(`the load process ended with ${code}`));
      else resolve(JSON.parse(out.trim().split('\n').pop() ?? '{}') as { perSecond: number; p50: number; cpuMs: number });
    });
  });
}

type Figure = { perSecond: number; p50: number; serverCpuMs: number; postgresCpuMs: number; loadCpuMs: number };
type Figures = Record<'pull' | 'push', Record<(typeof CLIENTS)[number], Figure>>;

async function engineFigures(backend: Backend): Promise<Figures> {
  const clients: Client[] = [];
  for (let n = 0; n < Math.max(...CLIENTS); n += 1) clients.push(await signUp(backend, n));
  const figures = { pull: {}, push: {} } as Figures;
  for (const concurrency of CLIENTS) {
    const some = clients.slice(0, concurrency);
    await measure(backend, 'pull', some, 3); // warm up
    for (const kind of ['pull', 'push'] as const) {
      const cpuBefore = process.cpuUsage();
      const postgresBefore = postgresCpuMs();
      const { cpuMs, ...figure } = await measure(backend, kind, some, REQUESTS_PER_CLIENT[kind]);
      const cpu = process.cpuUsage(cpuBefore);
      const requests = REQUESTS_PER_CLIENT[kind] * concurrency;
      figures[kind][concurrency] = {
        ...figure,
        serverCpuMs: (cpu.user + cpu.system) / 1000 / requests,
        postgresCpuMs: (postgresCpuMs() - postgresBefore) / requests,
        loadCpuMs: cpuMs / requests,
      };
    }
  }
  return figures;
}

export async function runServerThroughputBench(): Promise<BenchResult[]> {
  const results: BenchResult[] = [];
  const pglite = await startBackend();
  let liteFigures: Figures;
  try {
    liteFigures = await engineFigures(pglite);
  } finally {
    await pglite.stop();
  }
  if (!findPgBin()) {
    return [{ name: 'sync_pull/sync_push on PostgreSQL', value: 0, unit: 'no PostgreSQL binaries (apt-get install postgresql, or PG_BIN)', target: 'measured', ok: false }];
  }
  let cluster: PgCluster | null = null;
  let pgFigures: Figures;
  try {
    cluster = await startCluster();
    const postgres = await startBackend(await createTestDatabase(cluster.adminUrl));
    try {
      pgFigures = await engineFigures(postgres);
    } finally {
      await postgres.stop();
    }
  } finally {
    await cluster?.stop();
  }
  for (const kind of ['pull', 'push'] as const) {
    for (const concurrency of CLIENTS) {
      const lite = liteFigures[kind][concurrency];
      const real = pgFigures[kind][concurrency];
      const label = `sync_${kind} at ${concurrency} client${concurrency > 1 ? 's' : ''}`;
      results.push(
        {
          name: `${label}: PGlite (p50 ${Math.round(lite.p50)} ms; CPU per request: server thread ${lite.serverCpuMs.toFixed(1)} ms, load ${lite.loadCpuMs.toFixed(1)} ms)`,
          value: Math.round(lite.perSecond),
          unit: 'requests/s',
          target: 'info',
          ok: true,
        },
        {
          name: `${label}: PostgreSQL, ${defaultPoolSize()} connections (p50 ${Math.round(real.p50)} ms; CPU per request: server thread ${real.serverCpuMs.toFixed(1)} ms, PostgreSQL ${real.postgresCpuMs.toFixed(1)} ms, load ${real.loadCpuMs.toFixed(1)} ms)`,
          value: Math.round(real.perSecond),
          unit: 'requests/s',
          target: 'info',
          ok: true,
        },
      );
    }
    const ratio = pgFigures[kind][10].perSecond / liteFigures[kind][10].perSecond;
    // What the cores allow: every request costs the machine this much CPU in all (server
    // thread, PostgreSQL, load), and the cores can give only so much each second.
    const real = pgFigures[kind][10];
    const cpuPerRequest = real.serverCpuMs + real.postgresCpuMs + real.loadCpuMs;
    const ceiling = (availableParallelism() * 1000) / cpuPerRequest;
    const needed = (availableParallelism() * 1000) / (3 * liteFigures[kind][10].perSecond);
    results.push({
      name: `sync_${kind} at 10 clients: PostgreSQL's ceiling on ${availableParallelism()} cores at ${cpuPerRequest.toFixed(1)} ms of CPU per request (3x PGlite would need at most ${needed.toFixed(1)} ms)`,
      value: Math.round(ceiling),
      unit: 'requests/s',
      target: 'info',
      ok: true,
    });
    results.push({ name: `sync_${kind} at 10 clients: PostgreSQL / PGlite throughput (${availableParallelism()} cores)`, value: Number(ratio.toFixed(2)), unit: 'x', target: '>= 3', ok: ratio >= 3 });
  }
  return results;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const result of await runServerThroughputBench()) console.log(`${result.ok ? 'ok  ' : 'FAIL'} ${result.name}: ${result.value} ${result.unit} (target ${result.target})`);
}
