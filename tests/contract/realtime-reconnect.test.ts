// A restart of the local backend: the HTTP server and Realtime stop (the sockets are
// closed), a new server comes up on the same port over the same database, and the
// supabase-js client reconnects and re-joins by itself: changes flow again.
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { serve } from '@hono/node-server';
import { createClient, type RealtimePostgresChangesPayload } from '@supabase/supabase-js';
import { afterAll, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { createApp, createServerContext } from '../../server/app.ts';
import { attachRealtime } from '../../server/realtime/realtime-server.ts';
import { isHosted } from './helpers/start-backend.ts';
import { MemoryStorage, uniqueEmail } from './helpers/test-client.ts';

type Row = Record<string, unknown>;

const ctx = await createServerContext({ memory: true });
afterAll(() => ctx.db.close());

async function startServer(port: number): Promise<Server> {
  const server = serve({ fetch: createApp(ctx).fetch, port, hostname: '127.0.0.1' }) as Server;
  await new Promise<void>((resolve, reject) => {
    server.once('listening', () => resolve());
    server.once('error', reject);
  });
  attachRealtime(server, ctx);
  return server;
}

function stopServer(server: Server): Promise<void> {
  return new Promise((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
}

it.skipIf(isHosted)('reconnects and receives changes again after the server restarts', { timeout: 30_000 }, async () => {
  let server = await startServer(0);
  const port = (server.address() as AddressInfo).port;
  const url = `http://127.0.0.1:${port}`;
  const client = createClient(url, ctx.config.anonKey, {
    auth: { storage: new MemoryStorage(), autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: WebSocket as never },
  });
  const { data } = await client.auth.signUp({ email: uniqueEmail('restart'), password: 'Lotus-breath-33' });
  const userId = data.session!.user.id;

  const titles: string[] = [];
  const statuses: string[] = [];
  const channel = client
    .channel('dashboard')
    .on(
      'postgres_changes',
      { event: 'INSERT', schema: 'public', table: 'content_history', filter: `user_id=eq.${userId}` },
      (change: RealtimePostgresChangesPayload<Row>) => titles.push(String((change.new as Row).title)),
    )
    .subscribe((status) => statuses.push(status));
  const insert = async (title: string) => {
    const { error } = await client.from('content_history').insert({ user_id: userId, content_type: 'blog', title });
    expect(error).toBeNull();
  };

  await expect.poll(() => statuses).toEqual(['SUBSCRIBED']);
  await insert('before the restart');
  await expect.poll(() => titles).toEqual(['before the restart']);

  await stopServer(server);
  await expect.poll(() => statuses).toContain('CHANNEL_ERROR');
  expect(client.realtime.isConnected()).toBe(false);

  server = await startServer(port);
  try {
    await expect.poll(() => statuses.filter((s) => s === 'SUBSCRIBED').length, { timeout: 15_000 }).toBe(2);
    await insert('after the restart');
    await expect.poll(() => titles).toEqual(['before the restart', 'after the restart']);
  } finally {
    await client.removeChannel(channel);
    await stopServer(server);
  }
});
