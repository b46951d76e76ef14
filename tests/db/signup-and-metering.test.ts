// What the database does for an account on its own: the profile and the 14-day
// Starter trial made at sign-up, and credits moved by every usage record, in a way
// the user cannot get around.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Tx } from '../../server/db/database.ts';
import { attempt } from './support/attempt.ts';
import { createUser, openTestDb, type TestUser } from './support/test-db.ts';

type Subscription = {
  plan_name: string;
  status: string;
  credits_used: number;
  credits_remaining: number;
  trial_days: number;
  starts_now: boolean;
};

let db: Database;

beforeAll(async () => {
  db = await openTestDb();
});

afterAll(() => db?.close());

async function subscriptionOf(user: TestUser): Promise<Subscription | undefined> {
  const { rows } = await db.asRole(user.claims, (tx) =>
    tx.query<Subscription>(
      `select plan.name as plan_name, sub.status, sub.credits_used, sub.credits_remaining,
              extract(epoch from sub.current_period_end - sub.current_period_start)::int / 86400 as trial_days,
              abs(extract(epoch from sub.current_period_start - now())) < 60 as starts_now
         from user_subscriptions as sub join subscription_plans as plan on plan.id = sub.plan_id`,
    ),
  );
  expect(rows.length).toBeLessThanOrEqual(1);
  return rows[0];
}

async function profileOf(user: TestUser) {
  const { rows } = await db.asRole(user.claims, (tx) =>
    tx.query<{ full_name: string; business_name: string; business_type: string; brand_personality: unknown }>(
      'select full_name, business_name, business_type, brand_personality from profiles',
    ),
  );
  return rows;
}

describe('sign-up', () => {
  it('creates the profile from the auth call metadata and a 14-day Starter trial with 200 credits', async () => {
    const user = await createUser(db, {
      email: 'maya@example.com',
      userMetadata: { full_name: 'Maya Ramgoolam', business_name: 'Lagoon Yoga', business_type: 'yoga-studio' },
    });
    expect(await profileOf(user)).toEqual([
      {
        full_name: 'Maya Ramgoolam',
        business_name: 'Lagoon Yoga',
        business_type: 'yoga-studio',
        brand_personality: { spiritual_practical: 50, calm_energetic: 50, formal_casual: 50, detailed_concise: 50 },
      },
    ]);
    expect(await subscriptionOf(user)).toEqual({
      plan_name: 'Starter',
      status: 'trialing',
      credits_used: 0,
      credits_remaining: 200,
      trial_days: 14,
      starts_now: true,
    });
  });

  it('reads the sign-up screen keys name, businessName and businessType too', async () => {
    const user = await createUser(db, {
      email: 'ravi@example.com',
      userMetadata: { name: '  Ravi Jugnauth ', businessName: 'Ayur Roots', businessType: 'ayurveda-clinic' },
    });
    expect(await profileOf(user)).toMatchObject([
      { full_name: 'Ravi Jugnauth', business_name: 'Ayur Roots', business_type: 'ayurveda-clinic' },
    ]);
  });

  it('never fails a sign-up over odd metadata: no metadata, or values beyond the column limits', async () => {
    const bare = await createUser(db, { email: 'bare@example.com' });
    expect(await profileOf(bare)).toMatchObject([{ full_name: '', business_name: '', business_type: '' }]);
    const long = await createUser(db, { email: 'long@example.com', userMetadata: { full_name: 'x'.repeat(5000) } });
    const [profile] = await profileOf(long);
    expect(profile?.full_name).toHaveLength(200);
  });

  it('still creates the profile when no Starter plan exists', async () => {
    const rename = (from: string, to: string) =>
      db.asSuperuser((tx) => tx.query('update subscription_plans set name = $2 where name = $1', [from, to]));
    await rename('Starter', 'Starter (retired)');
    try {
      const user = await createUser(db, { email: 'noplan@example.com', userMetadata: { full_name: 'Noor' } });
      expect(await profileOf(user)).toMatchObject([{ full_name: 'Noor' }]);
      expect(await subscriptionOf(user)).toBeUndefined();
    } finally {
      await rename('Starter (retired)', 'Starter');
    }
  });

  it('deleting the account removes its profile, subscription and data', async () => {
    const user = await createUser(db, { email: 'leaving@example.com' });
    await db.asRole(user.claims, (tx) =>
      tx.query(`insert into usage_tracking (user_id, content_type, credits_consumed) values ($1, 'blog', 3)`, [user.id]),
    );
    await db.asSuperuser((tx) => tx.query('delete from auth.users where id = $1', [user.id]));
    const { rows } = await db.asSuperuser((tx) =>
      tx.query<{ left: number }>(
        `select (select count(*) from profiles where user_id = $1)
              + (select count(*) from user_subscriptions where user_id = $1)
              + (select count(*) from usage_tracking where user_id = $1) as left`,
        [user.id],
      ),
    );
    expect(Number(rows[0]?.left)).toBe(0);
  });
});

