// The database accepts exactly the content types the tools make (domain/tools.ts):
// public.content_types() is the one list the five content_type checks read.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_TYPES } from '../../domain/tools.ts';
import type { Database } from '../../server/db/database.ts';
import { attempt } from './support/attempt.ts';
import { createUser, openTestDb } from './support/test-db.ts';

let db: Database;

beforeAll(async () => {
  db = await openTestDb();
});

afterAll(() => db?.close());

const TABLES = ['content_preferences', 'content_history', 'generator_drafts', 'master_prompts', 'usage_tracking'];

describe('the allowed content types', () => {
  it("are the tool registry's, in its order", async () => {
    const { rows } = await db.asSuperuser((tx) => tx.query<{ types: string[] }>('select public.content_types() as types'));
    const sql = `create or replace function public.content_types() ... as $$ select array[${CONTENT_TYPES.map((type) => `'${type}'`).join(', ')}] $$;`;
    expect(rows[0]?.types, `domain/tools.ts and the database disagree: add a migration that runs\n${sql}`).toEqual([...CONTENT_TYPES]);
  });

  it('are what every content_type column checks against', async () => {
    const { rows } = await db.asSuperuser((tx) =>
      tx.query<{ table: string; checked: boolean }>(
        `select c.table_name as table,
                exists (select 1 from pg_constraint k
                        where k.conrelid = format('public.%I', c.table_name)::regclass and k.contype = 'c'
                          and pg_get_constraintdef(k.oid) like '%content_type = ANY (%content_types())%') as checked
         from information_schema.columns c
         where c.table_schema = 'public' and c.column_name = 'content_type' and c.table_name in (select tablename from pg_tables where schemaname = 'public')
         order by 1`,
      ),
    );
    expect(rows.map((row) => row.table)).toEqual([...TABLES].sort());
    for (const row of rows) expect(row.checked, row.table).toBe(true);
  });

  it('are accepted, and another is refused, by the tables a user writes', async () => {
    const user = await createUser(db, { email: 'types@example.com' });
    for (const type of CONTENT_TYPES) {
      const outcome = await attempt(db, user.claims, {
        sql: 'insert into usage_tracking (user_id, content_type, credits_consumed) values ($1, $2, 1)',
        params: [user.id, type],
      });
      expect(outcome, type).toEqual({ rows: 1 });
    }
    const refused = await attempt(db, user.claims, {
      sql: 'insert into content_history (user_id, content_type) values ($1, $2)',
      params: [user.id, 'podcast'],
    });
    expect(refused).toEqual({ error: '23514' });
  });
});
