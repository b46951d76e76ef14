// The administrator's subscription actions change exactly the intended row: cancel,
// reactivate and reset credits touch only the chosen subscription and only the
// columns the action is about (plus the server's stamps); a plan with subscribers
// cannot be deleted and stays as it was.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { deletePlan } from '../../sync/admin/plans.ts';
import { listSubscriptions, resetCredits, setSubscriptionStatus } from '../../sync/admin/subscriptions.ts';
import { type AdminBackend, startAdminBackend } from './admin-backend.ts';

let env: AdminBackend;
let targetId: string;

const STAMPS = ['updated_at', '_modified'];

function withoutStamps(row: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(row).filter(([key]) => !STAMPS.includes(key)));
}

/** Runs `change` and answers the rows it changed, as [before, after] pairs by id. */
async function changedRows(change: () => Promise<unknown>): Promise<Array<[Record<string, unknown>, Record<string, unknown>]>> {
  const before = await env.rows('user_subscriptions');
  await change();
  const after = await env.rows('user_subscriptions');
  expect(after.map((row) => row.id)).toEqual(before.map((row) => row.id));
  return before
    .map((row, index) => [row, after[index]!] as [Record<string, unknown>, Record<string, unknown>])
    .filter(([old, now]) => JSON.stringify(old) !== JSON.stringify(now));
}

beforeAll(async () => {
  env = await startAdminBackend();
  await env.newUser('ravi', 'Ravi Doorgakant', 'Blue Bay Spa');
  await env.newUser('anika', 'Anika Devi', 'Anika Ayurveda');
  // The studio owner spends 14 credits: the metering trigger moves them on their subscription.
  for (const credits of [8, 6]) {
    const { error } = await env.studio.client
      .from('usage_tracking')
      .insert({ id: randomUUID(), user_id: env.studio.id, content_type: 'blog', credits_consumed: credits });
    expect(error).toBeNull();
  }
  const mine = (await listSubscriptions(env.admin.client)).find((s) => s.user_id === env.studio.id)!;
  expect(mine).toMatchObject({ credits_used: 14, credits_remaining: 186 });
  targetId = mine.id;
});

afterAll(async () => {
  await env?.stop();
});

it('cancel changes only the status of the chosen subscription', async () => {
  const changed = await changedRows(() => setSubscriptionStatus(targetId, 'canceled', env.admin.client));
  expect(changed).toHaveLength(1);
  const [before, after] = changed[0]!;
  expect(after.id).toBe(targetId);
  expect(withoutStamps(after)).toEqual({ ...withoutStamps(before), status: 'canceled' });
  expect(String(after._modified) > String(before._modified)).toBe(true);
});

it('reactivate turns it back to active and changes nothing else', async () => {
  const changed = await changedRows(async () => {
    expect(await setSubscriptionStatus(targetId, 'active', env.admin.client)).toEqual({
      id: targetId,
      status: 'active',
      credits_used: 14,
      credits_remaining: 186,
    });
  });
  expect(changed).toHaveLength(1);
  const [before, after] = changed[0]!;
  expect(withoutStamps(after)).toEqual({ ...withoutStamps(before), status: 'active' });
});

it('reset credits sets credits_used 0 and credits_remaining to the plan limit on that row only', async () => {
  const subscription = (await listSubscriptions(env.admin.client)).find((s) => s.id === targetId)!;
  const changed = await changedRows(() => resetCredits(targetId, subscription.plan!.credits_limit, env.admin.client));
  expect(changed).toHaveLength(1);
  const [before, after] = changed[0]!;
  expect(withoutStamps(after)).toEqual({ ...withoutStamps(before), credits_used: 0, credits_remaining: 200 });
});

it('a plan that has subscribers cannot be deleted and stays unchanged', async () => {
  const plans = await env.rows('subscription_plans');
  const starter = plans.find((plan) => plan.name === 'Starter')!;
  await expect(deletePlan(String(starter.id), env.admin.client)).rejects.toMatchObject({ code: '23503' });
  expect(await env.rows('subscription_plans')).toEqual(plans);
});
