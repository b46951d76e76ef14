// Team review (migration 1800), as the database decides it: in a studio of two or more
// members only owners approve, move a scheduled item's date or publish what was never
// approved; staff submit, withdraw, comment and publish an approved item; a studio of
// one reviews nothing. A removed member, another studio and a visitor change nothing.
// The server writes the thread from each move and comment, whatever a device sends, and
// a push the review refuses comes back with the server's version.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Claims, Database } from '../../server/db/database.ts';
import { REVIEW_NOTE_MAX, REVIEW_REFUSALS, REVIEW_THREAD_MAX } from '../../domain/content-review.ts';
import { attempt, errorCode } from './support/attempt.ts';
import { ANON, createUser, openTestDb, type TestUser } from './support/test-db.ts';

let db: Database;
let owner: TestUser;
let staff: TestUser;
let removed: TestUser;
let stranger: TestUser;
let soloOwner: TestUser;
let studio: string;

type Entry = { id: string; kind: string; by: string; at: string; note: string | null };
type Row = { id: string; status: string; scheduled_for: Date | null; approved_at: Date | null; approved_by: string | null; review_thread: Entry[]; _modified: Date };
type Outcome = { id: string; status: string; code?: string; message?: string; row?: Record<string, unknown> };

async function call<T>(claims: Claims, sql: string, params: unknown[] = []): Promise<T> {
  const { rows } = await db.asRole(claims, (tx) => tx.query<{ value: T }>(`select ${sql} as value`, params));
  return rows[0]!.value;
}

async function join(member: TestUser): Promise<void> {
  const invitation = await call<{ token: string }>(owner.claims, `public.invite_studio_member($1, $2, 'staff')`, [studio, member.email]);
  await call(member.claims, 'public.accept_studio_invitation($1)', [invitation.token]);
}

async function stored(id: string): Promise<Row> {
  const { rows } = await db.asSuperuser((tx) => tx.query<Row>('select * from content_history where id = $1', [id]));
  return rows[0]!;
}

/** An item made by `maker` in `where`, written as the superuser (no review step). */
async function item(maker: TestUser, fields: Record<string, unknown> = {}, where: string = studio): Promise<string> {
  const id = randomUUID();
  const row = { status: 'draft', scheduled_for: null, approved_at: null, ...fields };
  await db.asSuperuser((tx) =>
    tx.query(
      `insert into content_history (id, user_id, studio_id, content_type, title, content, status, scheduled_for, approved_at)
       values ($1, $2, $3, 'social', 'Full moon flow', 'Join us.', $4, $5, $6)`,
      [id, maker.id, where, row.status, row.scheduled_for, row.approved_at],
    ),
  );
  return id;
}

/** `set` run as `claims`, rolled back: rows changed, or the error code. */
function tryUpdate(claims: Claims, id: string, set: string, params: unknown[] = []) {
  return attempt(db, claims, { sql: `update content_history set ${set} where id = $1`, params: [id, ...params] });
}

async function update(claims: Claims, id: string, set: string, params: unknown[] = []): Promise<void> {
  await db.asRole(claims, (tx) => tx.query(`update content_history set ${set} where id = $1`, [id, ...params]));
}

async function refusal(claims: Claims, id: string, set: string, params: unknown[] = []): Promise<{ code?: string; message: string }> {
  try {
    await update(claims, id, set, params);
  } catch (error) {
    return { code: errorCode(error), message: (error as Error).message };
  }
  return { code: 'not refused', message: '' };
}

const date = '2026-12-24T08:30:00.000Z';
const approved = { status: 'scheduled', scheduled_for: date, approved_at: date };

beforeAll(async () => {
  db = await openTestDb();
  owner = await createUser(db, { email: 'owner@lagoon.example', userMetadata: { business_name: 'Lagoon Flow' } });
  staff = await createUser(db, { email: 'staff@lagoon.example' });
  removed = await createUser(db, { email: 'removed@lagoon.example' });
  stranger = await createUser(db, { email: 'other@studio.example' });
  soloOwner = await createUser(db, { email: 'solo@cedar.example', userMetadata: { business_name: 'Cedar Yoga' } });
  studio = owner.id;
  await join(staff);
  await join(removed);
  await call(owner.claims, 'public.remove_studio_member($1, $2)', [studio, removed.id]);
});

afterAll(() => db?.close());

