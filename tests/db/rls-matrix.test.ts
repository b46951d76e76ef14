// Row level security, table by table: what a visitor (anon), the owner (A), another
// user (B) and an administrator may do to one row. The row is A's on per-user tables,
// and a shared active row on plans and prompts. Every attempt runs in its own
// transaction and is rolled back, so all of them see the same rows.
//   ok     = the row was returned / inserted / changed / deleted
//   none   = no error, but no row seen or touched (the policy filtered it out)
//   denied = error 42501 (insufficient privilege: a row the policy refuses to accept)
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Claims, Database } from '../../server/db/database.ts';
import { attempt, type Outcome, type Statement } from './support/attempt.ts';
import { ANON, createUser, openTestDb, type TestUser } from './support/test-db.ts';

type Expected = 'ok' | 'none' | 'denied';
type Op = 'select' | 'insert' | 'update' | 'delete';
/** Expected outcome for [anon, A, B, admin]. */
type Row = readonly [Expected, Expected, Expected, Expected];
type Ctx = { a: TestUser; b: TestUser; admin: TestUser; starterId: string };
type TableCase = { table: string; statements: (ctx: Ctx) => Record<Op, Statement>; expect: Record<Op, Row> };

const ACTORS = ['anon', 'A', 'B', 'admin'] as const;

const ROW = {
  template: '0a000000-0000-4000-8000-000000000001',
  brief: '0a000000-0000-4000-8000-000000000008',
  history: '0a000000-0000-4000-8000-000000000002',
  usage: '0a000000-0000-4000-8000-000000000003',
  plan: '0a000000-0000-4000-8000-000000000004',
  prompt: '0a000000-0000-4000-8000-000000000005',
  inactivePlan: '0a000000-0000-4000-8000-000000000006',
  inactivePrompt: '0a000000-0000-4000-8000-000000000007',
};

const OWNER_ONLY = {
  select: ['none', 'ok', 'none', 'none'],
  insert: ['denied', 'ok', 'denied', 'denied'],
  update: ['none', 'ok', 'none', 'none'],
  delete: ['none', 'ok', 'none', 'none'],
} as const satisfies Record<Op, Row>;

