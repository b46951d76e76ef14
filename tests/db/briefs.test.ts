// Briefs (migration 1500) are the studio's, as tone templates are: every member writes
// and pulls them, what they add is theirs, a removed member or another studio reads
// nothing, and no brief moves to another studio. The checks hold the rules of
// domain/brief-rules.ts whatever a device sends.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Claims, Database } from '../../server/db/database.ts';
import { BRIEF_TEXT_FIELDS, briefFieldLimit } from '../../domain/brief-rules.ts';
import { attempt, errorCode } from './support/attempt.ts';
import { createUser, openTestDb, type TestUser } from './support/test-db.ts';

let db: Database;
let owner: TestUser;
let staff: TestUser;
let removed: TestUser;
let stranger: TestUser;
let studio: string;

type Pull = { rows: Record<string, unknown>[] };
type Outcome = { id: string; status: string; code?: string; message?: string };

async function call<T>(claims: Claims, sql: string, params: unknown[] = []): Promise<T> {
  const { rows } = await db.asRole(claims, (tx) => tx.query<{ value: T }>(`select ${sql} as value`, params));
  return rows[0]!.value;
}

async function join(member: TestUser): Promise<void> {
  const invitation = await call<{ token: string }>(owner.claims, `public.invite_studio_member($1, $2, 'staff')`, [studio, member.email]);
  await call(member.claims, 'public.accept_studio_invitation($1)', [invitation.token]);
}

function pull(user: TestUser, target: string = studio): Promise<Pull> {
  return call<Pull>(user.claims, `public.sync_pull('briefs', null, null, 1000, null, $1)`, [target]);
}

function push(user: TestUser, row: Record<string, unknown>, base: string | null = null): Promise<Outcome[]> {
  return call<Outcome[]>(user.claims, `public.sync_push('briefs', $1)`, [JSON.stringify([{ row, base }])]);
}

async function refusal(run: () => Promise<unknown>): Promise<{ code?: string; message: string }> {
  try {
    await run();
  } catch (error) {
    return { code: errorCode(error), message: (error as Error).message };
  }
  return { code: 'not refused', message: '' };
}

function brief(user: TestUser, fields: Record<string, unknown> = {}): Record<string, unknown> {
  const now = new Date().toISOString();
  return { id: randomUUID(), user_id: user.id, studio_id: studio, kind: 'event', title: 'Full moon sound bath', created_at: now, updated_at: now, ...fields };
}

const titles = (pulled: Pull) => pulled.rows.map((row) => row.title).sort();

beforeAll(async () => {
  db = await openTestDb();
  owner = await createUser(db, { email: 'owner@lagoon.example', userMetadata: { business_name: 'Lagoon Flow' } });
  staff = await createUser(db, { email: 'staff@lagoon.example' });
  removed = await createUser(db, { email: 'removed@lagoon.example' });
  stranger = await createUser(db, { email: 'other@studio.example' });
  studio = owner.id;
  await join(staff);
  await join(removed);
  await push(owner, brief(owner, { title: 'Solstice Retreat', kind: 'workshop', starts_on: '2025-06-20', ends_on: '2025-06-22', places_left: 12 }));
  await push(removed, brief(removed, { title: 'Written before leaving' }));
  await call(owner.claims, 'public.remove_studio_member($1, $2)', [studio, removed.id]);
});

afterAll(() => db?.close());

describe('a studio\'s briefs', () => {
  it('owner and staff write each other\'s briefs through sync_push and pull them, with who made each', async () => {
    expect(await push(staff, brief(staff, { title: 'Tuesday yin', kind: 'class', times: 'Tue & Thu 9:30-10:45' }))).toEqual([
      { id: expect.any(String), status: 'ok' },
    ]);
    for (const user of [owner, staff]) {
      const pulled = await pull(user);
      expect(titles(pulled)).toEqual(['Solstice Retreat', 'Tuesday yin', 'Written before leaving']);
      expect(pulled.rows.find((row) => row.title === 'Tuesday yin')).toMatchObject({ user_id: staff.id, studio_id: studio, times: 'Tue & Thu 9:30-10:45' });
    }
    // The owner's retreat comes back exactly as written: the dates are the text the device sent.
    const retreat = (await pull(staff)).rows.find((row) => row.title === 'Solstice Retreat')!;
    expect(retreat).toMatchObject({ kind: 'workshop', starts_on: '2025-06-20', ends_on: '2025-06-22', places_left: 12, price: '', details: '' });

    // Staff edit the owner's brief; it stays the owner's.
    const edited = await push(staff, { ...retreat, places_left: 3 }, retreat._modified as string);
    expect(edited).toEqual([{ id: retreat.id, status: 'ok' }]);
    expect((await pull(owner)).rows.find((row) => row.id === retreat.id)).toMatchObject({ places_left: 3, user_id: owner.id });
  });

  it('a deletion travels as a soft delete every member pulls', async () => {
    const [made] = await push(owner, brief(owner, { title: 'Cancelled open day', kind: 'announcement' }));
    const row = (await pull(staff)).rows.find((r) => r.id === made!.id)!;
    expect(await push(staff, { ...row, _deleted: true }, row._modified as string)).toEqual([{ id: made!.id, status: 'ok' }]);
    expect((await pull(owner)).rows.find((r) => r.id === made!.id)).toMatchObject({ _deleted: true });
  });

  it('a removed member\'s pull is refused with PT403 and nothing of the studio\'s briefs is readable', async () => {
    expect((await refusal(() => pull(removed))).code).toBe('PT403');
    const { rows } = await db.asRole(removed.claims, (tx) => tx.query('select id from briefs'));
    expect(rows).toEqual([]);
    const [pushed] = await push(removed, brief(removed, { title: 'After removal' }));
    expect(pushed).toMatchObject({ status: 'rejected', code: '42501' });
  });

  it('another studio sees nothing: its pull of the studio is refused, its own pull and reads are empty', async () => {
    expect((await refusal(() => pull(stranger))).code).toBe('PT403');
    expect((await pull(stranger, stranger.id)).rows).toEqual([]);
    const { rows } = await db.asRole(stranger.claims, (tx) => tx.query('select id from briefs'));
    expect(rows).toEqual([]);
    const [pushed] = await push(stranger, brief(stranger, { title: 'Into their studio' }));
    expect(pushed).toMatchObject({ status: 'rejected', code: '42501' });
    const update = await db.asRole(stranger.claims, (tx) => tx.query(`update briefs set title = 'Taken' where studio_id = $1`, [studio]));
    expect(update.affectedRows ?? 0).toBe(0);
  });

  it('a staff member cannot write in the owner\'s name nor move a brief to another studio', async () => {
    const [inName] = await push(staff, brief(owner, { title: 'In the owner\'s name' }));
    expect(inName).toMatchObject({ status: 'rejected', code: '42501' });
    const retreat = (await pull(staff)).rows.find((row) => row.title === 'Solstice Retreat')!;
    expect((await refusal(() => db.asRole(staff.claims, (tx) => tx.query('update briefs set user_id = $2 where id = $1', [retreat.id, staff.id])))).code).toBe('42501');
    expect((await refusal(() => db.asRole(staff.claims, (tx) => tx.query('update briefs set studio_id = $2 where id = $1', [retreat.id, staff.id])))).code).toBe('42501');
    const [moved] = await push(staff, { ...retreat, studio_id: staff.id }, retreat._modified as string);
    expect(moved).toMatchObject({ status: 'rejected' });
    expect((await pull(owner)).rows.find((row) => row.id === retreat.id)).toMatchObject({ studio_id: studio, user_id: owner.id });
    // A brief sent without a studio goes to its maker's own studio.
    const [own] = await push(staff, { ...brief(staff, { title: 'My own' }), studio_id: undefined });
    expect(own).toMatchObject({ status: 'ok' });
    expect(titles(await pull(staff, staff.id))).toEqual(['My own']);
  });
});