describe('moves in a team studio, by role', () => {
  const moves: { name: string; from: Record<string, unknown>; set: string; params?: unknown[] }[] = [
    { name: 'submit', from: {}, set: `status = 'in_review'` },
    { name: 'withdraw', from: { status: 'in_review' }, set: `status = 'draft'` },
    { name: 'approve', from: { status: 'in_review' }, set: `status = 'scheduled', scheduled_for = $2`, params: [date] },
    { name: 'move a scheduled date', from: approved, set: `scheduled_for = $2`, params: ['2026-12-26T10:00:00Z'] },
    { name: 'publish an approved item', from: approved, set: `status = 'published'` },
    { name: 'publish a draft', from: {}, set: `status = 'published'` },
    { name: 'archive', from: { status: 'published', approved_at: date }, set: `status = 'archived'` },
    { name: 'edit the text of a scheduled item', from: approved, set: `content = 'Join us at dawn.'` },
  ];
  const expected: Record<string, Record<string, unknown>> = {
    owner: { submit: 1, withdraw: 1, approve: 1, 'move a scheduled date': 1, 'publish an approved item': 1, 'publish a draft': 1, archive: 1, 'edit the text of a scheduled item': 1 },
    staff: { submit: 1, withdraw: 1, approve: '42501', 'move a scheduled date': '42501', 'publish an approved item': 1, 'publish a draft': '42501', archive: 1, 'edit the text of a scheduled item': 1 },
    removed: Object.fromEntries(moves.map((move) => [move.name, 0])),
    stranger: Object.fromEntries(moves.map((move) => [move.name, 0])),
    anonymous: Object.fromEntries(moves.map((move) => [move.name, 0])),
  };

  it('lets each actor make only its moves on a staff member’s item', async () => {
    const actors: Record<string, Claims> = { owner: owner.claims, staff: staff.claims, removed: removed.claims, stranger: stranger.claims, anonymous: ANON };
    const found: Record<string, Record<string, unknown>> = {};
    for (const [name, claims] of Object.entries(actors)) {
      found[name] = {};
      for (const move of moves) {
        const id = await item(staff, move.from);
        const outcome = await tryUpdate(claims, id, move.set, move.params);
        found[name]![move.name] = 'error' in outcome ? outcome.error : outcome.rows;
      }
    }
    expect(found).toEqual(expected);
  });

  it('says why in the words of domain/content-review.ts', async () => {
    const submitted = await item(staff, { status: 'in_review' });
    expect(await refusal(staff.claims, submitted, `status = 'scheduled', scheduled_for = $2`, [date])).toEqual({ code: '42501', message: REVIEW_REFUSALS.approve.replace(/\.$/, '') });
    const scheduled = await item(staff, approved);
    expect((await refusal(staff.claims, scheduled, `scheduled_for = $2`, ['2026-12-26T10:00:00Z'])).message).toBe(REVIEW_REFUSALS.moveDate.replace(/\.$/, ''));
    const draft = await item(staff);
    expect((await refusal(staff.claims, draft, `status = 'published'`)).message).toBe(REVIEW_REFUSALS.publishUnapproved.replace(/\.$/, ''));
  });

  it('refuses staff an item made already scheduled', async () => {
    const outcome = await attempt(db, staff.claims, {
      sql: `insert into content_history (user_id, studio_id, content_type, title, status, scheduled_for) values ($1, $2, 'social', 'x', 'scheduled', $3)`,
      params: [staff.id, studio, date],
    });
    expect(outcome).toEqual({ error: '42501' });
  });
});

describe('a studio of one', () => {
  it('lets its owner schedule, move and publish with no review, and stamps the approval', async () => {
    const id = await item(soloOwner, {}, soloOwner.id);
    await update(soloOwner.claims, id, `status = 'scheduled', scheduled_for = $2`, [date]);
    await update(soloOwner.claims, id, `scheduled_for = $2`, ['2026-12-26T10:00:00Z']);
    const row = await stored(id);
    expect([row.status, row.approved_by, row.approved_at instanceof Date]).toEqual(['scheduled', soloOwner.id, true]);
    const draft = await item(soloOwner, {}, soloOwner.id);
    expect(await tryUpdate(soloOwner.claims, draft, `status = 'published'`)).toEqual({ rows: 1 });
  });
});

