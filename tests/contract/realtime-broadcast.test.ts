// A broadcast sent on a joined channel is answered at once, in both of the client's
// protocols (2.0.0, its default, sends it as a binary frame; 1.0.0 as JSON): the local
// backend does not relay broadcasts and says so, where silence would leave the sender
// waiting for its timeout.
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { afterAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { startBackend } from './helpers/start-backend.ts';

const backend = await startBackend();
const clients: SupabaseClient[] = [];
afterAll(async () => {
  await Promise.all(clients.map((client) => client.removeAllChannels()));
  await backend.stop();
});

function clientWith(vsn: '1.0.0' | '2.0.0'): SupabaseClient {
  const client = createClient(backend.url, backend.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: WebSocket as never, vsn, timeout: 10_000 },
  });
  clients.push(client);
  return client;
}

async function joined(client: SupabaseClient, topic: string) {
  const channel = client.channel(topic, { config: { broadcast: { ack: true } } });
  await new Promise<void>((resolve, reject) => {
    channel.subscribe((status, error) => {
      if (status === 'SUBSCRIBED') resolve();
      else if (status !== 'CLOSED') reject(error ?? new Error(status));
    });
  });
  return channel;
}

describe('a broadcast on a joined channel', () => {
  for (const vsn of ['2.0.0', '1.0.0'] as const) {
    it(`gets an answer within a second or two, never the client's timeout (protocol ${vsn})`, async () => {
      const channel = await joined(clientWith(vsn), `room-${vsn}`);
      const started = Date.now();
      const answer = await channel.send({ type: 'broadcast', event: 'hello', payload: { from: vsn } });
      expect(Date.now() - started).toBeLessThan(3000);
      expect(answer).toBe(backend.hosted ? 'ok' : 'error');
    });
  }
});
