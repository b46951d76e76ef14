// The replication columns RxDB's pull relies on: `_modified` is stamped by the
// database (never the client) on every insert and update, with microseconds, always
// increasing, and round-trips exactly as text; ids derived from the owner let the
// app's upserts omit them; every synced table publishes its changes for Realtime.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Tx } from '../../server/db/database.ts';
import { createUser, openTestDb, type TestUser } from './support/test-db.ts';

/** `_modified` as microseconds since the epoch, exact (numeric, not a JS Date). */
const MICROS = `(extract(epoch from _modified) * 1000000)::bigint::text as micros`;

// For each table: a statement giving one row of the user ($1 = user id), made by it
// or by sign-up, and a change to that row ($1 = row id).
const TABLES: { table: string; row: string; change: string }[] = [
  {
    table: 'profiles',
    row: `select id from profiles where user_id = $1`,
    change: `update profiles set business_name = 'Sea Salt Spa' where id = $1`,
  },
  {
    table: 'content_preferences',
    row: `insert into content_preferences (user_id, content_type) values ($1, 'newsletter') returning id`,
    change: `update content_preferences set default_settings = '{"personalization_level":80}' where id = $1`,
  },
  {
    table: 'tone_templates',
    row: `insert into tone_templates (user_id, name) values ($1, 'Gentle') returning id`,
    change: `update tone_templates set is_default = true where id = $1`,
  },
  {
    table: 'briefs',
    row: `insert into briefs (user_id, kind, title) values ($1, 'offer', 'Ten-class pass') returning id`,
    change: `update briefs set places_left = 20 where id = $1`,
  },
  {
    table: 'content_history',
    row: `insert into content_history (user_id, content_type, title) values ($1, 'email', 'Welcome') returning id`,
    change: `update content_history set status = 'published' where id = $1`,
  },
  {
    table: 'generator_drafts',
    row: `insert into generator_drafts (user_id, content_type) values ($1, 'seo') returning id`,
    change: `update generator_drafts set output = '"done"' where id = $1`,
  },
  {
    table: 'usage_tracking',
    row: `insert into usage_tracking (user_id, content_type, credits_consumed) values ($1, 'video', 1) returning id`,
    change: `update usage_tracking set word_count = 10 where id = $1`,
  },
  {
    table: 'user_subscriptions',
    row: `select id from user_subscriptions where user_id = $1`,
    change: `update user_subscriptions set status = 'past_due' where id = $1`,
  },
  {
    table: 'subscription_plans',
    row: `insert into subscription_plans (name, credits_limit, price) values ('Sync ' || $1, 10, 1) returning id`,
    change: `update subscription_plans set is_active = false where id = $1`,
  },
  {
    table: 'master_prompts',
    row: `insert into master_prompts (name, content_type, tone, prompt_text) values ('Sync ' || $1, 'seo', 'Expert', 'Text') returning id`,
    change: `update master_prompts set is_active = false where id = $1`,
  },
];

let db: Database;
let user: TestUser;

const superuser = <T>(fn: (tx: Tx) => Promise<T>) => db.asSuperuser(fn);

async function modifiedOf(table: string, id: string): Promise<bigint> {
  const { rows } = await superuser((tx) => tx.query<{ micros: string }>(`select ${MICROS} from ${table} where id = $1`, [id]));
  return BigInt(rows[0]!.micros);
}

beforeAll(async () => {
  db = await openTestDb();
  user = await createUser(db, { email: 'sync@example.com' });
});

afterAll(() => db?.close());

