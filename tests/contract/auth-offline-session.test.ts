// Offline days (accounts issue): a refresh that fails for lack of network keeps the
// session, and the app's notion of "signed in" (applyAuthEvent) keeps the user; only a
// refresh the server refuses signs the user out. Real supabase-js, real local backend.
import { randomUUID } from 'node:crypto';
import { type AuthChangeEvent, createClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { applyAuthEvent } from '../../sync/auth/auth-state.ts';
import { startBackend, type TestBackend } from './helpers/start-backend.ts';
import { MemoryStorage, uniqueEmail } from './helpers/test-client.ts';

let backend: TestBackend;

beforeAll(async () => {
  backend = await startBackend();
});

afterAll(async () => {
  await backend.stop();
});

function deviceClient() {
  const network = { up: true };
  const storage = new MemoryStorage();
  const storageKey = `sb-device-${randomUUID().slice(0, 8)}-auth-token`;
  const client = createClient(backend.url, backend.anonKey, {
    auth: { persistSession: true, storage, storageKey, autoRefreshToken: false, detectSessionInUrl: false },
    global: {
      fetch: (input, init) => (network.up ? fetch(input, init) : Promise.reject(new TypeError('fetch failed'))),
    },
    realtime: { transport: WebSocket as never },
  });
  const events: AuthChangeEvent[] = [];
  client.auth.onAuthStateChange((event) => {
    events.push(event);
  });
  const expire = () => {
    const session = JSON.parse(storage.getItem(storageKey) as string);
    session.expires_at = Math.floor(Date.now() / 1000) - 3 * 24 * 3600;
    storage.setItem(storageKey, JSON.stringify(session));
  };
  return { client, storage, storageKey, events, network, expire };
}

async function signedInDevice() {
  const device = deviceClient();
  const email = uniqueEmail('offline');
  const password = 'Offline-days-2025';
  const { error } = await device.client.auth.signUp({ email, password, options: { data: { full_name: 'Leela Offline' } } });
  expect(error).toBeNull();
  const signIn = await device.client.auth.signInWithPassword({ email, password });
  expect(signIn.error).toBeNull();
  return { ...device, email, password, userId: signIn.data.user?.id as string };
}

describe('a session on a device that is offline for days', () => {
  it(
    'keeps the stored session when the refresh cannot reach the server, and the app keeps the user',
    async () => {
      const device = await signedInDevice();
      device.expire();
      device.network.up = false;

      const { data } = await device.client.auth.getSession();
      expect(data.session).toBeNull();
      const stored = device.storage.getItem(device.storageKey);
      expect(stored).not.toBeNull();
      expect(device.events).not.toContain('SIGNED_OUT');
      expect(applyAuthEvent({ user: null, session: null, loading: true }, 'INITIAL_SESSION', null, stored).user?.id).toBe(
        device.userId,
      );
    },
    60_000,
  );

  it('signs out when the server refuses the refresh (the session was revoked)', async () => {
    const device = await signedInDevice();
    const other = deviceClient();
    await other.client.auth.signInWithPassword({ email: device.email, password: device.password });
    // Signing out everywhere from another device revokes this device's refresh token.
    expect((await other.client.auth.signOut({ scope: 'global' })).error).toBeNull();

    device.expire();
    const { data } = await device.client.auth.getSession();
    expect(data.session).toBeNull();
    expect(device.storage.getItem(device.storageKey)).toBeNull();
    expect(device.events).toContain('SIGNED_OUT');
    expect(applyAuthEvent({ user: null, session: null, loading: true }, 'SIGNED_OUT', null, null).user).toBeNull();
  });
});
