// Migration 0400's per-role time limits, as the REST layer applies them to each request
// (server/rest/run-transaction.ts): on real PostgreSQL a statement past the limit is
// canceled (57014) and the transaction's writes are gone. PGlite cannot cancel (see the
// migration), which is why this runs on the PostgreSQL project only.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/database.ts';
import { parsePrefer } from '../../server/rest/prefer.ts';
import { runTransaction } from '../../server/rest/run-transaction.ts';
import { onPostgres } from '../support/test-database.ts';
import { createUser, openTestDb } from './support/test-db.ts';

let db: Database;

beforeAll(async () => {
  db = await openTestDb();
});
afterAll(() => db?.close());

describe.skipIf(!onPostgres)('statement time limits on PostgreSQL', () => {
  it('cancels an anonymous request after 3 s', async () => {
    const started = Date.now();
    await expect(
      runTransaction(db, { role: 'anon' }, parsePrefer(undefined), async (tx) => {
        await tx.query('select pg_sleep(10)');
        return { status: 200, headers: {}, body: '' };
      }),
    ).rejects.toMatchObject({ code: '57014' });
    expect(Date.now() - started).toBeLessThan(9_000);
  });

  it('cancels a signed-in request after 8 s and keeps none of its writes', async () => {
    const user = await createUser(db, { email: 'slow@example.com' });
    await expect(
      runTransaction(db, user.claims, parsePrefer(undefined), async (tx) => {
        await tx.query(`update profiles set full_name = 'Never saved' where id = $1`, [user.id]);
        await tx.query('select pg_sleep(30)');
        return { status: 200, headers: {}, body: '' };
      }),
    ).rejects.toMatchObject({ code: '57014' });
    const { rows } = await db.asRole(user.claims, (tx) => tx.query<{ full_name: string }>('select full_name from profiles'));
    expect(rows[0]!.full_name).toBe('');
  }, 40_000);
});