describe('_modified', () => {
  for (const { table, row, change } of TABLES) {
    it(`${table}: stamped on insert and stamped later on update`, async () => {
      const id = await superuser(async (tx) => (await tx.query<{ id: string }>(row, [user.id])).rows[0]!.id);
      const before = await modifiedOf(table, id);
      await superuser((tx) => tx.query(change, [id]));
      expect(await modifiedOf(table, id)).toBeGreaterThan(before);
    });
  }

  it('ignores a value the client sends', async () => {
    const { rows } = await db.asRole(user.claims, (tx) =>
      tx.query<{ recent: boolean }>(
        `insert into content_history (user_id, content_type, _modified) values ($1, 'blog', '2000-01-01T00:00:00Z')
         returning _modified > now() - interval '1 minute' as recent`,
        [user.id],
      ),
    );
    expect(rows).toEqual([{ recent: true }]);
  });

  it('keeps microseconds and increases strictly, even for rows written in the same millisecond', async () => {
    const { rows } = await db.asRole(user.claims, (tx) =>
      tx.query<{ micros: string }>(
        `insert into content_history (user_id, content_type, title)
         select $1, 'social', 'Post ' || n from generate_series(1, 25) as n
         returning ${MICROS}`,
        [user.id],
      ),
    );
    const stamps = rows.map((row) => BigInt(row.micros));
    for (let i = 1; i < stamps.length; i++) expect(stamps[i]!).toBeGreaterThan(stamps[i - 1]!);
    expect(stamps.some((stamp) => stamp % 1000n !== 0n)).toBe(true);
  });

  it('increases on every update of a row, also twice in one transaction', async () => {
    const stamps = await db.asRole(user.claims, async (tx) => {
      const { rows } = await tx.query<{ id: string; micros: string }>(
        `insert into tone_templates (user_id, name) values ($1, 'Draft') returning id, ${MICROS}`,
        [user.id],
      );
      const id = rows[0]!.id;
      const first = await tx.query<{ micros: string }>(`update tone_templates set name = 'Draft 2' where id = $1 returning ${MICROS}`, [id]);
      const second = await tx.query<{ micros: string }>(`update tone_templates set name = 'Draft 3' where id = $1 returning ${MICROS}`, [id]);
      return [rows[0]!.micros, first.rows[0]!.micros, second.rows[0]!.micros].map(BigInt);
    });
    expect(stamps[1]!).toBeGreaterThan(stamps[0]!);
    expect(stamps[2]!).toBeGreaterThan(stamps[1]!);
  });

  it('round-trips exactly through the JSON Postgres writes, so a pull checkpoint finds the row again', async () => {
    const checks = await db.asRole(user.claims, async (tx) => {
      await tx.query(`insert into content_history (user_id, content_type) select $1, 'video' from generate_series(1, 10)`, [user.id]);
      const { rows } = await tx.query<{ doc: string }>(
        `select row_to_json(h)::text as doc from content_history as h where content_type = 'video'`,
      );
      const docs = rows.map((row) => JSON.parse(row.doc) as { id: string; _modified: string });
      const found = [];
      for (const doc of docs) {
        const hit = await tx.query(`select 1 from content_history where _modified = $1 and id = $2`, [doc._modified, doc.id]);
        found.push(hit.rows.length);
      }
      return { found, withMicroseconds: docs.filter((doc) => /\.\d{6}/.test(doc._modified)).length };
    });
    expect(checks.found).toEqual(Array(10).fill(1));
    expect(checks.withMicroseconds).toBeGreaterThan(0);
  });
});

describe('updated_at', () => {
  it('moves on update, unless the client sets it (an offline edit keeps its own time)', async () => {
    const result = await db.asRole(user.claims, async (tx) => {
      const { rows } = await tx.query<{ id: string }>(
        `insert into content_history (user_id, content_type, updated_at) values ($1, 'blog', '2025-01-01T00:00:00Z') returning id`,
        [user.id],
      );
      const id = rows[0]!.id;
      const touched = await tx.query<{ moved: boolean }>(
        `update content_history set title = 'Edited' where id = $1 returning updated_at > '2025-01-02' as moved`,
        [id],
      );
      const kept = await tx.query<{ kept: boolean }>(
        `update content_history set title = 'Offline edit', updated_at = '2025-03-01T10:00:00Z' where id = $1
         returning updated_at = '2025-03-01T10:00:00Z' as kept`,
        [id],
      );
      return { moved: touched.rows[0]!.moved, kept: kept.rows[0]!.kept };
    });
    expect(result).toEqual({ moved: true, kept: true });
  });
});

describe('ids derived from the owner', () => {
  it('an upsert of content_preferences without an id lands on "<user_id>:<content_type>", twice on one row', async () => {
    const upsert = (words: number) =>
      db.asRole(user.claims, (tx) =>
        tx.query(
          `insert into content_preferences (user_id, content_type, default_settings) values ($1, 'blog', $2)
           on conflict (user_id, content_type) do update set default_settings = excluded.default_settings`,
          [user.id, JSON.stringify({ default_word_count: words })],
        ),
      );
    await upsert(600);
    await upsert(1200);
    const { rows } = await db.asRole(user.claims, (tx) =>
      tx.query<{ id: string; default_settings: unknown }>(`select id, default_settings from content_preferences where content_type = 'blog'`),
    );
    expect(rows).toEqual([{ id: `${user.id}:blog`, default_settings: { default_word_count: 1200 } }]);
  });

  it('the brand setup upsert of profiles on user_id, without an id, updates the one profile', async () => {
    await db.asRole(user.claims, (tx) =>
      tx.query(
        `insert into profiles (user_id, full_name, business_name) values ($1, 'Lagoon Spa', 'Lagoon Spa')
         on conflict (user_id) do update set full_name = excluded.full_name, business_name = excluded.business_name`,
        [user.id],
      ),
    );
    const { rows } = await db.asRole(user.claims, (tx) => tx.query<{ id: string; full_name: string }>('select id, full_name from profiles'));
    expect(rows).toEqual([{ id: user.id, full_name: 'Lagoon Spa' }]);
  });
});

it('every synced and pulled table is in the supabase_realtime publication', async () => {
  const { rows } = await superuser((tx) =>
    tx.query<{ tablename: string }>(
      `select tablename from pg_publication_tables where pubname = 'supabase_realtime' and schemaname = 'public' order by 1`,
    ),
  );
  expect(rows.map((row) => row.tablename)).toEqual(TABLES.map((t) => t.table).sort());
});
