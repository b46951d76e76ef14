// A batch of new rows, or of edits, is written by one statement (migration 1200), and
// gets exactly what the row-by-row path gives: every row "ok" and stored as sent, the
// table's defaults for the fields not sent. Whenever one row would not simply be written
// (a new row's id taken on the server or earlier in the batch, an edit from a version the
// server no longer holds, a row refused by row level security or a check, a field the
// others do not send), nothing of the one statement is kept and each row gets its own
// outcome.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Claims, Database } from '../../server/db/database.ts';
import { createUser, openTestDb, type TestUser } from './support/test-db.ts';

let db: Database;
let owner: TestUser;
let stranger: TestUser;

beforeAll(async () => {
  db = await openTestDb();
  owner = await createUser(db, { email: 'new-rows-owner@example.com' });
  stranger = await createUser(db, { email: 'new-rows-stranger@example.com' });
});

afterAll(() => db?.close());

type Outcome = { id: string; status: string; code?: string; row?: Record<string, unknown> };

function push(claims: Claims, rows: Record<string, unknown>[], bases: (string | null)[] = []): Promise<Outcome[]> {
  const batch = JSON.stringify(rows.map((row, n) => ({ row, base: bases[n] ?? null })));
  return db.asRole(claims, async (tx) => (await tx.query<{ value: Outcome[] }>(`select public.sync_push('content_history', $1) as value`, [batch])).rows[0]!.value);
}

function item(user: TestUser, title: string, extra: Record<string, unknown> = {}): Record<string, unknown> & { id: string } {
  return { id: randomUUID(), user_id: user.id, studio_id: user.id, content_type: 'blog', title, ...extra };
}

type Stored = { id: string; title: string; status: string; word_count: number; modified: string };

async function stored(ids: string[]): Promise<Stored[]> {
  const { rows } = await db.asSuperuser((tx) =>
    tx.query<Stored>(
      `select id::text, title, status, word_count, to_char(_modified at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as modified
         from public.content_history where id = any($1::uuid[]) order by title`,
      [ids],
    ),
  );
  return rows;
}

