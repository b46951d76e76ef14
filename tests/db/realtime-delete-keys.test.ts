// Migration 0700: a DELETE logs (and a hosted project's Realtime sends to every subscriber
// of the table) only its replica identity. No published table may have a user's id there.
// On real PostgreSQL the write-ahead log itself is read back (logical decoding) after a
// user deletes rows and after the whole account is removed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/database.ts';
import { onPostgres } from '../support/test-database.ts';
import { createUser, openTestDb } from './support/test-db.ts';

let db: Database;

beforeAll(async () => {
  db = await openTestDb();
});
afterAll(() => db?.close());

describe('the keys a DELETE publishes', () => {
  it('are random row keys on every published table, never a user id', async () => {
    const { rows } = await db.asSuperuser((tx) =>
      tx.query<{ table: string; identity: string[] }>(
        `select c.relname as table,
                coalesce((select array_agg(a.attname::text order by a.attnum)
                            from pg_index i join pg_attribute a on a.attrelid = c.oid and a.attnum = any(i.indkey)
                           where i.indrelid = c.oid
                             and ((c.relreplident = 'd' and i.indisprimary) or (c.relreplident = 'i' and i.indisreplident))),
                         case c.relreplident when 'f' then array['(every column)'] else array[]::text[] end) as identity
           from pg_publication_tables p
           join pg_class c on c.relname = p.tablename and c.relnamespace = p.schemaname::regnamespace
          where p.pubname = 'supabase_realtime'
          order by 1`,
      ),
    );
    const identities = Object.fromEntries(rows.map((row) => [row.table, row.identity]));
    expect(identities).toEqual({
      briefs: ['id'],
      content_history: ['id'],
      content_preferences: ['_row_key'],
      generator_drafts: ['_row_key'],
      master_prompts: ['id'],
      profiles: ['_row_key'],
      subscription_plans: ['id'],
      tone_templates: ['id'],
      usage_tracking: ['id'],
      user_subscriptions: ['id'],
    });
  });

  it('keeps a row key of its own: a push cannot choose or change it', async () => {
    const user = await createUser(db, { email: 'keys@example.com' });
    const read = async () =>
      (await db.asRole(user.claims, (tx) => tx.query<{ key: string }>('select _row_key::text as key from profiles'))).rows[0]!.key;
    const before = await read();
    expect(before).not.toBe(user.id);
    await db.asRole(user.claims, (tx) => tx.query(`update profiles set _row_key = $1, full_name = 'Asha' where id = $1`, [user.id]));
    expect(await read()).toBe(before);
  });

  it.skipIf(!onPostgres)('the write-ahead log of a removed account holds no DELETE with its user id (real PostgreSQL)', async () => {
    const user = await createUser(db, { email: 'leaving@example.com' });
    await db.asRole(user.claims, async (tx) => {
      await tx.query(`insert into content_preferences (user_id, content_type, default_settings) values ($1, 'blog', '{}')`, [user.id]);
      await tx.query(`insert into generator_drafts (user_id, content_type, form) values ($1, 'social', '{}')`, [user.id]);
      await tx.query(`insert into content_history (user_id, content_type, title, content) values ($1, 'blog', 'Morning flow', 'Text')`, [user.id]);
    });
    await db.asSuperuser((tx) => tx.query(`select pg_create_logical_replication_slot('delete_keys', 'test_decoding')`));
    try {
      await db.asRole(user.claims, (tx) => tx.query(`delete from content_preferences where user_id = $1`, [user.id]));
      await db.asSuperuser((tx) => tx.query('delete from auth.users where id = $1', [user.id]));
      const { rows } = await db.asSuperuser((tx) =>
        tx.query<{ data: string }>(`select data from pg_logical_slot_get_changes('delete_keys', null, null) where data like 'table public.%: DELETE:%'`),
      );
      const deleted = rows.map((row) => row.data);
      for (const table of ['profiles', 'content_preferences', 'generator_drafts', 'content_history', 'user_subscriptions']) {
        expect(deleted.some((line) => line.startsWith(`table public.${table}: DELETE:`)), table).toBe(true);
      }
      expect(deleted.filter((line) => line.includes(user.id))).toEqual([]);
    } finally {
      await db.asSuperuser((tx) => tx.query(`select pg_drop_replication_slot('delete_keys')`));
    }
  });
});