const CASES: TableCase[] = [
  {
    table: 'profiles',
    statements: ({ a }) => ({
      select: { sql: 'select id from profiles where id = $1', params: [a.id] },
      insert: {
        prepare: `delete from user_subscriptions where user_id = '${a.id}'; delete from profiles where id = '${a.id}';`,
        sql: `insert into profiles (id, user_id, business_name) values ($1, $1, 'Fresh start')`,
        params: [a.id],
      },
      update: { sql: `update profiles set business_name = 'Changed' where id = $1`, params: [a.id] },
      delete: {
        prepare: `delete from user_subscriptions where user_id = '${a.id}';`,
        sql: 'delete from profiles where id = $1',
        params: [a.id],
      },
    }),
    // Administrators read every profile (names and businesses), never write one.
    expect: { ...OWNER_ONLY, select: ['none', 'ok', 'none', 'ok'] },
  },
  {
    table: 'content_preferences',
    statements: ({ a }) => ({
      select: { sql: 'select id from content_preferences where id = $1', params: [`${a.id}:blog`] },
      insert: {
        sql: `insert into content_preferences (user_id, content_type, default_settings) values ($1, 'social', '{"max_hashtags":10}')`,
        params: [a.id],
      },
      update: {
        sql: `update content_preferences set default_settings = '{"default_word_count":600}' where id = $1`,
        params: [`${a.id}:blog`],
      },
      delete: { sql: 'delete from content_preferences where id = $1', params: [`${a.id}:blog`] },
    }),
    expect: OWNER_ONLY,
  },
  {
    table: 'tone_templates',
    statements: ({ a }) => ({
      select: { sql: 'select id from tone_templates where id = $1', params: [ROW.template] },
      insert: { sql: `insert into tone_templates (user_id, name) values ($1, 'Grounded')`, params: [a.id] },
      update: { sql: `update tone_templates set name = 'Changed' where id = $1`, params: [ROW.template] },
      delete: { sql: 'delete from tone_templates where id = $1', params: [ROW.template] },
    }),
    expect: OWNER_ONLY,
  },
  {
    table: 'briefs',
    statements: ({ a }) => ({
      select: { sql: 'select id from briefs where id = $1', params: [ROW.brief] },
      insert: { sql: `insert into briefs (user_id, kind, title) values ($1, 'class', 'Sunrise flow')`, params: [a.id] },
      update: { sql: `update briefs set places_left = 4 where id = $1`, params: [ROW.brief] },
      delete: { sql: 'delete from briefs where id = $1', params: [ROW.brief] },
    }),
    expect: OWNER_ONLY,
  },
  {
    table: 'content_history',
    statements: ({ a }) => ({
      select: { sql: 'select id from content_history where id = $1', params: [ROW.history] },
      insert: {
        sql: `insert into content_history (user_id, content_type, title) values ($1, 'social', 'Sunrise flow')`,
        params: [a.id],
      },
      update: { sql: `update content_history set status = 'published' where id = $1`, params: [ROW.history] },
      delete: { sql: 'delete from content_history where id = $1', params: [ROW.history] },
    }),
    expect: OWNER_ONLY,
  },
  {
    table: 'generator_drafts',
    statements: ({ a }) => ({
      select: { sql: 'select id from generator_drafts where id = $1', params: [`${a.id}:blog`] },
      insert: { sql: `insert into generator_drafts (user_id, content_type) values ($1, 'video')`, params: [a.id] },
      update: {
        sql: `update generator_drafts set form = '{"keywords":["yin yoga"]}' where id = $1`,
        params: [`${a.id}:blog`],
      },
      delete: { sql: 'delete from generator_drafts where id = $1', params: [`${a.id}:blog`] },
    }),
    expect: OWNER_ONLY,
  },
  {
    table: 'usage_tracking',
    statements: ({ a }) => ({
      select: { sql: 'select id from usage_tracking where id = $1', params: [ROW.usage] },
      insert: {
        sql: `insert into usage_tracking (user_id, content_type, credits_consumed) values ($1, 'blog', 5)`,
        params: [a.id],
      },
      update: { sql: 'update usage_tracking set credits_consumed = 0 where id = $1', params: [ROW.usage] },
      delete: { sql: 'delete from usage_tracking where id = $1', params: [ROW.usage] },
    }),
    // Append-only: the owner inserts and reads; administrators read all; nobody edits.
    expect: {
      select: ['none', 'ok', 'none', 'ok'],
      insert: ['denied', 'ok', 'denied', 'denied'],
      update: ['none', 'none', 'none', 'none'],
      delete: ['none', 'none', 'none', 'none'],
    },
  },
  {
    table: 'user_subscriptions',
    statements: ({ a, starterId }) => {
      const own = `(select id from user_subscriptions where user_id = '${a.id}')`;
      return {
        select: { sql: 'select id from user_subscriptions where user_id = $1', params: [a.id] },
        insert: {
          sql: `insert into user_subscriptions (user_id, plan_id, status, credits_remaining) values ($1, $2, 'active', 9999)`,
          params: [a.id, starterId],
        },
        update: { sql: `update user_subscriptions set credits_remaining = 9999 where id = ${own}` },
        delete: { sql: `delete from user_subscriptions where id = ${own}` },
      };
    },
    // Users read their own and never write it; administrators read all and update.
    expect: {
      select: ['none', 'ok', 'none', 'ok'],
      insert: ['denied', 'denied', 'denied', 'denied'],
      update: ['none', 'none', 'none', 'ok'],
      delete: ['none', 'none', 'none', 'none'],
    },
  },
  {
    table: 'subscription_plans',
    statements: () => ({
      select: { sql: 'select id from subscription_plans where id = $1', params: [ROW.plan] },
      insert: { sql: `insert into subscription_plans (name, credits_limit, price) values ('Retreat', 2000, 249)` },
      update: { sql: 'update subscription_plans set price = 39 where id = $1', params: [ROW.plan] },
      delete: { sql: 'delete from subscription_plans where id = $1', params: [ROW.plan] },
    }),
    expect: {
      select: ['ok', 'ok', 'ok', 'ok'],
      insert: ['denied', 'denied', 'denied', 'ok'],
      update: ['none', 'none', 'none', 'ok'],
      delete: ['none', 'none', 'none', 'ok'],
    },
  },
  {
    table: 'master_prompts',
    statements: () => ({
      select: { sql: 'select id from master_prompts where id = $1', params: [ROW.prompt] },
      insert: {
        sql: `insert into master_prompts (name, content_type, tone, prompt_text) values ('Gratitude post', 'social', 'Friendly', 'Write a gratitude post about {topic}.')`,
      },
      update: { sql: `update master_prompts set tone = 'Casual' where id = $1`, params: [ROW.prompt] },
      delete: { sql: 'delete from master_prompts where id = $1', params: [ROW.prompt] },
    }),
    // Signed-in users read active prompts; visitors read none; administrators edit.
    expect: {
      select: ['none', 'ok', 'ok', 'ok'],
      insert: ['denied', 'denied', 'denied', 'ok'],
      update: ['none', 'none', 'none', 'ok'],
      delete: ['none', 'none', 'none', 'ok'],
    },
  },
];