describe('sync_push of new rows', () => {
  it('stores a batch of 250 new rows, each "ok" in the order sent, with the defaults of the fields not sent', async () => {
    const rows = Array.from({ length: 250 }, (_, n) => item(owner, `Retreat note ${String(n).padStart(3, '0')}`));
    const outcomes = await push(owner.claims, rows);
    expect(outcomes).toEqual(rows.map((row) => ({ id: row.id, status: 'ok' })));
    const kept = await stored(rows.map((row) => row.id));
    expect(kept).toHaveLength(250);
    expect(kept[0]).toMatchObject({ title: 'Retreat note 000', status: 'draft', word_count: 0 });
  });

  it('applies a batch of edits made from the server\'s versions, each "ok"', async () => {
    const rows = Array.from({ length: 30 }, (_, n) => item(owner, `Edit me ${String(n).padStart(2, '0')}`, { status: 'draft' }));
    await push(owner.claims, rows);
    const before = await stored(rows.map((row) => row.id));
    const bases = rows.map((row) => before.find((kept) => kept.id === row.id)!.modified);
    const edited = rows.map((row) => ({ ...row, status: 'published' }));
    expect(await push(owner.claims, edited, bases)).toEqual(rows.map((row) => ({ id: row.id, status: 'ok' })));
    expect(new Set((await stored(rows.map((row) => row.id))).map((row) => row.status))).toEqual(new Set(['published']));
  });

  it('reports an edit made from a version the server no longer holds as a conflict, and applies the others', async () => {
    const rows = ['Stale first', 'Stale middle', 'Stale last'].map((title) => item(owner, title, { status: 'draft' }));
    await push(owner.claims, rows);
    const versions = new Map((await stored(rows.map((row) => row.id))).map((row) => [row.id, row.modified]));
    const bases = rows.map((row) => versions.get(row.id)!);
    // Another device changes the middle one first.
    expect(await push(owner.claims, [{ ...rows[1]!, status: 'archived' }], [bases[1]!])).toEqual([{ id: rows[1]!.id, status: 'ok' }]);
    const edits = rows.map((row) => ({ ...row, status: 'published' }));
    const outcomes = await push(owner.claims, edits, bases);
    expect(outcomes.map((outcome) => outcome.status)).toEqual(['ok', 'conflict', 'ok']);
    expect(outcomes[1]!.row).toMatchObject({ title: 'Stale middle', status: 'archived' });
    expect((await stored(rows.map((row) => row.id))).map((row) => [row.title, row.status])).toEqual([
      ['Stale first', 'published'],
      ['Stale last', 'published'],
      ['Stale middle', 'archived'],
    ]);
  });

  it('reports a row whose id the server already holds as a conflict, and stores the others', async () => {
    const existing = item(owner, 'Already there');
    expect(await push(owner.claims, [existing])).toEqual([{ id: existing.id, status: 'ok' }]);
    const before = item(owner, 'Batch first');
    const after = item(owner, 'Batch last');
    const outcomes = await push(owner.claims, [before, { ...existing, title: 'Sent again' }, after]);
    expect(outcomes.map((outcome) => outcome.status)).toEqual(['ok', 'conflict', 'ok']);
    expect(outcomes[1]!.row).toMatchObject({ id: existing.id, title: 'Already there' });
    expect((await stored([before.id, existing.id, after.id])).map((row) => row.title)).toEqual(['Already there', 'Batch first', 'Batch last']);
  });

  it('keeps the first of two new rows with one id and reports the second as a conflict', async () => {
    const first = item(owner, 'Twin one');
    const outcomes = await push(owner.claims, [first, { ...first, title: 'Twin two' }]);
    expect(outcomes.map((outcome) => outcome.status)).toEqual(['ok', 'conflict']);
    expect((await stored([first.id as string])).map((row) => row.title)).toEqual(['Twin one']);
  });

  it("refuses only the row written into another account's studio", async () => {
    const mine = item(owner, 'Mine');
    const theirs = { ...item(owner, 'Into their studio'), studio_id: stranger.id };
    const alsoMine = item(owner, 'Mine too');
    const outcomes = await push(owner.claims, [mine, theirs, alsoMine]);
    expect(outcomes.map((outcome) => [outcome.status, outcome.code])).toEqual([
      ['ok', undefined],
      ['rejected', '42501'],
      ['ok', undefined],
    ]);
    expect((await stored([mine.id, theirs.id, alsoMine.id])).map((row) => row.title)).toEqual(['Mine', 'Mine too']);
  });

  it('gives a row that leaves out a field the others send the default for it', async () => {
    const published = item(owner, 'Published piece', { status: 'published', word_count: 420 });
    const plain = item(owner, 'Plain piece');
    expect((await push(owner.claims, [published, plain])).map((outcome) => outcome.status)).toEqual(['ok', 'ok']);
    expect(await stored([published.id, plain.id])).toMatchObject([
      { id: plain.id, title: 'Plain piece', status: 'draft', word_count: 0 },
      { id: published.id, title: 'Published piece', status: 'published', word_count: 420 },
    ]);
  });

  it('rejects a row that breaks a check and stores the rest of the batch', async () => {
    const good = item(owner, 'Good one', { status: 'draft' });
    const bad = item(owner, 'Bad status', { status: 'shouting' });
    const outcomes = await push(owner.claims, [good, bad]);
    expect(outcomes.map((outcome) => [outcome.status, outcome.code])).toEqual([
      ['ok', undefined],
      ['rejected', '23514'],
    ]);
    expect((await stored([good.id, bad.id])).map((row) => row.title)).toEqual(['Good one']);
  });

  it('writes a whole batch in one statement, and declines one it cannot write whole, keeping none of it', async () => {
    const helper = (rows: Record<string, unknown>[]) =>
      db.asRole(owner.claims, async (tx) => {
        const batch = JSON.stringify(rows.map((row) => ({ row, base: null })));
        return (await tx.query<{ value: Outcome[] | null }>(`select public.sync_push_at_once('content_history', $1) as value`, [batch])).rows[0]!.value;
      });
    const one = item(owner, 'Helper one');
    const two = item(owner, 'Helper two');
    expect(await helper([one, two])).toEqual([
      { id: one.id, status: 'ok' },
      { id: two.id, status: 'ok' },
    ]);
    const three = item(owner, 'Helper three');
    expect(await helper([three, { ...one, title: 'Helper one again' }])).toBeNull();
    expect((await stored([one.id, two.id, three.id])).map((row) => row.title)).toEqual(['Helper one', 'Helper two']);
    // Edits: one made from a version the server no longer holds, and neither is kept.
    const [keptOne, keptTwo] = await stored([one.id, two.id]);
    const edits = [
      { row: { ...one, title: 'Helper one edited' }, base: keptOne!.modified },
      { row: { ...two, title: 'Helper two edited' }, base: '2000-01-01T00:00:00.000000Z' },
    ];
    const declined = await db.asRole(owner.claims, async (tx) =>
      (await tx.query<{ value: Outcome[] | null }>(`select public.sync_push_at_once('content_history', $1) as value`, [JSON.stringify(edits)])).rows[0]!.value,
    );
    expect(declined).toBeNull();
    expect((await stored([one.id, two.id])).map((row) => [row.title, row.modified])).toEqual([
      ['Helper one', keptOne!.modified],
      ['Helper two', keptTwo!.modified],
    ]);
  });

  it('refuses, called on its own, what sync_push refuses: more than 500 rows', async () => {
    const rows = JSON.stringify(Array.from({ length: 501 }, () => ({ row: item(owner, 'Too many'), base: null })));
    const refused = await db
      .asRole(owner.claims, (tx) => tx.query(`select public.sync_push_at_once('content_history', $1)`, [rows]))
      .then(() => 'accepted', (error: { code?: string }) => error.code);
    expect(refused).toBe('22023');
  });
});
