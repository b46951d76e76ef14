// One simulated device for the sync integration tests: its own IndexedDB
// (fake-indexeddb), its own supabase-js client (real, with in-memory session
// storage), a network that can be cut, and optional fault injection (requests
// lost on the way out, answers lost on the way back, 503s). Only one device's
// database is open at a time: RxDB's free version opens 13 collections per
// process and a device database has 13.
import { randomUUID } from 'node:crypto';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { WebSocket } from 'ws';
import type { IndexedDbFactory } from '../../../sync/db/storage.ts';
import type { SyncEnvironment } from '../../../sync/environment.ts';
import type { SyncOptions } from '../../../sync/user-data/sync-controller.ts';
import { openUserData, removeUserData } from '../../../sync/user-data/open-user-data.ts';
import type { UserDataSession } from '../../../sync/user-data/user-data-store.ts';
import { BACKEND_URL, type DeviceBackend, type TestUser } from './sync-backend.ts';

class MemoryStorage {
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

type Listener = () => void;

export class TestEnvironment implements SyncEnvironment {
  online = true;
  private readonly listeners = { online: new Set<Listener>(), offline: new Set<Listener>(), focus: new Set<Listener>() };
  isOnline = () => this.online;
  onOnline = (listener: Listener) => this.add('online', listener);
  onOffline = (listener: Listener) => this.add('offline', listener);
  onFocus = (listener: Listener) => this.add('focus', listener);
  emit(kind: 'online' | 'offline' | 'focus'): void {
    for (const listener of this.listeners[kind]) listener();
  }
  private add(kind: 'online' | 'offline' | 'focus', listener: Listener): () => void {
    this.listeners[kind].add(listener);
    return () => this.listeners[kind].delete(listener);
  }
}

export const FAST_SYNC: SyncOptions = { retry: { initialMs: 5, maxMs: 50 }, pollIntervalMs: 0 };

export type DeviceOptions = { faultRate?: number; random?: () => number; sync?: SyncOptions; devMode?: boolean };

export class TestDevice {
  readonly indexedDb: IndexedDbFactory = { indexedDB: new IDBFactory(), IDBKeyRange };
  readonly env = new TestEnvironment();
  readonly storage = new MemoryStorage();
  readonly storageKey = `sb-device-${randomUUID().slice(0, 8)}-auth-token`;
  readonly client: SupabaseClient;
  /** Share of requests that fail (0..1): lost before the server, answer lost after it, or 503. */
  faultRate: number;
  faults = 0;
  /** Paths (prefixes) that fail as if unreachable, e.g. "/auth/v1/token". */
  readonly unreachable = new Set<string>();
  /** Requests that failed because the network was down or their path unreachable. */
  blocked = 0;
  /** What those requests were: "METHOD /path". */
  readonly blockedRequests: string[] = [];
  /** Requests that are waiting on a hold (see `hold`): "METHOD /path". */
  readonly heldRequests: string[] = [];
  session: UserDataSession | null = null;
  user: TestUser | null = null;
  private readonly holds = new Map<string, { passing: number; held: Promise<void> }>();
  /** This device's own name in its pushes, the same across its databases and sign-outs. */
  readonly deviceId = randomUUID();

  constructor(
    readonly backend: DeviceBackend,
    private readonly options: DeviceOptions = {},
  ) {
    this.faultRate = options.faultRate ?? 0;
    this.client = createClient(BACKEND_URL, backend.anonKey, {
      auth: { storage: this.storage, storageKey: this.storageKey, persistSession: true, autoRefreshToken: false, detectSessionInUrl: false },
      global: { fetch: (input, init) => this.fetch(input, init) },
      realtime: { transport: WebSocket as never },
    });
  }

  private async fetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
    const request = new Request(input, init);
    const path = new URL(request.url).pathname;
    if (!this.env.online || [...this.unreachable].some((prefix) => path.startsWith(prefix))) {
      this.blocked += 1;
      this.blockedRequests.push(`${request.method} ${path}`);
      throw new TypeError('fetch failed');
    }
    for (const [prefix, hold] of this.holds) {
      if (!path.startsWith(prefix)) continue;
      if (hold.passing > 0) {
        hold.passing -= 1;
        continue;
      }
      this.heldRequests.push(`${request.method} ${path}`);
      await hold.held;
    }
    const random = this.options.random ?? Math.random;
    if (this.faultRate > 0 && random() < this.faultRate) {
      this.faults += 1;
      const kind = random();
      if (kind < 0.34) throw new TypeError('fetch failed');
      if (kind < 0.67) {
        await this.backend.handle(request);
        throw new TypeError('fetch failed: connection reset');
      }
      return new Response(JSON.stringify({ message: 'Service unavailable' }), { status: 503, headers: { 'content-type': 'application/json' } });
    }
    return this.backend.handle(request);
  }

  /** Requests whose path starts with `prefix` (after the first `passing` of them) wait, as on a slow connection, until the returned function is called. */
  hold(prefix: string, passing = 0): () => void {
    let release = () => {};
    this.holds.set(prefix, { passing, held: new Promise<void>((resolve) => (release = resolve)) });
    return () => {
      this.holds.delete(prefix);
      release();
    };
  }

  async signIn(user: TestUser): Promise<void> {
    const { error } = await this.client.auth.signInWithPassword({ email: user.email, password: user.password });
    if (error) throw error;
    this.user = user;
  }

  /** Opens the device database of the user's own studio, or of `studioId`. */
  async open(
    options: { sync?: SyncOptions | false; studioId?: string; onMembershipEnded?: (studioId: string) => void } = {},
  ): Promise<UserDataSession> {
    if (!this.user) throw new Error('sign in first');
    this.session = await openUserData({
      userId: this.user.id,
      studioId: options.studioId,
      onMembershipEnded: options.onMembershipEnded,
      deviceId: this.deviceId,
      client: this.client,
      indexedDb: this.indexedDb,
      env: this.env,
      multiInstance: false,
      devMode: this.options.devMode ?? true,
      sync: options.sync ?? this.options.sync ?? FAST_SYNC,
    });
    await this.session.syncStarted;
    return this.session;
  }

  /** Waits until everything is pushed and a fresh pull is in (the device is online). */
  async settle(): Promise<void> {
    const sync = this.session?.sync;
    if (!sync) throw new Error('not syncing');
    await sync.awaitInSync();
    sync.syncNow();
    await sync.awaitInSync();
  }

  goOffline(): void {
    this.env.online = false;
    this.env.emit('offline');
  }

  goOnline(): void {
    this.env.online = true;
    this.env.emit('online');
  }

  /** Names of the IndexedDB databases on this device. */
  async databaseNames(): Promise<string[]> {
    return (await this.indexedDb.indexedDB.databases()).map((info) => info.name ?? '');
  }

  async close(): Promise<void> {
    await this.session?.close();
    this.session = null;
  }

  /** Sign-out as the app does it: remove the user's device databases (open or not), then end the session. */
  async signOut(): Promise<void> {
    await removeUserData({ userId: this.user?.id, indexedDb: this.indexedDb });
    this.session = null;
    await this.client.auth.signOut({ scope: 'local' });
    this.user = null;
  }
}
