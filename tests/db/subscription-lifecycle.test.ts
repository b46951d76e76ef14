// The subscription lifecycle of migration 0600 on a real database: calendar-month periods
// with credits back to the plan's limit (no rollover), the trial that ends, and
// cancellation that keeps access to the period's end. Time passing is a period moved into
// the past; the device's rules (domain/subscription-lifecycle.ts) must reach the same
// figures as the database from the same row at the same moment.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settleSubscription } from '../../domain/subscription-lifecycle.ts';
import { type Database, textParsers } from '../../server/db/database.ts';
import { createUser, openTestDb, type TestUser } from './support/test-db.ts';

type Row = {
  status: string;
  credits_used: number;
  credits_remaining: number;
  current_period_start: string;
  current_period_end: string;
  plan: { name: string; credits_limit: number };
};

let db: Database;
let admin: TestUser;

beforeAll(async () => {
  db = await openTestDb();
  admin = await createUser(db, { email: 'admin@example.com', admin: true });
});
afterAll(() => db?.close());

/** Puts the user's subscription into a state, as the passing of time would leave it. */
async function setSubscription(user: TestUser, state: { status: string; used: number; startAgo: string; endAgo: string; plan?: string }) {
  await db.asSuperuser(async (tx) => {
    // The status first (becoming active starts a period now), then the period and credits.
    await tx.query('update user_subscriptions set status = $2 where user_id = $1', [user.id, state.status]);
    await tx.query(
      `update user_subscriptions set credits_used = $2, credits_remaining = greatest(200 - $2, 0),
              current_period_start = now() - $3::interval, current_period_end = now() - $4::interval,
              plan_id = coalesce((select id from subscription_plans where name = $5), plan_id)
        where user_id = $1`,
      [user.id, state.used, state.startAgo, state.endAgo, state.plan ?? null],
    );
  });
}

async function rawRow(user: TestUser): Promise<Row & { now: string }> {
  const { rows } = await db.asSuperuser((tx) =>
    tx.query<Row & { now: string }>(
      `select s.status, s.credits_used, s.credits_remaining,
              to_char(s.current_period_start at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as current_period_start,
              to_char(s.current_period_end at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as current_period_end,
              jsonb_build_object('name', p.name, 'credits_limit', p.credits_limit) as plan,
              to_char(now() at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as now
         from user_subscriptions s join subscription_plans p on p.id = s.plan_id where s.user_id = $1`,
      [user.id],
      { parsers: textParsers },
    ),
  );
  return rows[0]!;
}

/** What the device reads (sync_snapshot settles first). */
async function synced(user: TestUser): Promise<Row> {
  const { rows } = await db.asRole(user.claims, (tx) => tx.query<{ rows: Row[] }>(`select public.sync_snapshot('user_subscriptions') as rows`));
  const row = rows[0]!.rows[0]!;
  const iso = (value: string) => new Date(value).toISOString();
  return { ...row, current_period_start: iso(row.current_period_start), current_period_end: iso(row.current_period_end) };
}

async function reserve(user: TestUser, amount: number): Promise<Record<string, unknown>> {
  const { rows } = await db.asRole(user.claims, (tx) => tx.query<{ r: Record<string, unknown> }>('select public.reserve_credits($1) as r', [amount]));
  return rows[0]!.r;
}

/** The database's settled row and the device's rules applied to the row before, at the same moment. */
async function settledBothWays(user: TestUser) {
  const before = await rawRow(user);
  const device = settleSubscription(before, new Date(before.now));
  const server = await synced(user);
  expect({
    status: server.status,
    credits_used: server.credits_used,
    credits_remaining: server.credits_remaining,
    current_period_start: server.current_period_start,
    current_period_end: server.current_period_end,
  }).toEqual({
    status: device.status,
    credits_used: device.creditsUsed,
    credits_remaining: device.creditsRemaining,
    current_period_start: device.periodStart,
    current_period_end: device.periodEnd,
  });
  return server;
}

