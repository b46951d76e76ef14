// sync_pull's page as a device reads it (migration 1300 builds it as json text): rows in
// checkpoint order without the internal `_txid`, pages that follow one another by
// checkpoint with the count still to come, the rows a device pushed asked for again
// (p_ids) added once, and the same answer whether read as a value or as the text the
// REST API sends.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Claims, Database } from '../../server/db/database.ts';
import { createUser, openTestDb, type TestUser } from './support/test-db.ts';

let db: Database;
let user: TestUser;
const titles = Array.from({ length: 7 }, (_, i) => `Sunrise flow ${i + 1}`);

beforeAll(async () => {
  db = await openTestDb();
  user = await createUser(db, { email: 'pull.page@example.com' });
  // One transaction per row: each its own _txid, so the pull order is the insert order.
  for (const title of titles) {
    await db.asRole(user.claims, (tx) => tx.query(`insert into content_history (user_id, content_type, title) values ($1, 'blog', $2)`, [user.id, title]));
  }
});

afterAll(() => db?.close());

type Checkpoint = { txid: string; id: string } | null;
type Pull = { rows: Record<string, unknown>[]; checkpoint: Checkpoint; remaining: number };

async function pull(claims: Claims, after: Checkpoint, limit: number, ids: string[] | null = null): Promise<Pull> {
  const { rows } = await db.asRole(claims, (tx) =>
    tx.query<{ value: Pull }>(`select public.sync_pull('content_history', $1, $2, $3, $4::jsonb) as value`, [
      after?.txid ?? null,
      after?.id ?? null,
      limit,
      ids === null ? null : JSON.stringify(ids),
    ]),
  );
  return rows[0]!.value;
}

describe('sync_pull pages', () => {
  it('follow one another by checkpoint, in write order, counting what is still to come, without _txid', async () => {
    const first = await pull(user.claims, null, 3);
    expect(first.rows.map((row) => row.title)).toEqual(titles.slice(0, 3));
    expect(first.remaining).toBe(4);
    expect(first.checkpoint).toEqual({ txid: expect.any(String), id: first.rows[2]!.id });
    expect(first.rows.every((row) => !('_txid' in row) && '_modified' in row && row._deleted === false)).toBe(true);

    const second = await pull(user.claims, first.checkpoint, 3);
    expect(second.rows.map((row) => row.title)).toEqual(titles.slice(3, 6));
    expect(second.remaining).toBe(1);

    const last = await pull(user.claims, second.checkpoint, 3);
    expect(last.rows.map((row) => row.title)).toEqual(titles.slice(6));
    expect(last.remaining).toBe(0);

    const after = await pull(user.claims, last.checkpoint, 3);
    expect(after).toEqual({ rows: [], checkpoint: null, remaining: 0 });
  });

  it('adds the rows asked for again (p_ids) that are not on the page, once each', async () => {
    const all = await pull(user.claims, null, 100);
    const [firstId, secondId] = [all.rows[0]!.id as string, all.rows[1]!.id as string];
    const page = await pull(user.claims, all.checkpoint, 100, [firstId, secondId, firstId]);
    expect(page.rows.map((row) => row.id).sort()).toEqual([firstId, secondId].sort());
    expect(page.rows.every((row) => !('_txid' in row))).toBe(true);
    // Already on the page: not added a second time.
    const onPage = await pull(user.claims, null, 2, [firstId]);
    expect(onPage.rows.map((row) => row.title)).toEqual(titles.slice(0, 2));
  });

  it('reads the same as the text the REST API sends', async () => {
    const { rows } = await db.asRole(user.claims, (tx) =>
      tx.query<{ body: string }>(`select to_json(public.sync_pull('content_history', null, null, 100))::text as body`),
    );
    expect(JSON.parse(rows[0]!.body)).toEqual(await pull(user.claims, null, 100));
  });

  it('shows nothing of another account', async () => {
    const stranger = await createUser(db, { email: 'pull.stranger@example.com' });
    expect(await pull(stranger.claims, null, 100)).toEqual({ rows: [], checkpoint: null, remaining: 0 });
  });
});
