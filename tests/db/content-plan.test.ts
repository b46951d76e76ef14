// The plan of a history item (migration 1700), as a device's push meets it: a scheduled
// item without its date and a channel or link that is not one are refused, a published
// item without its moment gets the moment of the write (an older app does not send it),
// and the migration gives the items that were there their dates and channels without
// making any device download them again.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Claims, Database } from '../../server/db/database.ts';
import { prepareSchema } from '../../server/db/prepare-schema.ts';
import { createUser, openTestDb, type TestUser } from './support/test-db.ts';

let db: Database;
let owner: TestUser;

type Outcome = { id: string; status: string; code?: string; message?: string };

async function call<T>(on: Database, claims: Claims, sql: string, params: unknown[] = []): Promise<T> {
  const { rows } = await on.asRole(claims, (tx) => tx.query<{ value: T }>(`select ${sql} as value`, params));
  return rows[0]!.value;
}

async function push(row: Record<string, unknown>): Promise<Outcome> {
  const [outcome] = await call<Outcome[]>(db, owner.claims, `public.sync_push('content_history', $1)`, [JSON.stringify([{ row, base: null }])]);
  return outcome!;
}

async function stored(id: string): Promise<Record<string, unknown>> {
  const { rows } = await db.asSuperuser((tx) => tx.query<Record<string, unknown>>('select * from content_history where id = $1', [id]));
  return rows[0]!;
}

function item(fields: Record<string, unknown> = {}): Record<string, unknown> {
  const now = new Date().toISOString();
  return { id: randomUUID(), user_id: owner.id, content_type: 'social', title: 'Full moon flow', content: 'Join us.', status: 'draft', created_at: now, updated_at: now, ...fields };
}

beforeAll(async () => {
  db = await openTestDb();
  owner = await createUser(db, { email: 'owner@lagoon.example', userMetadata: { business_name: 'Lagoon Flow' } });
});
afterAll(() => db?.close());

describe('a history item’s plan, pushed by a device', () => {
  it('refuses a scheduled item without its date, and keeps one with it', async () => {
    const refused = await push(item({ status: 'scheduled' }));
    expect([refused.status, refused.code]).toEqual(['rejected', '23514']);
    expect(refused.message).toContain('content_history_scheduled_has_date');
    const planned = item({ status: 'scheduled', scheduled_for: '2026-12-24T08:30:00.000Z', channel: 'instagram' });
    expect((await push(planned)).status).toBe('ok');
    const row = await stored(planned.id as string);
    expect([row.status, (row.scheduled_for as Date).toISOString(), row.channel]).toEqual(['scheduled', '2026-12-24T08:30:00.000Z', 'instagram']);
  });

  it('gives a published item the moment of the write when the device does not say, and keeps the one it says', async () => {
    const before = Date.now();
    const bare = item({ status: 'published' });
    expect((await push(bare)).status).toBe('ok');
    expect(((await stored(bare.id as string)).published_at as Date).getTime()).toBeGreaterThanOrEqual(before - 1000);
    const dated = item({ status: 'published', published_at: '2026-11-30T18:00:00.000Z', published_link: 'https://www.instagram.com/p/Cx1-ÄÖ/' });
    expect((await push(dated)).status).toBe('ok');
    const row = await stored(dated.id as string);
    expect([(row.published_at as Date).toISOString(), row.published_link]).toEqual(['2026-11-30T18:00:00.000Z', 'https://www.instagram.com/p/Cx1-ÄÖ/']);
  });

  it('gives an item pushed without a channel (an older app) the channel of its tool and platform', async () => {
    const post = item({ metadata: { platforms: ['facebook'] } });
    const reply = item({ content_type: 'communication' });
    for (const row of [post, reply]) expect((await push(row)).status).toBe('ok');
    expect([(await stored(post.id as string)).channel, (await stored(reply.id as string)).channel]).toEqual(['facebook', 'email']);
  });

  it('takes the in-review status', async () => {
    const submitted = item({ status: 'in_review' });
    expect((await push(submitted)).status).toBe('ok');
    expect((await stored(submitted.id as string)).status).toBe('in_review');
  });

  it('refuses a channel that is not one, and a link that is not a web address', async () => {
    for (const fields of [{ channel: 'tiktok' }, { published_link: 'javascript:alert(1)' }, { published_link: 'https://example.com/a b' }, { published_link: `https://example.com/${'a'.repeat(2000)}` }]) {
      const outcome = await push(item(fields));
      expect([outcome.status, outcome.code], JSON.stringify(fields)).toEqual(['rejected', '23514']);
    }
  });
});

describe('the migration on existing history', () => {
  it('dates the scheduled and published items, gives every item its channel, and moves no item’s _modified or updated_at', async () => {
    const old = await openTestDb({ migrateUntil: '1600' });
    try {
      const person = await createUser(old, { email: 'leela@shala.example' });
      const rows = [
        { content_type: 'social', status: 'scheduled', metadata: { platforms: ['linkedin', 'instagram'] } },
        { content_type: 'social', status: 'published', metadata: {} },
        { content_type: 'newsletter', status: 'draft', metadata: { platform: 'facebook' } },
        { content_type: 'communication', status: 'archived', metadata: {} },
        { content_type: 'seo', status: 'draft', metadata: {} },
        { content_type: 'video', status: 'draft', metadata: { platform: 'facebook' } },
      ];
      await old.asSuperuser(async (tx) => {
        for (const [n, row] of rows.entries()) {
          await tx.query(
            `insert into content_history (user_id, content_type, status, metadata, title, updated_at) values ($1, $2, $3, $4, $5, '2026-11-0${n + 1}T10:00:00Z')`,
            [person.id, row.content_type, row.status, JSON.stringify(row.metadata), `Item ${n}`],
          );
        }
      });
      const stamps = 'select title, _modified, updated_at from content_history order by title';
      const before = (await old.asSuperuser((tx) => tx.query(stamps))).rows;

      await prepareSchema(old);

      expect((await old.asSuperuser((tx) => tx.query(stamps))).rows).toEqual(before);
      const { rows: after } = await old.asSuperuser((tx) =>
        tx.query<{ title: string; channel: string; scheduled_for: Date | null; published_at: Date | null }>(
          'select title, channel, scheduled_for, published_at from content_history order by title',
        ),
      );
      expect(after.map((row) => [row.title, row.channel, row.scheduled_for?.toISOString() ?? null, row.published_at?.toISOString() ?? null])).toEqual([
        ['Item 0', 'linkedin', '2026-11-01T10:00:00.000Z', null],
        ['Item 1', 'instagram', null, '2026-11-02T10:00:00.000Z'],
        ['Item 2', 'newsletter', null, null],
        ['Item 3', 'email', null, null],
        ['Item 4', 'website', null, null],
        ['Item 5', 'facebook', null, null],
      ]);
    } finally {
      await old.close();
    }
  });
});
