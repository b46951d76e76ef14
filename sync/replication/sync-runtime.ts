// The request loop every replication handler goes through. It sends nothing while
// the device is offline or has no valid session for its user (then it waits to be
// woken: network back, tab focus, a fresh session, the user's Retry), retries
// failures with exponential backoff and jitter, and reports each outcome to the
// sync status. RxDB's own retry (a fixed delay) is never reached: the handlers
// only return once the server has answered.
import type { SupabaseClient } from '@supabase/supabase-js';
import type { SyncEnvironment } from '../environment.ts';
import type { SyncStatusStore } from '../status/sync-status-store.ts';
import { asRemoteError } from './remote-error.ts';
import { accessTokenFor, SessionUnavailableError } from './session-guard.ts';
import { nowTimestamp } from './timestamps.ts';

export type RetryOptions = { initialMs: number; maxMs: number };

export const DEFAULT_RETRY: RetryOptions = { initialMs: 1_000, maxMs: 60_000 };

export class ReplicationStoppedError extends Error {
  constructor() {
    super('replication stopped');
    this.name = 'ReplicationStoppedError';
  }
}

export type SyncRuntimeDeps = {
  client: SupabaseClient;
  userId: string;
  env: SyncEnvironment;
  status: SyncStatusStore;
  retry?: RetryOptions;
};

export class SyncRuntime {
  readonly client: SupabaseClient;
  readonly userId: string;
  private stopped = false;
  private generation = 0;
  private readonly sleepers = new Set<() => void>();
  private readonly retry: RetryOptions;

  constructor(private readonly deps: SyncRuntimeDeps) {
    this.client = deps.client;
    this.userId = deps.userId;
    this.retry = deps.retry ?? DEFAULT_RETRY;
  }

  get isStopped(): boolean {
    return this.stopped;
  }

  /** Runs `send` with a checked access token until it succeeds (or replication stops). */
  async request<T>(send: (accessToken: string) => Promise<T>): Promise<T> {
    const { env, status } = this.deps;
    let attempt = 0;
    let generation = this.generation;
    for (;;) {
      if (this.stopped) throw new ReplicationStoppedError();
      if (generation !== this.generation) {
        attempt = 0;
        generation = this.generation;
      }
      if (!env.isOnline()) {
        status.update({ online: false });
        await this.sleep(this.retry.maxMs);
        continue;
      }
      let token: string;
      try {
        token = await accessTokenFor(this.client, this.userId);
      } catch (error) {
        if (!(error instanceof SessionUnavailableError)) throw error;
        status.update({ online: env.isOnline(), waitingForSession: true });
        await this.sleep(this.retry.maxMs);
        continue;
      }
      if (this.stopped) throw new ReplicationStoppedError();
      status.update({ online: true, waitingForSession: false });
      try {
        const result = await send(token);
        status.update({ failure: null, lastSyncedAt: nowTimestamp() });
        return result;
      } catch (error) {
        if (this.stopped) throw new ReplicationStoppedError();
        const failure = asRemoteError(error);
        status.update({ failure: { kind: failure.kind, message: failure.message } });
        attempt += 1;
        await this.sleep(this.backoff(attempt));
      }
    }
  }

  /** Ends every wait now (network back, focus, new session); `resetBackoff` for the user's Retry. */
  wake(resetBackoff = false): void {
    if (resetBackoff) this.generation += 1;
    for (const wakeUp of [...this.sleepers]) wakeUp();
  }

  stop(): void {
    this.stopped = true;
    this.wake();
  }

  private backoff(attempt: number): number {
    const ceiling = Math.min(this.retry.maxMs, this.retry.initialMs * 2 ** (attempt - 1));
    return ceiling / 2 + Math.random() * (ceiling / 2);
  }

  private sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.sleepers.delete(done);
        resolve();
      };
      const timer = setTimeout(done, ms);
      this.sleepers.add(done);
    });
  }
}
