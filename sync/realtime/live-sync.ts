// Live sync: one Realtime channel per signed-in user, one postgres_changes binding
// per pulled table. A change event only asks for a pull of its collection (the
// replication's checkpoints keep order and leave no gaps); events committed while
// the channel was down are never replayed, so each SUBSCRIBED pulls everything.
// The channel follows token refreshes, leaves when the network goes or the backend
// stops answering requests (lie-fi: the socket would otherwise knock every few
// seconds) and joins again when it returns, and ends on stop (close, sign-out).
import type { RealtimeChannel, SupabaseClient } from '@supabase/supabase-js';
import type { CollectionName } from '../db/collection-defs.ts';
import type { SyncEnvironment } from '../environment.ts';
import { accessTokenFor, SessionUnavailableError } from '../replication/session-guard.ts';
import type { SyncStatusStore } from '../status/sync-status-store.ts';
import { isLiveTable, liveTables } from './live-tables.ts';
import { createPullCoalescer } from './pull-coalescer.ts';

/** How long events of one collection are gathered into one pull (ms). */
export const DEFAULT_COALESCE_MS = 100;

export type LiveSyncInput = {
  client: SupabaseClient;
  userId: string;
  /** The open studio (default: the user's own). */
  studioId?: string;
  env: SyncEnvironment;
  status: SyncStatusStore;
  /** Pulls one collection now. */
  pull(collection: CollectionName): void;
  /** Pulls every collection now (after each join). */
  pullAll(): void;
  coalesceMs?: number;
};

export type LiveSync = { stop(): Promise<void> };

export function startLiveSync(input: LiveSyncInput): LiveSync {
  const { client, userId, env, status } = input;
  const tables = liveTables(userId, input.studioId);
  const coalescer = createPullCoalescer(input.pull, input.coalesceMs ?? DEFAULT_COALESCE_MS);
  let channel: RealtimeChannel | null = null;
  let joins = 0;
  let stopped = false;
  let queue: Promise<void> = Promise.resolve();
  /** Online and the backend answered the last request (the replication's gate). */
  const connected = () => env.isOnline() && status.getFacts().reachable;
  let wasReachable = status.getFacts().reachable;

  const leave = async () => {
    const old = channel;
    channel = null;
    status.update({ live: false });
    if (!connected()) {
      // Cut off, the leave message cannot go out (unsubscribing would wait for its
      // timeout) and the socket would keep trying to reconnect: close it now; the
      // next join opens it again.
      await client.realtime.disconnect().catch(() => undefined);
      if (old) void client.removeChannel(old).catch(() => undefined);
      return;
    }
    if (old) await client.removeChannel(old).catch(() => undefined);
  };

  const join = async () => {
    await leave();
    if (stopped || !connected()) return;
    let token: string;
    try {
      token = await accessTokenFor(client, userId);
    } catch (error) {
      if (error instanceof SessionUnavailableError) return; // joins again on the next SIGNED_IN / TOKEN_REFRESHED
      throw error;
    }
    if (stopped || !connected()) return;
    await client.realtime.setAuth(token);
    // A fresh topic each time: the previous channel may still be leaving.
    joins += 1;
    let next = client.channel(`live-sync:${userId}:${joins}`);
    for (const { table, filter } of tables) {
      next = next.on('postgres_changes', { event: '*', schema: 'public', table, ...(filter ? { filter } : {}) }, (change) => {
        if (isLiveTable(change.table, tables)) coalescer.request(change.table);
      });
    }
    channel = next;
    next.subscribe((state) => {
      if (channel !== next) return;
      status.update({ live: state === 'SUBSCRIBED' });
      if (state === 'SUBSCRIBED') input.pullAll();
    });
  };

  const enqueue = (step: () => Promise<void>) => {
    queue = queue.then(step).catch((error: unknown) => console.warn('Live sync could not join', error));
    return queue;
  };

  const { data: authListener } = client.auth.onAuthStateChange((event, session) => {
    if (event === 'SIGNED_OUT') {
      setTimeout(() => enqueue(leave), 0);
      return;
    }
    if (session?.user?.id !== userId || (event !== 'TOKEN_REFRESHED' && event !== 'SIGNED_IN')) return;
    // Never call supabase-js from inside its own auth callback (it holds a lock): defer.
    setTimeout(() => {
      if (channel) client.realtime.setAuth(session.access_token).catch(() => undefined);
      else enqueue(join);
    }, 0);
  });
  const followReachable = () => {
    const reachable = status.getFacts().reachable;
    if (reachable === wasReachable) return;
    wasReachable = reachable;
    enqueue(reachable ? join : leave);
  };
  const cleanups = [env.onOnline(() => enqueue(join)), env.onOffline(() => enqueue(leave)), status.subscribe(followReachable)];
  enqueue(join);

  return {
    async stop() {
      stopped = true;
      authListener.subscription.unsubscribe();
      for (const cleanup of cleanups) cleanup();
      coalescer.cancel();
      await enqueue(leave);
    },
  };
}
