// watchUsage with the real supabase-js client against the local backend: the
// administrator hears a studio owner's usage inserts, a burst comes as one call, a
// join calls once (to catch up), and nothing is heard after stop or sign-out.
import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, describe, expect, it } from 'vitest';
import { ensureDemoAccounts } from '../../server/auth/demo-accounts.ts';
import { watchUsage } from '../../sync/admin/watch-usage.ts';
import { isHosted, startBackend } from '../contract/helpers/start-backend.ts';
import { createTestClient } from '../contract/helpers/test-client.ts';

const COALESCE_MS = 200;

const backend = await startBackend({ confirmEmail: false });
afterAll(() => backend.stop());

async function signedIn(account: { email: string; password: string }): Promise<{ client: SupabaseClient; id: string }> {
  const { client } = createTestClient(backend);
  const { data, error } = await client.auth.signInWithPassword(account);
  if (error || !data.user) throw new Error(`sign-in failed: ${error?.message}`);
  return { client, id: data.user.id };
}

async function recordUsage(owner: { client: SupabaseClient; id: string }, credits: number): Promise<void> {
  const { error } = await owner.client
    .from('usage_tracking')
    .insert({ id: randomUUID(), user_id: owner.id, content_type: 'blog', credits_consumed: credits, word_count: 300 });
  if (error) throw new Error(error.message);
}

/** Counts onChange calls and waits for the count to reach a number. */
function counter() {
  let calls = 0;
  const waiters: { count: number; resolve: () => void }[] = [];
  return {
    onChange: () => {
      calls += 1;
      for (const waiter of waiters.filter((w) => calls >= w.count)) waiter.resolve();
    },
    get calls() {
      return calls;
    },
    reach: (count: number, timeoutMs = 5000) =>
      calls >= count
        ? Promise.resolve()
        : new Promise<void>((resolve, reject) => {
            const timer = setTimeout(() => reject(new Error(`onChange was called ${calls} times, not ${count}`)), timeoutMs);
            waiters.push({
              count,
              resolve: () => {
                clearTimeout(timer);
                resolve();
              },
            });
          }),
  };
}

/**
 * Returns once every usage change sent to this client so far has reached the watchers'
 * onChange: the user's marker row of another table reaches a probe channel on the same
 * socket (changes go out in commit order), then a timer as long as the coalescing
 * window runs out after any watcher's timer set before it.
 */
async function delivered(user: { client: SupabaseClient; id: string }): Promise<void> {
  const title = `marker ${randomUUID()}`;
  const heard = new Promise<void>((resolve, reject) => {
    const probe = user.client
      .channel(`probe-${title}`)
      .on('postgres_changes', { event: 'INSERT', schema: 'public', table: 'content_history', filter: `user_id=eq.${user.id}` }, (change) => {
        if ((change.new as { title?: string }).title === title) user.client.removeChannel(probe).then(() => resolve(), reject);
      });
    probe.subscribe(async (status) => {
      if (status !== 'SUBSCRIBED') return;
      const { error } = await user.client.from('content_history').insert({ user_id: user.id, content_type: 'blog', title });
      if (error) reject(new Error(error.message));
    });
  });
  await heard;
  await new Promise((resolve) => setTimeout(resolve, COALESCE_MS));
}

describe.skipIf(isHosted)('watchUsage', async () => {
  const demo = await ensureDemoAccounts(backend.ctx!);
  const studio = await signedIn(demo.studio);

  it("tells the administrator about a studio owner's new usage, a burst as one call, until stopped", async () => {
    const admin = await signedIn(demo.admin);
    const seen = counter();
    const stop = watchUsage(seen.onChange, admin.client, COALESCE_MS);
    await seen.reach(1); // the join
    await delivered(admin);
    expect(seen.calls).toBe(1);

    const started = Date.now();
    await recordUsage(studio, 1);
    await seen.reach(2);
    expect(Date.now() - started).toBeLessThan(1000);

    await Promise.all([recordUsage(studio, 1), recordUsage(studio, 2), recordUsage(studio, 3)]);
    await seen.reach(3);
    await delivered(admin);
    expect(seen.calls).toBe(3);

    stop();
    await recordUsage(studio, 1);
    await delivered(admin);
    expect(seen.calls).toBe(3);
    await admin.client.removeAllChannels();
  });

  it('stops when the administrator signs out', async () => {
    const admin = await signedIn(demo.admin);
    const seen = counter();
    const stop = watchUsage(seen.onChange, admin.client, COALESCE_MS);
    await seen.reach(1);
    await recordUsage(studio, 1);
    await seen.reach(2);

    await admin.client.auth.signOut();
    // With the channel gone nothing can reach onChange any more.
    await expect.poll(() => admin.client.getChannels()).toHaveLength(0);
    await recordUsage(studio, 1);
    expect(seen.calls).toBe(2);
    stop();
  });

  it("hears nothing for a studio owner watching (row level security: others' usage is not theirs)", async () => {
    const other = await signedIn(demo.studio);
    const seen = counter();
    const stop = watchUsage(seen.onChange, other.client, COALESCE_MS);
    await seen.reach(1);
    const admin = await signedIn(demo.admin);
    await recordUsage(admin, 1);
    await delivered(other);
    expect(seen.calls).toBe(1);
    stop();
    await other.client.removeAllChannels();
  });
});