describe('the review thread and the approval', () => {
  it('records each move with who and when, keeps the note the device gave and its id, ignores the rest', async () => {
    const id = await item(staff);
    const sent = [{ id: 'device-1', kind: 'submitted', by: owner.id, at: '2001-01-01T00:00:00Z', note: null }];
    await update(staff.claims, id, `status = 'in_review', review_thread = $2, approved_at = now(), approved_by = $3`, [JSON.stringify(sent), staff.id]);
    let row = await stored(id);
    expect(row.review_thread.map((entry) => [entry.id, entry.kind, entry.by])).toEqual([['device-1', 'submitted', staff.id]]);
    expect(Date.parse(row.review_thread[0]!.at)).toBeGreaterThan(Date.parse('2026-01-01'));
    expect([row.approved_at, row.approved_by]).toEqual([null, null]);

    const returned = [...row.review_thread, { id: 'device-2', kind: 'returned', by: owner.id, at: date, note: 'Add the price, please.' }];
    await update(owner.claims, id, `status = 'draft', review_thread = $2`, [JSON.stringify(returned)]);
    row = await stored(id);
    expect(row.review_thread.map((entry) => [entry.kind, entry.by, entry.note])).toEqual([
      ['submitted', staff.id, null],
      ['returned', owner.id, 'Add the price, please.'],
    ]);

    await update(staff.claims, id, `status = 'in_review'`);
    await update(owner.claims, id, `status = 'scheduled', scheduled_for = $2`, [date]);
    row = await stored(id);
    expect(row.review_thread.map((entry) => entry.kind)).toEqual(['submitted', 'returned', 'submitted', 'approved']);
    expect([row.approved_by, row.approved_at instanceof Date]).toEqual([owner.id, true]);
    await update(staff.claims, id, `status = 'published'`);
    row = await stored(id);
    expect([row.review_thread.at(-1)?.kind, row.approved_by]).toEqual(['published', owner.id]);
  });

  it('adds a comment once, by its writer, and never takes a device’s rewrite of the thread', async () => {
    const id = await item(staff, { status: 'in_review' });
    const comment = { id: 'c-1', kind: 'commented', by: 'nobody', at: date, note: 'Shall we add the teacher’s name?' };
    await update(staff.claims, id, `review_thread = $2`, [JSON.stringify([comment])]);
    await update(staff.claims, id, `review_thread = $2, title = 'Full moon flow, with Zoë'`, [JSON.stringify([comment])]);
    await update(owner.claims, id, `review_thread = '[]'`);
    const row = await stored(id);
    expect(row.review_thread.map((entry) => [entry.id, entry.kind, entry.by, entry.note])).toEqual([['c-1', 'commented', staff.id, comment.note]]);
  });

  it('keeps the newest entries and holds a note to its length', async () => {
    const id = await item(staff, { status: 'in_review' });
    for (let batch = 0; batch < 3; batch += 1) {
      const comments = Array.from({ length: 20 }, (_, n) => ({ id: `c-${batch}-${n}`, kind: 'commented', note: `comment ${batch}-${n}` }));
      await update(staff.claims, id, `review_thread = $2`, [JSON.stringify(comments)]);
    }
    const row = await stored(id);
    expect([row.review_thread.length, row.review_thread[0]?.note]).toEqual([REVIEW_THREAD_MAX, 'comment 0-10']);
    const long = [{ id: 'too-long', kind: 'commented', note: 'a'.repeat(REVIEW_NOTE_MAX + 1) }];
    const refused = await refusal(staff.claims, id, `review_thread = $2`, [JSON.stringify(long)]);
    expect([refused.code, refused.message]).toEqual(['23514', expect.stringContaining('content_history_review_thread_check')]);
    const fits = [{ id: 'fits', kind: 'commented', note: '🌿'.repeat(REVIEW_NOTE_MAX) }];
    await update(staff.claims, id, `review_thread = $2`, [JSON.stringify(fits)]);
  });

  it('refuses a thread that is not a list of entries', async () => {
    for (const thread of ['{}', '[1]', JSON.stringify(Array.from({ length: REVIEW_THREAD_MAX + 1 }, () => ({})))]) {
      const outcome = await attempt(db, null, { sql: `update content_history set review_thread = $2 where id = $1`, params: [await item(owner), thread] });
      expect(outcome).toEqual({ error: '23514' });
    }
  });
});

describe('a device’s push the review refuses', () => {
  it('is rejected with the reason and the server’s version, which the device shows instead', async () => {
    const id = await item(staff, approved);
    const { rows } = await db.asSuperuser((tx) => tx.query<{ base: string }>(`select to_jsonb(_modified) #>> '{}' as base from content_history where id = $1`, [id]));
    const row = { id, user_id: staff.id, studio_id: studio, content_type: 'social', title: 'Full moon flow', status: 'scheduled', scheduled_for: '2026-12-31T20:00:00.000Z' };
    const [outcome] = await call<Outcome[]>(staff.claims, `public.sync_push('content_history', $1)`, [JSON.stringify([{ row, base: rows[0]!.base }])]);
    expect(outcome).toMatchObject({ id, status: 'rejected', code: '42501', message: REVIEW_REFUSALS.moveDate.replace(/\.$/, '') });
    expect([outcome?.row?.id, Date.parse(String(outcome?.row?.scheduled_for))]).toEqual([id, Date.parse(date)]);
    expect(outcome?.row).not.toHaveProperty('_txid');
    expect((await stored(id)).scheduled_for?.toISOString()).toBe(date);
  });
});
