// An administrator moves a subscription to another plan (credits: the new allowance less
// what the period used, never below 0, the period unchanged) and lengthens a trial,
// running or ended; the owner and a stranger may do neither; bad input is a 4xx code.
// The admin screens name each account as its person (admin_people).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/database.ts';
import { createUser, openTestDb, type TestUser } from './support/test-db.ts';

type Change = { status: string; plan_id: string; credits_used: number; credits_remaining: number; current_period_end: string };

let db: Database;
let admin: TestUser;
let owner: TestUser;
let plans: Record<string, string>;

beforeAll(async () => {
  db = await openTestDb();
  admin = await createUser(db, { email: 'admin@example.com', admin: true });
  owner = await createUser(db, { email: 'hello@example.com' });
  const { rows } = await db.asSuperuser((tx) => tx.query<{ name: string; id: string }>('select name, id from subscription_plans'));
  plans = Object.fromEntries(rows.map((row) => [row.name, row.id]));
});
afterAll(() => db?.close());

async function subscriptionOf(user: TestUser): Promise<{ id: string; current_period_end: string }> {
  const { rows } = await db.asSuperuser((tx) => tx.query<{ id: string; current_period_end: string }>('select id, current_period_end::text from user_subscriptions where user_id = $1', [user.id]));
  return rows[0]!;
}

async function call(who: TestUser, sql: string, params: unknown[]): Promise<Change> {
  const { rows } = await db.asRole(who.claims, (tx) => tx.query<{ r: Change }>(`select ${sql} as r`, params));
  return rows[0]!.r;
}

describe('admin_change_plan', () => {
  it('moves a subscription at once, the credits left being the new allowance less what was used', async () => {
    const { id } = await subscriptionOf(owner);
    await db.asSuperuser((tx) => tx.query(`update user_subscriptions set status = 'active' where id = $1`, [id]));
    await db.asSuperuser((tx) => tx.query('update user_subscriptions set credits_used = 150, credits_remaining = 50 where id = $1', [id]));
    const before = await subscriptionOf(owner);
    const up = await call(admin, 'public.admin_change_plan($1, $2)', [id, plans.Professional]);
    expect(up).toMatchObject({ plan_id: plans.Professional, status: 'active', credits_used: 150, credits_remaining: 350 });
    expect((await subscriptionOf(owner)).current_period_end).toBe(before.current_period_end);
    await db.asSuperuser((tx) => tx.query('update user_subscriptions set credits_used = 450, credits_remaining = 50 where id = $1', [id]));
    const down = await call(admin, 'public.admin_change_plan($1, $2)', [id, plans.Starter]);
    expect(down).toMatchObject({ plan_id: plans.Starter, credits_used: 450, credits_remaining: 0 });
  });

  it('refuses the owner, a stranger and an unknown plan or subscription', async () => {
    const { id } = await subscriptionOf(owner);
    const stranger = await createUser(db, { email: 'stranger@example.com' });
    await expect(call(owner, 'public.admin_change_plan($1, $2)', [id, plans.Studio])).rejects.toMatchObject({ code: '42501' });
    await expect(call(stranger, 'public.admin_change_plan($1, $2)', [id, plans.Studio])).rejects.toMatchObject({ code: '42501' });
    await expect(call(admin, 'public.admin_change_plan($1, $2)', [id, '00000000-0000-4000-8000-000000000000'])).rejects.toMatchObject({ code: 'PT404' });
    await expect(call(admin, 'public.admin_change_plan($1, $2)', ['00000000-0000-4000-8000-000000000000', plans.Studio])).rejects.toMatchObject({ code: 'PT404' });
  });
});

describe('admin_extend_trial', () => {
  it('lengthens a running trial from its end, and gives an ended one days from now with its allowance less what it used', async () => {
    const trialist = await createUser(db, { email: 'zoe@example.com' });
    const { id, current_period_end } = await subscriptionOf(trialist);
    const longer = await call(admin, 'public.admin_extend_trial($1, $2)', [id, 7]);
    expect(longer.status).toBe('trialing');
    expect(Date.parse(longer.current_period_end) - Date.parse(current_period_end)).toBe(7 * 86_400_000);

    await db.asSuperuser((tx) => tx.query(`update user_subscriptions set current_period_start = now() - interval '16 days', current_period_end = now() - interval '2 days', credits_used = 40 where id = $1`, [id]));
    const again = await call(admin, 'public.admin_extend_trial($1, $2)', [id, 10]);
    expect(again).toMatchObject({ status: 'trialing', credits_used: 40, credits_remaining: 160 });
    const days = (Date.parse(again.current_period_end) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(9.9);
    expect(days).toBeLessThanOrEqual(10);
  });

  it('refuses what is not a trial, a length outside 1 to 90 days, and anyone but an administrator', async () => {
    const paying = await createUser(db, { email: 'ravi@example.com' });
    const { id } = await subscriptionOf(paying);
    await expect(call(paying, 'public.admin_extend_trial($1, $2)', [id, 7])).rejects.toMatchObject({ code: '42501' });
    await expect(call(admin, 'public.admin_extend_trial($1, $2)', [id, 0])).rejects.toMatchObject({ code: '22023' });
    await expect(call(admin, 'public.admin_extend_trial($1, $2)', [id, 91])).rejects.toMatchObject({ code: '22023' });
    await db.asSuperuser((tx) => tx.query(`update user_subscriptions set status = 'active' where id = $1`, [id]));
    await expect(call(admin, 'public.admin_extend_trial($1, $2)', [id, 7])).rejects.toMatchObject({ code: '22023', message: 'Only a trial, running or ended, is extended' });
  });
});

describe('admin_people', () => {
  it('names each account as the person it is, with their address and studio, to administrators only', async () => {
    const first = await createUser(db, { email: 'anais@example.com', userMetadata: { full_name: 'Anaïs Dubois', business_name: 'Lagoon Flow Yoga' } });
    const second = await createUser(db, { email: 'ravi.k@example.com', userMetadata: { business_name: 'Lagoon Flow Yoga' } });
    await db.asSuperuser((tx) => tx.query('update studios set name = $2 where id = $1', [first.id, 'Lagoon Flow Yoga']));
    const { rows } = await db.asRole(admin.claims, (tx) => tx.query<{ r: unknown[] }>('select public.admin_people($1::uuid[]) as r', [[first.id, second.id, '00000000-0000-4000-8000-000000000000']]));
    const people = new Map((rows[0]!.r as { user_id: string }[]).map((person) => [person.user_id, person]));
    expect(people.size).toBe(2);
    expect(people.get(first.id)).toEqual({ user_id: first.id, name: 'Anaïs Dubois', email: 'anais@example.com', studio: 'Lagoon Flow Yoga' });
    // No name given: the part of the address before the @, never the business.
    expect(people.get(second.id)).toMatchObject({ name: 'ravi.k', email: 'ravi.k@example.com' });
    await expect(db.asRole(first.claims, (tx) => tx.query('select public.admin_people($1::uuid[])', [[first.id]]))).rejects.toMatchObject({ code: '42501' });
    const many = Array.from({ length: 1001 }, () => first.id);
    await expect(db.asRole(admin.claims, (tx) => tx.query('select public.admin_people($1::uuid[])', [many]))).rejects.toMatchObject({ code: '22023' });
  });
});