describe('credit metering', () => {
  let asha: TestUser;
  let ben: TestUser;

  beforeAll(async () => {
    asha = await createUser(db, { email: 'asha@example.com' });
    ben = await createUser(db, { email: 'ben@example.com' });
  });

  const recordUsage = (user: TestUser, credits: number, owner = user.id) =>
    db.asRole(user.claims, (tx) =>
      tx.query(`insert into usage_tracking (user_id, content_type, credits_consumed, word_count) values ($1, 'blog', $2, 800)`, [
        owner,
        credits,
      ]),
    );

  it('a usage record adds to credits_used and takes from credits_remaining of the active subscription', async () => {
    await recordUsage(asha, 7);
    expect(await subscriptionOf(asha)).toMatchObject({ credits_used: 7, credits_remaining: 193 });
    await recordUsage(asha, 2);
    expect(await subscriptionOf(asha)).toMatchObject({ credits_used: 9, credits_remaining: 191 });
  });

  it('credits_remaining stops at 0 while credits_used keeps counting', async () => {
    await recordUsage(asha, 500);
    expect(await subscriptionOf(asha)).toMatchObject({ credits_used: 509, credits_remaining: 0 });
  });

  it('a canceled subscription is charged until its period ends, and not after', async () => {
    const user = await createUser(db, { email: 'canceled@example.com' });
    await db.asSuperuser((tx) => tx.query(`update user_subscriptions set status = 'canceled' where user_id = $1`, [user.id]));
    await recordUsage(user, 5);
    expect(await subscriptionOf(user)).toMatchObject({ status: 'canceled', credits_used: 5, credits_remaining: 195 });
    await db.asSuperuser((tx) =>
      tx.query(`update user_subscriptions set current_period_start = now() - interval '20 days', current_period_end = now() - interval '1 day' where user_id = $1`, [
        user.id,
      ]),
    );
    await recordUsage(user, 5);
    expect(await subscriptionOf(user)).toMatchObject({ status: 'canceled', credits_used: 5, credits_remaining: 0 });
  });

  it('a retried push of the same usage record is refused and not charged twice', async () => {
    const id = '0b000000-0000-4000-8000-0000000000aa';
    const insert = (tx: Tx) =>
      tx.query(`insert into usage_tracking (id, user_id, content_type, credits_consumed) values ($1, $2, 'social', 2)`, [id, ben.id]);
    await db.asRole(ben.claims, insert);
    await expect(db.asRole(ben.claims, insert)).rejects.toMatchObject({ code: '23505' });
    expect(await subscriptionOf(ben)).toMatchObject({ credits_used: 2, credits_remaining: 198 });
  });

  it('a user cannot change their own subscription status or credits', async () => {
    const before = await subscriptionOf(ben);
    const update = await attempt(db, ben.claims, {
      sql: `update user_subscriptions set status = 'active', credits_used = 0, credits_remaining = 100000,
              current_period_end = now() + interval '10 years' where user_id = $1`,
      params: [ben.id],
    });
    expect(update).toEqual({ rows: 0 });
    const remove = await attempt(db, ben.claims, { sql: 'delete from user_subscriptions where user_id = $1', params: [ben.id] });
    expect(remove).toEqual({ rows: 0 });
    expect(await subscriptionOf(ben)).toEqual(before);
  });

  it('a user cannot insert usage for another user (and so cannot drain their credits)', async () => {
    await expect(recordUsage(ben, 50, asha.id)).rejects.toMatchObject({ code: '42501' });
    expect(await subscriptionOf(asha)).toMatchObject({ credits_used: 509 });
  });

  it('a user cannot rewrite or delete usage records to win credits back', async () => {
    const update = await attempt(db, ben.claims, { sql: 'update usage_tracking set credits_consumed = 0 where user_id = $1', params: [ben.id] });
    const remove = await attempt(db, ben.claims, { sql: 'delete from usage_tracking where user_id = $1', params: [ben.id] });
    expect([update, remove]).toEqual([{ rows: 0 }, { rows: 0 }]);
  });

  it('negative credits are refused, so a usage record can never add credits', async () => {
    await expect(recordUsage(ben, -100)).rejects.toMatchObject({ code: '23514' });
    expect(await subscriptionOf(ben)).toMatchObject({ credits_used: 2, credits_remaining: 198 });
  });

  it("an administrator resets a user's credits", async () => {
    const admin = await createUser(db, { email: 'admin@example.com', admin: true });
    await db.asRole(admin.claims, (tx) =>
      tx.query(
        `update user_subscriptions as sub set credits_used = 0, credits_remaining = plan.credits_limit
           from subscription_plans as plan where plan.id = sub.plan_id and sub.user_id = $1`,
        [asha.id],
      ),
    );
    expect(await subscriptionOf(asha)).toMatchObject({ credits_used: 0, credits_remaining: 200 });
  });
});