function toExpected(outcome: Outcome): Expected | string {
  if ('error' in outcome) return outcome.error === '42501' ? 'denied' : `error ${outcome.error}`;
  if (outcome.rows === 1) return 'ok';
  return outcome.rows === 0 ? 'none' : `${outcome.rows} rows`;
}

let db: Database;
let ctx: Ctx;

function claimsOf(actor: (typeof ACTORS)[number]): Claims {
  return { anon: ANON, A: ctx.a.claims, B: ctx.b.claims, admin: ctx.admin.claims }[actor];
}

beforeAll(async () => {
  db = await openTestDb();
  const a = await createUser(db, { email: 'asha@example.com', userMetadata: { full_name: 'Asha', business_name: 'Lotus Yoga' } });
  const b = await createUser(db, { email: 'ben@example.com', userMetadata: { full_name: 'Ben' } });
  const admin = await createUser(db, { email: 'admin@example.com', admin: true });
  const starterId = await db.asSuperuser(async (tx) => {
    await tx.query(`insert into content_preferences (user_id, content_type) values ($1, 'blog')`, [a.id]);
    await tx.query(`insert into generator_drafts (user_id, content_type, form) values ($1, 'blog', '{"keywords":["breathwork"]}')`, [
      a.id,
    ]);
    await tx.query(`insert into tone_templates (id, user_id, name) values ($1, $2, 'Calm guide')`, [ROW.template, a.id]);
    await tx.query(`insert into briefs (id, user_id, kind, title) values ($1, $2, 'workshop', 'Breathwork weekend')`, [ROW.brief, a.id]);
    await tx.query(`insert into content_history (id, user_id, content_type, title) values ($1, $2, 'blog', 'Yin for sleep')`, [
      ROW.history,
      a.id,
    ]);
    await tx.query(`insert into usage_tracking (id, user_id, content_type, credits_consumed) values ($1, $2, 'blog', 5)`, [
      ROW.usage,
      a.id,
    ]);
    await tx.query(
      `insert into subscription_plans (id, name, credits_limit, price, is_active)
       values ($1, 'Matrix plan', 50, 9, true), ($2, 'Retired plan', 50, 9, false)`,
      [ROW.plan, ROW.inactivePlan],
    );
    await tx.query(
      `insert into master_prompts (id, name, content_type, tone, prompt_text, is_active)
       values ($1, 'Matrix prompt', 'blog', 'Expert', 'Write about {topic}.', true),
              ($2, 'Retired prompt', 'blog', 'Expert', 'Write about {topic}.', false)`,
      [ROW.prompt, ROW.inactivePrompt],
    );
    const { rows } = await tx.query<{ id: string }>(`select id from subscription_plans where name = 'Starter'`);
    return rows[0]!.id;
  });
  ctx = { a, b, admin, starterId };
});

afterAll(() => db?.close());

for (const { table, statements, expect: expected } of CASES) {
  describe(table, () => {
    for (const op of ['select', 'insert', 'update', 'delete'] as const) {
      ACTORS.forEach((actor, i) => {
        const want = expected[op][i];
        it(`${op} as ${actor}: ${want}`, async () => {
          const outcome = await attempt(db, claimsOf(actor), statements(ctx)[op]);
          expect(toExpected(outcome)).toBe(want);
        });
      });
    }
  });
}