describe('the checks', () => {
  const insert = (column: string, value: string) => `insert into briefs (user_id, kind, ${column}) values ($1, 'event', ${value})`;
  const CASES: [string, string, 'accepted' | string][] = [
    ['kind party', `insert into briefs (user_id, kind) values ($1, 'party')`, 'briefs_kind_check'],
    ['kind announcement', `insert into briefs (user_id, kind) values ($1, 'announcement')`, 'accepted'],
    ['a day that does not exist', insert('starts_on', `'2025-02-30'`), 'briefs_starts_on_check'],
    ['a date not written YYYY-MM-DD', insert('starts_on', `'20 June 2025'`), 'briefs_starts_on_check'],
    ['a date with a time', insert('starts_on', `'2025-06-20T10:00:00Z'`), 'briefs_starts_on_check'],
    ['the last day of February in a leap year', insert('starts_on', `'2024-02-29'`), 'accepted'],
    ['a last day that does not exist', `insert into briefs (user_id, kind, starts_on, ends_on) values ($1, 'event', '2025-06-20', '2025-06-31')`, 'briefs_ends_on_check'],
    ['a last day before the first', `insert into briefs (user_id, kind, starts_on, ends_on) values ($1, 'event', '2025-06-20', '2025-06-19')`, 'briefs_ends_on_check'],
    ['a last day without a first', insert('ends_on', `'2025-06-20'`), 'briefs_ends_on_check'],
    ['a one-day event given both days', `insert into briefs (user_id, kind, starts_on, ends_on) values ($1, 'event', '2025-06-20', '2025-06-20')`, 'accepted'],
    ['places left -1', insert('places_left', '-1'), 'briefs_places_left_check'],
    ['places left 0', insert('places_left', '0'), 'accepted'],
    ['places left not said', insert('places_left', 'null'), 'accepted'],
  ];
  for (const field of BRIEF_TEXT_FIELDS) {
    const limit = briefFieldLimit(field);
    CASES.push([`${field} of ${limit + 1} characters`, insert(field, `repeat('x', ${limit + 1})`), `briefs_${field}_check`]);
    CASES.push([`${field} of ${limit} characters`, insert(field, `repeat('é', ${limit})`), 'accepted']);
  }

  for (const [rule, sql, want] of CASES) {
    it(`${rule}: ${want === 'accepted' ? want : 'refused'}`, async () => {
      if (want === 'accepted') {
        expect(await attempt(db, owner.claims, { sql, params: [owner.id] })).toEqual({ rows: 1 });
        return;
      }
      const refused = await refusal(() => db.asRole(owner.claims, (tx) => tx.query(sql, [owner.id])));
      expect(refused.code).toBe('23514');
      // The error names the rule: the field's own constraint.
      expect(refused.message).toContain(want);
    });
  }

  it('a refused row in a push comes back rejected with the check\'s code, the rest of the batch written', async () => {
    const good = brief(owner, { title: 'Good' });
    const bad = brief(owner, { title: 'Bad', places_left: -2 });
    const outcomes = await call<Outcome[]>(owner.claims, `public.sync_push('briefs', $1)`, [
      JSON.stringify([
        { row: good, base: null },
        { row: bad, base: null },
      ]),
    ]);
    expect(outcomes).toEqual([
      { id: good.id, status: 'ok' },
      expect.objectContaining({ id: bad.id, status: 'rejected', code: '23514', message: expect.stringContaining('briefs_places_left_check') }),
    ]);
  });
});
