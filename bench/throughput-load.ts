// The load of bench/server-throughput.ts, in a process of its own so the server's process
// only serves: `node --import tsx bench/throughput-load.ts '<json job>'` runs `perClient`
// requests per client from `concurrency` clients at once and prints
// {"perSecond": n, "p50": ms, "cpuMs": ms of this process's CPU} as its last line.
import { randomUUID } from 'node:crypto';
import { Agent, request as httpRequest } from 'node:http';

export type LoadJob = {
  url: string;
  anonKey: string;
  kind: 'pull' | 'push';
  clients: { token: string; userId: string }[];
  perClient: number;
};

export function historyRows(userId: string, count: number) {
  const now = new Date().toISOString();
  return Array.from({ length: count }, (_, i) => ({
    row: {
      id: randomUUID(),
      user_id: userId,
      content_type: 'blog',
      title: `Morning flow notes ${i}`,
      content: 'Breathe in, breathe out. '.repeat(40),
      metadata: {},
      status: 'draft',
      word_count: 200,
      created_at: now,
      updated_at: now,
      _deleted: false,
    },
    base: null,
  }));
}

export async function post(base: { url: string; anonKey: string }, path: string, body: unknown, token?: string): Promise<unknown> {
  const answer = await fetch(`${base.url}${path}`, {
    method: 'POST',
    headers: { apikey: base.anonKey, authorization: `Bearer ${token ?? base.anonKey}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const text = await answer.text();
  if (!answer.ok) throw new Error(`${path} answered ${answer.status}: ${text.slice(0, 200)}`);
  return JSON.parse(text);
}

/**
 * One measured request, as light on this process as a client can be (a kept-alive
 * connection, the answer read but not parsed), so the cores this machine shares with the
 * server go to the server: real clients run on their own devices.
 */
function send(agent: Agent, job: LoadJob, path: string, body: string, token: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      `${job.url}${path}`,
      {
        method: 'POST',
        agent,
        headers: { apikey: job.anonKey, authorization: `Bearer ${token}`, 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      },
      (res) => {
        res.on('data', () => {});
        res.on('end', () => (res.statusCode === 200 ? resolve() : reject(new Error(`${path} answered ${res.statusCode}`))));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

async function run(job: LoadJob): Promise<{ perSecond: number; p50: number; cpuMs: number }> {
  const cpuBefore = process.cpuUsage();
  const agent = new Agent({ keepAlive: true, maxSockets: job.clients.length });
  const pullBody = JSON.stringify({ p_table: 'content_history', p_after_txid: null, p_after_id: null, p_limit: 100 });
  const request = (client: LoadJob['clients'][number]) =>
    job.kind === 'pull'
      ? send(agent, job, '/rest/v1/rpc/sync_pull', pullBody, client.token)
      : send(agent, job, '/rest/v1/rpc/sync_push', JSON.stringify({ p_table: 'content_history', p_rows: historyRows(client.userId, 25) }), client.token);
  const latencies: number[] = [];
  const started = performance.now();
  await Promise.all(
    job.clients.map(async (client) => {
      for (let i = 0; i < job.perClient; i += 1) {
        const t = performance.now();
        await request(client);
        latencies.push(performance.now() - t);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const cpu = process.cpuUsage(cpuBefore);
  return { perSecond: latencies.length / seconds, p50: latencies[Math.floor(latencies.length / 2)] ?? 0, cpuMs: (cpu.user + cpu.system) / 1000 };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(JSON.stringify(await run(JSON.parse(process.argv[2] ?? '{}') as LoadJob)));
}
