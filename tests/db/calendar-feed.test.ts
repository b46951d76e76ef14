// The studio's calendar feed in the database (migration 1810): only owners make and
// revoke its link; the secret's hash is never readable; the feed answers by the secret
// alone with the studio's scheduled and published items, never a draft, never another
// studio's; a revoked or replaced secret finds nothing.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Claims, Database } from '../../server/db/database.ts';
import { errorCode } from './support/attempt.ts';
import { ANON, createUser, openTestDb, type TestUser } from './support/test-db.ts';

let db: Database;

type Made = { token: string; created_at: string };
type Feed = { studio: string; items: { id: string; title: string; status: string; channel: string; scheduled_for: string | null }[] } | null;

async function call<T>(claims: Claims, sql: string, params: unknown[] = []): Promise<T> {
  const { rows } = await db.asRole(claims, (tx) => tx.query<{ value: T }>(`select ${sql} as value`, params));
  return rows[0]!.value;
}

async function refusal(claims: Claims, sql: string, params: unknown[] = []): Promise<{ code?: string; message: string }> {
  try {
    await call(claims, sql, params);
  } catch (error) {
    return { code: errorCode(error), message: (error as Error).message };
  }
  throw new Error(`expected ${sql} to be refused`);
}

const make = (who: TestUser, studio: string) => call<Made>(who.claims, 'public.create_calendar_feed($1)', [studio]);
const revoke = (who: TestUser, studio: string) => call<null>(who.claims, 'public.revoke_calendar_feed($1)', [studio]);
const feed = (token: unknown, claims: Claims = ANON) => call<Feed>(claims, 'public.calendar_feed($1)', [token]);

