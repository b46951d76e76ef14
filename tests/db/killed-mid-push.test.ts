// The backend process dies (SIGKILL: power cut, out of memory, a host restart) while a
// device is pushing, and is started again on the same data. The device keeps retrying;
// once the server is back, every row it made is there exactly once: none lost, none twice,
// no credit metered twice, no conflict kept, and the device agrees with the server. Runs
// on PGlite (its data directory) and on real PostgreSQL.
import 'fake-indexeddb/auto';
import { request as httpRequest } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { makeApiKey } from '../../server/auth/jwt.ts';
import { addHistoryItem } from '../../sync/commands/history-commands.ts';
import { recordUsage } from '../../sync/commands/usage-commands.ts';
import { startSyncBackend, type DeviceBackend, signUpTestUser } from '../integration/helpers/sync-backend.ts';
import { deviceDocs, serverDocs } from '../integration/helpers/sync-compare.ts';
import { TestDevice } from '../integration/helpers/sync-device.ts';
import { type BackendProcess, startBackendProcess, stopBackendProcess } from '../support/backend-process.ts';
import { testDatabaseUrl } from '../support/test-database.ts';

const JWT_SECRET = 'test-only-secret-of-the-killed-backend-0001';
const dataDir = mkdtempSync(join(tmpdir(), 'killed-mid-push-'));
let running: BackendProcess | null = null;

afterAll(async () => {
  if (running) await stopBackendProcess(running);
  rmSync(dataDir, { recursive: true, force: true });
});

/** When, in the push it is armed for, the backend dies: once the request is on the wire, or once the server has answered (the answer never reaches the device). */
type KillPoint = 'request-sent' | 'answered';

/** Forwards the device's requests to the backend process of the moment; `arm` kills that process in the middle of the next push. */
function processBackend(storage: string[]) {
  let trap: { point: KillPoint; sprung: Promise<void>; spring: () => void } | null = null;
  const kill = async () => {
    const dying = running;
    running = null;
    if (dying) await stopBackendProcess(dying, 'SIGKILL');
  };
  const forward = async (request: Request, onSent?: () => void): Promise<Response> => {
    const current = running;
    if (!current) throw new TypeError('fetch failed: connection refused');
    const url = new URL(request.url);
    const body = request.method === 'GET' || request.method === 'HEAD' ? undefined : Buffer.from(await request.arrayBuffer());
    return new Promise<Response>((resolve, reject) => {
      const outgoing = httpRequest(`${current.base}${url.pathname}${url.search}`, { method: request.method, headers: Object.fromEntries(request.headers) }, (incoming) => {
        const chunks: Buffer[] = [];
        incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
        incoming.on('end', () => {
          const headers = new Headers();
          for (const [name, value] of Object.entries(incoming.headers)) if (typeof value === 'string') headers.set(name, value);
          const status = incoming.statusCode ?? 500;
          resolve(new Response(status === 204 || status === 304 ? null : Buffer.concat(chunks), { status, headers }));
        });
        incoming.on('error', () => reject(new TypeError('fetch failed: connection reset')));
      });
      outgoing.on('error', () => reject(new TypeError('fetch failed: connection reset')));
      if (onSent) outgoing.on('finish', onSent);
      outgoing.end(body);
    });
  };
  const backend: DeviceBackend = {
    anonKey: makeApiKey(JWT_SECRET, 'anon'),
    async handle(request) {
      const armed = trap;
      if (!armed || !new URL(request.url).pathname.endsWith('/rpc/sync_push')) return forward(request);
      trap = null;
      if (armed.point === 'request-sent') {
        await forward(request, () => void kill().then(armed.spring)).catch(() => undefined);
        armed.spring();
        throw new TypeError('fetch failed: connection reset');
      }
      await forward(request);
      await kill();
      armed.spring();
      throw new TypeError('fetch failed: connection reset');
    },
  };
  return {
    backend,
    /** Resolves once the backend has been killed in the middle of a push. */
    arm(point: KillPoint): Promise<void> {
      let spring = () => {};
      const sprung = new Promise<void>((resolve) => (spring = resolve));
      trap = { point, sprung, spring };
      return sprung;
    },
    async start(): Promise<void> {
      running = await startBackendProcess(['--jwt-secret', JWT_SECRET, ...storage]);
    },
  };
}

describe('a backend killed in the middle of a push', () => {
  it('receives every row exactly once after it restarts', { timeout: 240_000 }, async () => {
    const databaseUrl = await testDatabaseUrl();
    const storage = databaseUrl ? ['--database-url', databaseUrl] : ['--data-dir', dataDir];
    const server = processBackend(storage);
    await server.start();
    const user = await signUpTestUser(server.backend, 'killed');
    const device = new TestDevice(server.backend);
    await device.signIn(user);
    const session = await device.open();
    await device.settle();

    // Three bulk writes, each pushed in several batches; the backend dies in each one's
    // push (once as the request goes out, once after it committed), and comes back.
    const made = new Set<string>();
    let credits = 0;
    for (const [round, point] of (['request-sent', 'answered', 'request-sent'] as const).entries()) {
      const killed = server.arm(point);
      for (let i = 0; i < 300; i += 1) {
        const item = await addHistoryItem({ content_type: 'blog', title: `Retreat notes ${round}.${i}, Anaïs's kitchen`, content: `Day ${i} at the lake.` });
        made.add(item.id);
        if (i % 10 === 0) {
          await recordUsage({ content_type: 'blog', credits_consumed: 2 });
          credits += 2;
        }
      }
      await killed;
      await server.start();
      await device.settle();
    }

    const history = await deviceDocs(session, 'content_history');
    const usage = await deviceDocs(session, 'usage_tracking');
    expect(history).toHaveLength(made.size);
    expect(await session.db.sync_issues.count().exec()).toBe(0);
    await device.close();
    if (running) await stopBackendProcess(running);

    // Read the server's rows in-process, on the same data the killed processes used.
    const reader = await startSyncBackend(databaseUrl ? { databaseUrl } : { dataDir });
    try {
      const serverHistory = await serverDocs(reader, user.id, 'content_history');
      expect(new Set(serverHistory.map((row) => row.id))).toEqual(made);
      expect(serverHistory).toEqual(history);
      expect(await serverDocs(reader, user.id, 'usage_tracking')).toEqual(usage);
      const metered = await reader.ctx.db.asSuperuser((tx) =>
        tx.query<{ used: number }>(
          `select sub.credits_used::int as used from public.user_subscriptions sub
            where sub.id = public.spending_subscription((select studio_id from public.usage_tracking where user_id = $1 limit 1))`,
          [user.id],
        ),
      );
      expect(metered.rows[0]?.used).toBe(credits);
    } finally {
      await reader.stop();
    }
  });
});