describe('beyond the matrix', () => {
  // The studio tables have their own matrix (owner, staff, removed member, other studio), in studio-teams.test.ts.
  const STUDIO_TABLES = ['studios', 'studio_members', 'studio_invitations', 'calendar_feeds'];

  it('every public table has row level security on and a place in a matrix', async () => {
    const { rows } = await db.asSuperuser((tx) =>
      tx.query<{ table: string; rls: boolean }>(
        `select relname as table, relrowsecurity as rls from pg_class
          where relnamespace = 'public'::regnamespace and relkind in ('r', 'p') order by relname`,
      ),
    );
    const covered = [...CASES.map((c) => c.table), ...STUDIO_TABLES].sort();
    expect(rows).toEqual(covered.map((table) => ({ table, rls: true })));
  });

  const OWNED = ['profiles', 'content_preferences', 'tone_templates', 'briefs', 'content_history', 'generator_drafts'];

  it.each(OWNED)('the owner cannot hand a %s row to another user', async (table) => {
    const handOver = { sql: `update ${table} set user_id = $1 where user_id = $2`, params: [ctx.b.id, ctx.a.id] };
    expect(await attempt(db, ctx.a.claims, handOver)).toEqual({ error: '42501' });
    // The update policy's WITH CHECK refuses it on its own too, without the keep_owner trigger.
    const policyAlone = { ...handOver, prepare: `alter table ${table} disable trigger keep_owner;` };
    expect(await attempt(db, ctx.a.claims, policyAlone)).toEqual({ error: '42501' });
  });

  it('inactive plans and prompts are visible to administrators only', async () => {
    const plan = { sql: 'select id from subscription_plans where id = $1', params: [ROW.inactivePlan] };
    const prompt = { sql: 'select id from master_prompts where id = $1', params: [ROW.inactivePrompt] };
    expect(await attempt(db, ANON, plan)).toEqual({ rows: 0 });
    expect(await attempt(db, ctx.a.claims, plan)).toEqual({ rows: 0 });
    expect(await attempt(db, ctx.admin.claims, plan)).toEqual({ rows: 1 });
    expect(await attempt(db, ctx.a.claims, prompt)).toEqual({ rows: 0 });
    expect(await attempt(db, ctx.admin.claims, prompt)).toEqual({ rows: 1 });
  });

  it('the owner still sees a soft-deleted row, so replication carries the deletion', async () => {
    const outcome = await attempt(db, ctx.a.claims, {
      prepare: `update content_history set _deleted = true where id = '${ROW.history}';`,
      sql: 'select id from content_history where id = $1 and _deleted',
      params: [ROW.history],
    });
    expect(outcome).toEqual({ rows: 1 });
  });

  it('role "admin" in user_metadata (which users can edit) grants nothing', async () => {
    const pretender: Claims = { ...ctx.b.claims, user_metadata: { role: 'admin' }, role: 'authenticated' };
    expect(await attempt(db, pretender, { sql: 'select id from profiles' })).toEqual({ rows: 1 });
    expect(
      await attempt(db, pretender, { sql: `insert into subscription_plans (name, credits_limit, price) values ('Free', 9999, 0)` }),
    ).toEqual({ error: '42501' });
  });

  it('an administrator cannot attribute a master prompt to another user', async () => {
    const outcome = await attempt(db, ctx.admin.claims, {
      sql: `insert into master_prompts (name, content_type, tone, prompt_text, user_id) values ('Borrowed', 'blog', 'Expert', 'Text', $1)`,
      params: [ctx.a.id],
    });
    expect(outcome).toEqual({ error: '42501' });
  });

  it('an administrator sees every user profile with its names and businesses', async () => {
    const rows = await db.asRole(ctx.admin.claims, (tx) =>
      tx.query<{ full_name: string; business_name: string }>('select full_name, business_name from profiles order by full_name'),
    );
    expect(rows.rows).toEqual([
      { full_name: '', business_name: '' },
      { full_name: 'Asha', business_name: 'Lotus Yoga' },
      { full_name: 'Ben', business_name: '' },
    ]);
  });

  it('a profile with a subscription cannot be hard-deleted (the subscription points at it)', async () => {
    const outcome = await attempt(db, ctx.a.claims, { sql: 'delete from profiles where id = $1', params: [ctx.a.id] });
    expect(outcome).toEqual({ error: '23503' });
  });
});