async function addItem(owner: TestUser, studio: string, fields: Record<string, unknown>): Promise<string> {
  const id = randomUUID();
  const row: Record<string, unknown> = { content_type: 'social', title: 'Item', content: 'The text of the item', status: 'draft', ...fields };
  await db.asSuperuser((tx) =>
    tx.query(
      `insert into public.content_history (id, user_id, studio_id, content_type, title, content, status, scheduled_for, published_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
      [id, owner.id, studio, row.content_type, row.title, row.content, row.status, row.scheduled_for ?? null, row.published_at ?? null],
    ),
  );
  return id;
}

let owner: TestUser;
let staff: TestUser;
let removed: TestUser;
let stranger: TestUser;

beforeAll(async () => {
  db = await openTestDb();
  owner = await createUser(db, { email: 'owner@lotus.example', userMetadata: { business_name: 'Lotus Yoga' } });
  staff = await createUser(db, { email: 'staff@lotus.example' });
  removed = await createUser(db, { email: 'removed@lotus.example' });
  stranger = await createUser(db, { email: 'owner@other.example', userMetadata: { business_name: 'Other Studio' } });
  for (const member of [staff, removed]) {
    const invitation = await call<{ token: string }>(owner.claims, 'public.invite_studio_member($1, $2)', [owner.id, member.email]);
    await call(member.claims, 'public.accept_studio_invitation($1)', [invitation.token]);
  }
  await call(owner.claims, 'public.remove_studio_member($1, $2)', [owner.id, removed.id]);
});

afterAll(() => db?.close());

describe('making and revoking the link', () => {
  it('an owner makes a link whose secret is 64 hex characters, shown once', async () => {
    const made = await make(owner, owner.id);
    expect(made.token).toMatch(/^[0-9a-f]{64}$/);
    const { rows } = await db.asRole(owner.claims, (tx) => tx.query('select studio_id, created_by, created_at from calendar_feeds'));
    expect(rows).toEqual([{ studio_id: owner.id, created_by: owner.id, created_at: expect.any(Date) }]);
    await revoke(owner, owner.id);
  });

  it('staff, a removed member, another studio and a visitor cannot make or revoke it', async () => {
    expect(await refusal(staff.claims, 'public.create_calendar_feed($1)', [owner.id])).toEqual({ code: '42501', message: 'Only an owner of the studio can do this' });
    expect(await refusal(staff.claims, 'public.revoke_calendar_feed($1)', [owner.id])).toMatchObject({ code: '42501' });
    expect(await refusal(removed.claims, 'public.create_calendar_feed($1)', [owner.id])).toEqual({ code: 'PT404', message: 'No such studio' });
    expect(await refusal(stranger.claims, 'public.create_calendar_feed($1)', [owner.id])).toMatchObject({ code: 'PT404' });
    expect(await refusal(stranger.claims, 'public.revoke_calendar_feed($1)', [owner.id])).toMatchObject({ code: 'PT404' });
    expect(await refusal(ANON, 'public.create_calendar_feed($1)', [owner.id])).toMatchObject({ code: '42501' });
    expect(await refusal(ANON, 'public.revoke_calendar_feed($1)', [owner.id])).toMatchObject({ code: '42501' });
  });

  it('nobody reads the hash, owners included; only owners see that a link exists', async () => {
    await make(owner, owner.id);
    for (const who of [owner.claims, staff.claims, stranger.claims, ANON]) {
      expect(await refusal(who, '(select token_hash from public.calendar_feeds limit 1)')).toMatchObject({ code: '42501' });
      expect(await refusal(who, '(select count(*) from (select * from public.calendar_feeds) as everything)')).toMatchObject({ code: '42501' });
    }
    const seen = async (who: Claims) => (await db.asRole(who, (tx) => tx.query('select studio_id from calendar_feeds'))).rows.length;
    expect(await seen(owner.claims)).toBe(1);
    expect(await seen(staff.claims)).toBe(0);
    expect(await seen(stranger.claims)).toBe(0);
    expect(await refusal(ANON, '(select count(*) from public.calendar_feeds)')).toMatchObject({ code: '42501' });
    expect(await refusal(owner.claims, 'public.calendar_feed_hash($1)', ['x'])).toMatchObject({ code: '42501' });
    await revoke(owner, owner.id);
  });

  it('the API roles cannot write the table directly', async () => {
    for (const who of [owner.claims, ANON]) {
      await expect(
        db.asRole(who, (tx) => tx.query(`insert into calendar_feeds (studio_id, token_hash) values ($1, $2)`, [owner.id, 'a'.repeat(64)])),
      ).rejects.toMatchObject({ code: '42501' });
    }
  });
});

describe('the feed', () => {
  let scheduled: string;
  let published: string;

  beforeAll(async () => {
    scheduled = await addItem(owner, owner.id, { title: 'Full moon flow', status: 'scheduled', scheduled_for: '2026-12-24T08:30:00Z' });
    published = await addItem(staff, owner.id, { title: 'Autumn retreat', status: 'published', published_at: '2026-11-30T18:00:00Z' });
    await addItem(owner, owner.id, { title: 'Secret draft', status: 'draft' });
    await addItem(owner, owner.id, { title: 'Waiting', status: 'in_review', scheduled_for: '2026-12-20T08:30:00Z' });
    await addItem(owner, owner.id, { title: 'Old', status: 'archived' });
    await addItem(stranger, stranger.id, { title: 'Not yours', status: 'scheduled', scheduled_for: '2026-12-24T09:00:00Z' });
    await make(stranger, stranger.id);
  });

  it('answers the studio’s name and its scheduled and published items, nothing else', async () => {
    const { token } = await make(owner, owner.id);
    const answer = await feed(token);
    expect(answer?.studio).toBe('Lotus Yoga');
    expect(answer?.items.map((item) => item.id).sort()).toEqual([scheduled, published].sort());
    expect(JSON.stringify(answer)).not.toContain('The text of the item');
    expect(Object.keys(answer!.items[0]!).sort()).toEqual(['channel', 'id', 'published_at', 'published_link', 'scheduled_for', 'status', 'title', 'updated_at']);
  });

  it('an item deleted, or moved back to a draft, leaves the feed', async () => {
    const { token } = await make(owner, owner.id);
    const doomed = await addItem(owner, owner.id, { title: 'Soon gone', status: 'scheduled', scheduled_for: '2026-12-26T08:30:00Z' });
    expect((await feed(token))?.items.map((item) => item.id)).toContain(doomed);
    await db.asSuperuser((tx) => tx.query(`update content_history set status = 'draft' where id = $1`, [doomed]));
    expect((await feed(token))?.items.map((item) => item.id)).not.toContain(doomed);
    await db.asSuperuser((tx) => tx.query(`update content_history set status = 'scheduled', _deleted = true where id = $1`, [doomed]));
    expect((await feed(token))?.items.map((item) => item.id)).not.toContain(doomed);
  });

  it('a revoked secret, a replaced one and a wrong or malformed one find nothing', async () => {
    const first = await make(owner, owner.id);
    const second = await make(owner, owner.id);
    expect(await feed(first.token)).toBeNull();
    expect((await feed(second.token))?.studio).toBe('Lotus Yoga');
    await revoke(owner, owner.id);
    expect(await feed(second.token)).toBeNull();
    for (const odd of [null, '', 'x', 'A'.repeat(64), '0'.repeat(64), `${second.token} `, "' or 1=1 --", 'é'.repeat(64)]) expect(await feed(odd)).toBeNull();
  });

  it('another studio’s secret shows its own items only', async () => {
    const { token } = await make(stranger, stranger.id);
    const answer = await feed(token, staff.claims);
    expect(answer?.studio).toBe('Other Studio');
    expect(answer?.items.map((item) => item.title)).toEqual(['Not yours']);
  });
});