describe('a paid plan', () => {
  it('starts the next calendar month when a period ends, with the plan limit again and nothing carried over', async () => {
    const user = await createUser(db, { email: 'monthly@example.com' });
    await setSubscription(user, { status: 'active', used: 150, startAgo: '33 days', endAgo: '2 days' });
    const before = await rawRow(user);
    const after = await settledBothWays(user);
    expect(after).toMatchObject({ status: 'active', credits_used: 0, credits_remaining: 200 });
    expect(after.current_period_start).toBe(before.current_period_end);
    expect(new Date(after.current_period_end).getTime()).toBeGreaterThan(Date.now());
    expect(await reserve(user, 5)).toMatchObject({ reserved: true, credits_remaining: 195 });
  });

  it('moves on several months at once when nobody read it for a while', async () => {
    const user = await createUser(db, { email: 'away@example.com' });
    await setSubscription(user, { status: 'active', used: 10, startAgo: '100 days', endAgo: '70 days' });
    const before = await rawRow(user);
    const after = await settledBothWays(user);
    const monthsMoved = (new Date(after.current_period_start).getUTCMonth() - new Date(before.current_period_end).getUTCMonth() + 12) % 12;
    expect(monthsMoved).toBe(2);
    expect(after.credits_remaining).toBe(200);
  });

  it('is settled for the administrators list too, for every user, and only for oneself otherwise', async () => {
    const first = await createUser(db, { email: 'first@example.com' });
    const second = await createUser(db, { email: 'second@example.com' });
    await setSubscription(first, { status: 'active', used: 199, startAgo: '40 days', endAgo: '9 days' });
    await setSubscription(second, { status: 'active', used: 199, startAgo: '40 days', endAgo: '9 days' });
    await db.asRole(first.claims, (tx) => tx.query('select public.settle_subscriptions()'));
    expect((await rawRow(first)).credits_remaining).toBe(200);
    expect((await rawRow(second)).credits_remaining).toBe(1);
    await db.asRole(admin.claims, (tx) => tx.query('select public.settle_subscriptions()'));
    expect((await rawRow(second)).credits_remaining).toBe(200);
  });
});

describe('the sign-up trial', () => {
  it('ends after 14 days: the data stays, no credit can be spent until a plan is given', async () => {
    const user = await createUser(db, { email: 'trial@example.com' });
    expect(await reserve(user, 5)).toMatchObject({ reserved: true });
    await setSubscription(user, { status: 'trialing', used: 5, startAgo: '15 days', endAgo: '1 day' });
    const after = await settledBothWays(user);
    expect(after).toMatchObject({ status: 'expired', credits_remaining: 0 });
    expect(await reserve(user, 5)).toEqual({ reserved: false, reason: 'no_subscription' });
    const { rows } = await db.asRole(user.claims, (tx) => tx.query<{ n: number }>('select count(*)::int as n from profiles'));
    expect(rows[0]!.n).toBe(1);

    // An administrator gives a plan: a new month from now with the plan's credits.
    await db.asRole(admin.claims, (tx) => tx.query(`update user_subscriptions set status = 'active' where user_id = $1`, [user.id]));
    const given = await synced(user);
    expect(given).toMatchObject({ status: 'active', credits_used: 0, credits_remaining: 200 });
    expect(Math.abs(new Date(given.current_period_start).getTime() - Date.now())).toBeLessThan(60_000);
    expect(await reserve(user, 5)).toMatchObject({ reserved: true });
  });
});

describe('cancellation', () => {
  it('keeps the credits until the period ends, then has none; reactivating inside the period keeps it', async () => {
    const user = await createUser(db, { email: 'leaving@example.com' });
    await setSubscription(user, { status: 'active', used: 20, startAgo: '10 days', endAgo: '-20 days' });
    await db.asRole(admin.claims, (tx) => tx.query(`update user_subscriptions set status = 'canceled' where user_id = $1`, [user.id]));
    expect(await reserve(user, 5)).toMatchObject({ reserved: true, credits_remaining: 175 });

    await db.asRole(admin.claims, (tx) => tx.query(`update user_subscriptions set status = 'active' where user_id = $1`, [user.id]));
    expect(await synced(user)).toMatchObject({ status: 'active', credits_used: 25, credits_remaining: 175 });

    await setSubscription(user, { status: 'canceled', used: 25, startAgo: '31 days', endAgo: '1 day' });
    const after = await settledBothWays(user);
    expect(after).toMatchObject({ status: 'canceled', credits_remaining: 0 });
    expect(await reserve(user, 1)).toEqual({ reserved: false, reason: 'no_subscription' });
  });
});
