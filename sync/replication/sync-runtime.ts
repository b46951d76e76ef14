// The request loop every replication handler goes through. It sends nothing while
// the device is offline or has no valid session for its user (then it waits to be
// woken: network back, tab focus, a fresh session, the user's Retry). A request that
// fails to reach the backend or times out closes one gate for every loop
// (backend-gate.ts: one shared schedule of probes, one at a time), so "online" with no
// working connection is treated as unreachable. While the gate is closed, the loops
// wait for a cheap probe (a head request, its own short timeout) rather than sending
// their work: when it is answered, every loop goes at once. Each outcome goes to
// the sync status. RxDB's own retry (a fixed delay) is never reached: the handlers
// only return once the server has answered.
import type { SupabaseClient } from '@supabase/supabase-js';
import type { SyncEnvironment } from '../environment.ts';
import type { SyncStatusStore } from '../status/sync-status-store.ts';
import { BackendGate } from './backend-gate.ts';
import { asRemoteError, failureKindOf, NOT_A_MEMBER, RemoteError } from '../remote-error.ts';
import { accessTokenFor, SessionUnavailableError } from './session-guard.ts';
import { nowTimestamp } from '../db/timestamps.ts';

export type RetryOptions = {
  initialMs: number;
  maxMs: number;
  /** A request with no answer after this long counts as unreachable (default 30 s). */
  timeoutMs?: number;
  /** While the backend does not answer, the gap between probes (default: 15 s, or `maxMs` if shorter). */
  probeEveryMs?: number;
};

export const DEFAULT_RETRY: RetryOptions = { initialMs: 1_000, maxMs: 60_000, timeoutMs: 30_000 };

/** A probe only asks whether the backend answers: a short gap and a short wait. */
const PROBE_EVERY_MS = 15_000;
const PROBE_TIMEOUT_MS = 8_000;

/**
 * Asks the backend for nothing (a head request on the public plans, no rows): any answer
 * under 500 means it is back. Once, not with supabase-js's own retries (three more tries
 * over the next seconds), which would make each probe four.
 */
async function headRequest(client: SupabaseClient, accessToken: string): Promise<void> {
  const { status } = await client.from('subscription_plans').select('id', { head: true }).limit(1).retry(false).setHeader('Authorization', `Bearer ${accessToken}`);
  if (status === 0 || status >= 500) throw new RemoteError(failureKindOf(status), `The server did not answer the probe (${status})`, status);
}

/** Whether the backend itself failed (no answer, 5xx): then every request waits, not just this one. */
function backendDown(error: RemoteError): boolean {
  return error.kind === 'network' || error.kind === 'server';
}

export class ReplicationStoppedError extends Error {
  constructor() {
    super('replication stopped');
    this.name = 'ReplicationStoppedError';
  }
}

export type SyncRuntimeDeps = {
  client: SupabaseClient;
  userId: string;
  /** The studio this device database syncs (default: the user's own). */
  studioId?: string;
  /** The server refused the studio (PT403: no longer a member); replication stops. */
  onMembershipEnded?: () => void;
  env: SyncEnvironment;
  status: SyncStatusStore;
  retry?: RetryOptions;
  /** What asks whether the backend answers again (default: a head request through `client`). */
  probe?: (accessToken: string) => Promise<void>;
};

export class SyncRuntime {
  readonly client: SupabaseClient;
  readonly userId: string;
  readonly studioId: string;
  private stopped = false;
  private generation = 0;
  private readonly sleepers = new Set<() => void>();
  private readonly retry: RetryOptions;
  private readonly gate: BackendGate;
  private probing: Promise<void> | null = null;

  constructor(private readonly deps: SyncRuntimeDeps) {
    this.client = deps.client;
    this.userId = deps.userId;
    this.studioId = deps.studioId ?? deps.userId;
    this.retry = deps.retry ?? DEFAULT_RETRY;
    this.gate = new BackendGate({ initialMs: this.retry.initialMs, maxMs: this.retry.probeEveryMs ?? Math.min(this.retry.maxMs, PROBE_EVERY_MS) });
  }

  /** False after a request failed to reach the backend, until one succeeds. */
  get reachable(): boolean {
    return this.gate.reachable;
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
      const wait = this.gate.waitMs(Date.now());
      if (wait > 0) {
        await this.sleep(Math.min(wait, this.retry.maxMs));
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
      if (this.gate.waitMs(Date.now()) > 0) continue; // another loop's probe went out meanwhile
      status.update({ online: true, waitingForSession: false });
      if (!this.gate.reachable) {
        await this.probe(token);
        continue;
      }
      try {
        const result = await this.withTimeout(send(token));
        this.gate.succeeded();
        status.update({ failure: null, reachable: true, lastSyncedAt: nowTimestamp() });
        return result;
      } catch (error) {
        if (this.stopped) throw new ReplicationStoppedError();
        const failure = asRemoteError(error);
        if (failure.code === NOT_A_MEMBER) {
          this.gate.succeeded();
          this.stop();
          this.deps.onMembershipEnded?.();
          throw new ReplicationStoppedError();
        }
        if (backendDown(failure)) {
          this.gate.failed(Date.now());
          status.update({ failure: { kind: failure.kind, message: failure.message }, reachable: failure.kind !== 'network' });
          // Never straight round the loop: at least a timer tick, so no failure can spin.
          await this.sleep(Math.max(1, Math.min(this.gate.waitMs(Date.now()), this.retry.maxMs)));
          continue;
        }
        this.gate.succeeded();
        status.update({ failure: { kind: failure.kind, message: failure.message }, reachable: true });
        attempt += 1;
        await this.sleep(this.backoff(attempt));
      }
    }
  }

  /** Ends every wait now (network back, focus, new session); `resetBackoff` for the user's Retry. */
  wake(resetBackoff = false): void {
    if (resetBackoff) {
      this.generation += 1;
      this.gate.openNow();
    }
    for (const wakeUp of [...this.sleepers]) wakeUp();
  }

  stop(): void {
    this.stopped = true;
    this.wake();
  }

  /** Opens the gate now for one probe: the network came back or the tab regained focus. */
  tryNow(): void {
    this.gate.openNow();
    this.wake();
  }

  /** One probe for every waiting loop; when it is answered (or not), they all look at the gate again. */
  private probe(accessToken: string): Promise<void> {
    this.probing ??= this.sendProbe(accessToken).finally(() => {
      this.probing = null;
      this.wake();
    });
    return this.probing;
  }

  private async sendProbe(accessToken: string): Promise<void> {
    this.gate.sending();
    try {
      const ask = this.deps.probe ?? ((token: string) => headRequest(this.client, token));
      await this.withTimeout(ask(accessToken), Math.min(PROBE_TIMEOUT_MS, this.retry.timeoutMs ?? PROBE_TIMEOUT_MS));
      this.gate.succeeded();
      this.deps.status.update({ failure: null, reachable: true });
    } catch {
      this.gate.failed(Date.now());
    }
  }

  private withTimeout<T>(sending: Promise<T>, ms = this.retry.timeoutMs ?? DEFAULT_RETRY.timeoutMs ?? 30_000): Promise<T> {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new RemoteError('network', `No answer from the server in ${Math.round(ms / 1000)} s`, 0)), ms);
    });
    return Promise.race([sending, timeout]).finally(() => clearTimeout(timer));
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
