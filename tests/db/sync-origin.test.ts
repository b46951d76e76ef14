// Each version of a synced row says which device wrote it (migration 1600): sync_push
// stamps the rows it writes with the name the device gives (`p_origin`), whether the
// batch is written at once or row by row, and a conflict's answer carries it. Any other
// write (the API, an app that does not name itself) leaves no name, so no device takes
// it for its own.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/database.ts';
import { createUser, openTestDb, type TestUser } from './support/test-db.ts';

let db: Database;
let owner: TestUser;

beforeAll(async () => {
  db = await openTestDb();
  owner = await createUser(db, { email: 'origin-owner@example.com' });
});

afterAll(() => db?.close());

type Outcome = { id: string; status: string; row?: Record<string, unknown> };

function push(rows: { row: Record<string, unknown>; base: string | null }[], origin?: string): Promise<Outcome[]> {
  const args = origin === undefined ? ['$1'] : ['$1', '$2'];
  const params = origin === undefined ? [JSON.stringify(rows)] : [JSON.stringify(rows), origin];
  return db.asRole(owner.claims, async (tx) =>
    (await tx.query<{ value: Outcome[] }>(`select public.sync_push('content_history', ${args.join(', ')}) as value`, params)).rows[0]!.value,
  );
}

async function origins(ids: string[]): Promise<(string | null)[]> {
  const { rows } = await db.asSuperuser((tx) =>
    tx.query<{ origin: string | null }>('select _origin as origin from public.content_history where id = any($1::uuid[]) order by title', [ids]),
  );
  return rows.map((row) => row.origin);
}

async function modifiedOf(id: string): Promise<string> {
  const { rows } = await db.asSuperuser((tx) => tx.query<{ m: string }>('select _modified::text as m from public.content_history where id = $1', [id]));
  return rows[0]!.m;
}

const item = (title: string) => ({ id: randomUUID(), user_id: owner.id, studio_id: owner.id, content_type: 'blog', title });

describe('the origin of a row version', () => {
  it('is the pushing device, for rows written at once and row by row, and comes back with a conflict', async () => {
    const [a, b] = [item('Origin A'), item('Origin B')];
    expect(await push([a, b].map((row) => ({ row, base: null })), 'phone/db1')).toEqual([
      { id: a.id, status: 'ok' },
      { id: b.id, status: 'ok' },
    ]);
    expect(await origins([a.id, b.id])).toEqual(['phone/db1', 'phone/db1']);

    // One edit from the server's version and one from a version it no longer holds: row by row.
    const outcomes = await push(
      [
        { row: { ...a, title: 'Origin A, tablet' }, base: await modifiedOf(a.id) },
        { row: { ...b, title: 'Origin B, tablet' }, base: '2000-01-01T00:00:00Z' },
      ],
      'tablet/db7',
    );
    expect(outcomes[0]).toEqual({ id: a.id, status: 'ok' });
    expect(outcomes[1]).toMatchObject({ id: b.id, status: 'conflict', row: { title: 'Origin B', _origin: 'phone/db1' } });
    expect(await origins([a.id, b.id])).toEqual(['tablet/db7', 'phone/db1']);
  });

  it('is nobody for a push that names no device and for any other write', async () => {
    const row = item('Origin none');
    await push([{ row, base: null }]);
    expect(await origins([row.id])).toEqual([null]);
    await push([{ row: { ...row, title: 'Origin none, named' }, base: await modifiedOf(row.id) }], 'phone/db1');
    expect(await origins([row.id])).toEqual(['phone/db1']);
    await db.asRole(owner.claims, (tx) => tx.query(`update public.content_history set title = 'Origin none, by the API' where id = $1`, [row.id]));
    expect(await origins([row.id])).toEqual([null]);
  });

  it('refuses a name longer than 100 characters', async () => {
    await expect(push([{ row: item('Origin long'), base: null }], 'x'.repeat(101))).rejects.toThrow(/at most 100 characters/);
  });
});
