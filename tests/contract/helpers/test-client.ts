// A real supabase-js client for contract tests, configured as Node needs it: a WebSocket
// implementation for Realtime, an in-memory storage we can inspect and tamper with (to
// simulate a device whose access token expired offline), no timers, no URL detection.
import { randomUUID } from 'node:crypto';
import { type AuthChangeEvent, createClient, type SupabaseClient } from '@supabase/supabase-js';
import { WebSocket } from 'ws';
import type { TestBackend } from './start-backend.ts';

export class MemoryStorage {
  readonly items = new Map<string, string>();
  getItem(key: string): string | null {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string): void {
    this.items.set(key, value);
  }
  removeItem(key: string): void {
    this.items.delete(key);
  }
}

export type TestClient = {
  client: SupabaseClient;
  storage: MemoryStorage;
  /** Every auth event the client emitted, in order. */
  events: AuthChangeEvent[];
  /** The storage key of the session (`sb-<host label>-auth-token`). */
  sessionKey: string;
};

export function createTestClient(backend: TestBackend, options: { flowType?: 'implicit' | 'pkce' } = {}): TestClient {
  const storage = new MemoryStorage();
  const storageKey = `sb-test-${randomUUID().slice(0, 8)}-auth-token`;
  const client = createClient(backend.url, backend.anonKey, {
    auth: {
      persistSession: true,
      storage,
      storageKey,
      autoRefreshToken: false,
      detectSessionInUrl: false,
      flowType: options.flowType ?? 'implicit',
    },
    realtime: { transport: WebSocket as never },
  });
  const events: AuthChangeEvent[] = [];
  client.auth.onAuthStateChange((event) => {
    events.push(event);
  });
  return { client, storage, events, sessionKey: storageKey };
}

/** A fresh address for one test (example.com: nothing is ever delivered for real). */
export function uniqueEmail(label: string): string {
  return `${label}-${randomUUID().slice(0, 8)}@example.com`;
}

/** Rewrites the stored session so that its access token looks expired to the client. */
export function expireStoredSession(test: TestClient): void {
  const raw = test.storage.getItem(test.sessionKey);
  if (!raw) throw new Error('No stored session to expire');
  const session = JSON.parse(raw) as { expires_at: number };
  session.expires_at = Math.floor(Date.now() / 1000) - 10;
  test.storage.setItem(test.sessionKey, JSON.stringify(session));
}
