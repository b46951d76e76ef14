// What a studio shares (migration 1100): the brand profile, preferences, tone templates,
// content history and usage belong to the studio; drafts stay personal. Row level
// security by membership and role for every synced table and action, replication by
// studio (a removed member's pull is refused, so the device drops the studio), and the
// migration of existing rows into each account's studio with nothing changed.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertAuthUser } from '../../server/auth/users.ts';
import type { Claims, Database } from '../../server/db/database.ts';
import { prepareSchema } from '../../server/db/prepare-schema.ts';
import { attempt, errorCode, type Outcome, type Statement } from './support/attempt.ts';
import { ANON, createUser, openTestDb, type TestUser } from './support/test-db.ts';

let db: Database;

beforeAll(async () => {
  db = await openTestDb();
});

afterAll(() => db?.close());

let serial = 0;
function address(name: string): string {
  serial += 1;
  return `${name.toLowerCase()}.${serial}@example.com`;
}

async function call<T>(claims: Claims, sql: string, params: unknown[] = []): Promise<T> {
  const { rows } = await db.asRole(claims, (tx) => tx.query<{ value: T }>(`select ${sql} as value`, params));
  return rows[0]!.value;
}

async function join(owner: TestUser, member: TestUser, role = 'staff'): Promise<void> {
  const invitation = await call<{ token: string }>(owner.claims, 'public.invite_studio_member($1, $2, $3)', [owner.id, member.email, role]);
  await call(member.claims, 'public.accept_studio_invitation($1)', [invitation.token]);
}

type Pull = { rows: Record<string, unknown>[]; checkpoint: unknown; remaining: number };

function pull(user: TestUser, table: string, studio?: string): Promise<Pull> {
  return call<Pull>(user.claims, 'public.sync_pull($1, null, null, 1000, null, $2)', [table, studio ?? null]);
}

async function refusedCode(run: () => Promise<unknown>): Promise<string | undefined> {
  try {
    await run();
  } catch (error) {
    return errorCode(error);
  }
  return 'not refused';
}

/** An owner with one staff member; the owner's studio has a history item, a template, a brief, a preference and a usage record. */
async function studioWithStaff(name: string) {
  const owner = await createUser(db, { email: address(`${name}-owner`), userMetadata: { business_name: `${name} Studio` } });
  const staff = await createUser(db, { email: address(`${name}-staff`) });
  await join(owner, staff);
  await db.asRole(owner.claims, async (tx) => {
    await tx.query(`insert into content_history (user_id, content_type, title) values ($1, 'blog', 'Owner post')`, [owner.id]);
    await tx.query(`insert into tone_templates (user_id, name) values ($1, 'Owner voice')`, [owner.id]);
    await tx.query(`insert into briefs (user_id, kind, title) values ($1, 'event', 'Owner brief')`, [owner.id]);
    await tx.query(`insert into content_preferences (user_id, content_type) values ($1, 'blog')`, [owner.id]);
    await tx.query(`insert into usage_tracking (user_id, content_type, credits_consumed) values ($1, 'blog', 1)`, [owner.id]);
  });
  return { owner, staff, studio: owner.id };
}

describe('a studio of one', () => {
  it('writes without naming a studio land in the maker\'s own studio, and the pull without one returns them as before', async () => {
    const alone = await createUser(db, { email: address('alone') });
    await db.asRole(alone.claims, (tx) =>
      tx.query(`insert into content_history (user_id, content_type, title) values ($1, 'email', 'Hello')`, [alone.id]),
    );
    const history = await call<Pull>(alone.claims, `public.sync_pull('content_history', null, null, 100)`);
    expect(history.rows.map((row) => [row.title, row.studio_id, row.user_id])).toEqual([['Hello', alone.id, alone.id]]);
    const profile = await call<Pull>(alone.claims, `public.sync_pull('profiles', null, null, 100)`);
    expect(profile.rows.map((row) => row.id)).toEqual([alone.id]);
  });
});

describe('sharing within a studio', () => {
  it('staff pull the studio\'s profile, preferences, templates, briefs, history and usage; drafts stay personal', async () => {
    const { owner, staff, studio } = await studioWithStaff('Share');
    await db.asRole(owner.claims, (tx) => tx.query(`insert into generator_drafts (user_id, content_type) values ($1, 'blog')`, [owner.id]));
    await db.asRole(staff.claims, async (tx) => {
      await tx.query(`insert into content_history (user_id, studio_id, content_type, title) values ($1, $2, 'social', 'Staff post')`, [staff.id, studio]);
      await tx.query(`insert into generator_drafts (user_id, content_type) values ($1, 'social')`, [staff.id]);
    });

    const seen = async (user: TestUser, table: string) => (await pull(user, table, studio)).rows.map((row) => row.title ?? row.name ?? row.id);
    for (const user of [owner, staff]) {
      expect((await seen(user, 'content_history')).sort()).toEqual(['Owner post', 'Staff post']);
      expect(await seen(user, 'tone_templates')).toEqual(['Owner voice']);
      expect(await seen(user, 'briefs')).toEqual(['Owner brief']);
      expect(await seen(user, 'profiles')).toEqual([studio]);
      expect(await seen(user, 'content_preferences')).toEqual([`${studio}:blog`]);
      expect((await pull(user, 'usage_tracking', studio)).rows).toHaveLength(1);
    }
    expect((await pull(owner, 'generator_drafts', studio)).rows.map((row) => row.content_type)).toEqual(['blog']);
    expect((await pull(staff, 'generator_drafts', studio)).rows.map((row) => row.content_type)).toEqual(['social']);
    // The staff member's own studio stays theirs alone.
    expect((await pull(staff, 'content_history')).rows).toEqual([]);
    expect((await pull(owner, 'content_history', staff.id).catch((error) => errorCode(error)))).toBe('PT403');
  });

  it('every item says who made it: an edit by another member keeps the maker, and no row moves to another studio', async () => {
    const { owner, staff, studio } = await studioWithStaff('Authors');
    const { rows } = await db.asRole(staff.claims, (tx) =>
      tx.query<{ id: string }>(`insert into content_history (user_id, studio_id, content_type, title) values ($1, $2, 'email', 'Mine') returning id`, [
        staff.id,
        studio,
      ]),
    );
    const id = rows[0]!.id;
    await db.asRole(owner.claims, (tx) => tx.query(`update content_history set title = 'Edited by the owner' where id = $1`, [id]));
    const item = (await pull(owner, 'content_history', studio)).rows.find((row) => row.id === id);
    expect(item).toMatchObject({ title: 'Edited by the owner', user_id: staff.id, studio_id: studio });

    expect(await refusedCode(() => db.asRole(owner.claims, (tx) => tx.query('update content_history set user_id = $2 where id = $1', [id, owner.id]))))
      .toBe('42501');
    expect(await refusedCode(() => db.asRole(staff.claims, (tx) => tx.query('update content_history set studio_id = $2 where id = $1', [id, staff.id]))))
      .toBe('42501');
    // Nobody adds an item in another member's name.
    expect(
      await refusedCode(() =>
        db.asRole(staff.claims, (tx) =>
          tx.query(`insert into content_history (user_id, studio_id, content_type) values ($1, $1, 'blog')`, [owner.id]),
        ),
      ),
    ).toBe('42501');
  });

  it('a removed member\'s pull is refused with PT403 and nothing of the studio is readable any more', async () => {
    const { owner, staff, studio } = await studioWithStaff('Removal');
    expect((await pull(staff, 'content_history', studio)).rows).toHaveLength(1);
    await call(owner.claims, 'public.remove_studio_member($1, $2)', [studio, staff.id]);
    for (const table of ['profiles', 'content_preferences', 'tone_templates', 'briefs', 'content_history', 'usage_tracking', 'generator_drafts']) {
      expect(await refusedCode(() => pull(staff, table, studio))).toBe('PT403');
    }
    const { rows } = await db.asRole(staff.claims, (tx) => tx.query('select id from content_history where studio_id = $1', [studio]));
    expect(rows).toEqual([]);
    expect(await refusedCode(() => pull(owner, 'content_history', randomUUID()))).toBe('PT403');
  });

  it('my_studios lists the caller\'s studios with their role, their own first', async () => {
    const { owner, staff } = await studioWithStaff('Listing');
    expect(await call(staff.claims, 'public.my_studios()')).toEqual([
      { id: staff.id, name: '', role: 'owner' },
      { id: owner.id, name: 'Listing Studio', role: 'staff' },
    ]);
    expect(await refusedCode(() => call(ANON, 'public.my_studios()'))).toBe('42501');
  });

  it('staff write content and templates through sync_push, but the brand profile and preferences are refused', async () => {
    const { staff, studio } = await studioWithStaff('Push');
    const push = (table: string, row: Record<string, unknown>, base: string | null = null) =>
      call<{ status: string; code?: string }[]>(staff.claims, 'public.sync_push($1, $2)', [table, JSON.stringify([{ row, base }])]);
    const now = new Date().toISOString();
    expect(
      await push('content_history', { id: randomUUID(), user_id: staff.id, studio_id: studio, content_type: 'blog', title: 'Retreat', created_at: now, updated_at: now }),
    ).toEqual([{ id: expect.any(String), status: 'ok' }]);
    expect(await push('tone_templates', { id: randomUUID(), user_id: staff.id, studio_id: studio, name: 'Staff voice' })).toEqual([
      { id: expect.any(String), status: 'ok' },
    ]);
    const profile = (await pull(staff, 'profiles', studio)).rows[0]!;
    const [refused] = await push('profiles', { ...profile, business_name: 'Renamed by staff' }, profile._modified as string);
    expect(refused).toMatchObject({ status: 'rejected', code: '42501' });
    const [preference] = await push('content_preferences', { id: `${studio}:social`, user_id: studio, studio_id: studio, content_type: 'social' });
    expect(preference).toMatchObject({ status: 'rejected', code: '42501' });
  });
});

describe('credits are the studio\'s', () => {
  async function credits(userId: string): Promise<{ used: number; remaining: number }> {
    const { rows } = await db.asSuperuser((tx) =>
      tx.query<{ used: number; remaining: number }>(
        'select credits_used as used, credits_remaining as remaining from user_subscriptions where user_id = $1',
        [userId],
      ),
    );
    return rows[0]!;
  }

  it('a staff member\'s generation, counted when it syncs, spends the studio\'s credits, not their own', async () => {
    const { owner, staff, studio } = await studioWithStaff('Credits');
    const [ownerBefore, staffBefore] = [await credits(owner.id), await credits(staff.id)];
    await db.asRole(staff.claims, (tx) =>
      tx.query(`insert into usage_tracking (user_id, studio_id, content_type, credits_consumed) values ($1, $2, 'blog', 5)`, [staff.id, studio]),
    );
    expect(await credits(owner.id)).toEqual({ used: ownerBefore.used + 5, remaining: ownerBefore.remaining - 5 });
    expect(await credits(staff.id)).toEqual(staffBefore);

    const reserved = await call<{ reserved: boolean; usage_id: string }>(staff.claims, `public.reserve_credits(3, 'image', $1)`, [studio]);
    expect(reserved.reserved).toBe(true);
    expect(await credits(owner.id)).toEqual({ used: ownerBefore.used + 8, remaining: ownerBefore.remaining - 8 });
    await db.asRole({ role: 'service_role' }, (tx) => tx.query('select public.release_credits($1)', [reserved.usage_id]));
    expect(await credits(owner.id)).toEqual({ used: ownerBefore.used + 5, remaining: ownerBefore.remaining - 5 });
    expect(await refusedCode(() => call(owner.claims, `public.reserve_credits(3, 'image', $1)`, [staff.id]))).toBe('PT403');
  });

  it('members mirror the studio\'s subscription (no payment reference); others are refused', async () => {
    const { owner, staff, studio } = await studioWithStaff('Mirror');
    await db.asSuperuser((tx) => tx.query(`update user_subscriptions set paypal_subscription_id = 'I-SECRET' where user_id = $1`, [owner.id]));
    const mirrored = await call<Record<string, unknown>[]>(staff.claims, `public.sync_snapshot('user_subscriptions', $1)`, [studio]);
    expect(mirrored).toEqual([expect.objectContaining({ user_id: owner.id, status: 'trialing', paypal_subscription_id: null, plan: expect.objectContaining({ name: 'Starter' }) })]);
    const own = await call<Record<string, unknown>[]>(staff.claims, `public.sync_snapshot('user_subscriptions')`);
    expect(own.map((row) => row.user_id)).toEqual([staff.id]);
    const stranger = await createUser(db, { email: address('stranger') });
    expect(await refusedCode(() => call(stranger.claims, `public.sync_snapshot('user_subscriptions', $1)`, [studio]))).toBe('PT403');
  });
});

describe('row level security on the studio\'s synced tables', () => {
  type Actor = 'anon' | 'owner' | 'staff' | 'removed' | 'other studio';
  const ACTORS: Actor[] = ['anon', 'owner', 'staff', 'removed', 'other studio'];
  let people: Record<Exclude<Actor, 'anon'>, TestUser>;
  let studio: string;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    const { owner, staff, studio: id } = await studioWithStaff('Matrix');
    const removed = await createUser(db, { email: address('removed') });
    await join(owner, removed);
    await call(owner.claims, 'public.remove_studio_member($1, $2)', [id, removed.id]);
    const other = await createUser(db, { email: address('other') });
    people = { owner, staff, removed, 'other studio': other };
    studio = id;
    const first = async (table: string) =>
      (await db.asSuperuser((tx) => tx.query<{ id: string }>(`select id::text from ${table} where studio_id = $1 limit 1`, [id]))).rows[0]!.id;
    for (const table of ['profiles', 'content_preferences', 'tone_templates', 'briefs', 'content_history', 'usage_tracking']) ids[table] = await first(table);
    await db.asRole(staff.claims, (tx) => tx.query(`insert into generator_drafts (user_id, content_type) values ($1, 'video')`, [staff.id]));
    ids.generator_drafts = `${staff.id}:video`;
  });

  const me = `coalesce(auth.uid(), gen_random_uuid())`;
  type Op = 'select' | 'insert' | 'update' | 'delete';
  const TABLES: Record<string, Record<Op, () => Statement>> = {
    profiles: {
      select: () => ({ sql: 'select id from profiles where id = $1', params: [ids.profiles] }),
      // The studio's profile is removed first, so the insert meets only row level security.
      insert: () => ({
        prepare: `delete from user_subscriptions where user_id = '${studio}'; delete from profiles where id = '${studio}'`,
        sql: `insert into profiles (id, user_id, studio_id, business_name) values ($1, $1, $1, 'Ours now')`,
        params: [studio],
      }),
      update: () => ({ sql: `update profiles set business_name = 'Renamed' where id = $1`, params: [ids.profiles] }),
      delete: () => ({ prepare: `delete from user_subscriptions where user_id = '${studio}'`, sql: 'delete from profiles where id = $1', params: [ids.profiles] }),
    },
    content_preferences: {
      select: () => ({ sql: 'select id from content_preferences where id = $1', params: [ids.content_preferences] }),
      insert: () => ({ sql: `insert into content_preferences (user_id, studio_id, content_type) values ($1, $1, 'video')`, params: [studio] }),
      update: () => ({ sql: `update content_preferences set default_settings = '{"a":1}' where id = $1`, params: [ids.content_preferences] }),
      delete: () => ({ sql: 'delete from content_preferences where id = $1', params: [ids.content_preferences] }),
    },
    tone_templates: {
      select: () => ({ sql: 'select id from tone_templates where id = $1', params: [ids.tone_templates] }),
      insert: () => ({ sql: `insert into tone_templates (user_id, studio_id, name) values (${me}, $1, 'Mine')`, params: [studio] }),
      update: () => ({ sql: `update tone_templates set name = 'Renamed' where id = $1`, params: [ids.tone_templates] }),
      delete: () => ({ sql: 'delete from tone_templates where id = $1', params: [ids.tone_templates] }),
    },
    briefs: {
      select: () => ({ sql: 'select id from briefs where id = $1', params: [ids.briefs] }),
      insert: () => ({ sql: `insert into briefs (user_id, studio_id, kind, title) values (${me}, $1, 'offer', 'Mine')`, params: [studio] }),
      update: () => ({ sql: `update briefs set title = 'Renamed' where id = $1`, params: [ids.briefs] }),
      delete: () => ({ sql: 'delete from briefs where id = $1', params: [ids.briefs] }),
    },
    content_history: {
      select: () => ({ sql: 'select id from content_history where id = $1', params: [ids.content_history] }),
      insert: () => ({ sql: `insert into content_history (user_id, studio_id, content_type) values (${me}, $1, 'blog')`, params: [studio] }),
      update: () => ({ sql: `update content_history set title = 'Renamed' where id = $1`, params: [ids.content_history] }),
      delete: () => ({ sql: 'delete from content_history where id = $1', params: [ids.content_history] }),
    },
    usage_tracking: {
      select: () => ({ sql: 'select id from usage_tracking where id = $1', params: [ids.usage_tracking] }),
      insert: () => ({ sql: `insert into usage_tracking (user_id, studio_id, content_type, credits_consumed) values (${me}, $1, 'blog', 1)`, params: [studio] }),
      update: () => ({ sql: 'update usage_tracking set credits_consumed = 0 where id = $1', params: [ids.usage_tracking] }),
      delete: () => ({ sql: 'delete from usage_tracking where id = $1', params: [ids.usage_tracking] }),
    },
    generator_drafts: {
      select: () => ({ sql: 'select id from generator_drafts where id = $1', params: [ids.generator_drafts] }),
      insert: () => ({ sql: `insert into generator_drafts (id, user_id, content_type) values ($1 || ':blog', $1::uuid, 'blog')`, params: [people.staff.id] }),
      update: () => ({ sql: `update generator_drafts set form = '{"a":1}' where id = $1`, params: [ids.generator_drafts] }),
      delete: () => ({ sql: 'delete from generator_drafts where id = $1', params: [ids.generator_drafts] }),
    },
  };

  const seen: Outcome = { rows: 1 };
  const none: Outcome = { rows: 0 };
  const refused: Outcome = { error: '42501' };
  const row = (owner: Outcome, staff: Outcome): Record<Actor, Outcome> => ({
    anon: none,
    owner,
    staff,
    removed: none,
    'other studio': none,
  });
  const write = (owner: Outcome, staff: Outcome): Record<Actor, Outcome> => ({
    ...row(owner, staff),
    anon: refused,
    removed: refused,
    'other studio': refused,
  });

  // Rows seen or changed, or the SQLSTATE. An insert the caller may not make is 42501; a
  // row the caller may not see is not there for them (0 rows read, changed or deleted).
  const EXPECTED: Record<string, Record<Op, Record<Actor, Outcome>>> = {
    profiles: { select: row(seen, seen), insert: write(seen, refused), update: row(seen, none), delete: row(seen, none) },
    content_preferences: { select: row(seen, seen), insert: write(seen, refused), update: row(seen, none), delete: row(seen, none) },
    tone_templates: { select: row(seen, seen), insert: write(seen, seen), update: row(seen, seen), delete: row(seen, seen) },
    briefs: { select: row(seen, seen), insert: write(seen, seen), update: row(seen, seen), delete: row(seen, seen) },
    content_history: { select: row(seen, seen), insert: write(seen, seen), update: row(seen, seen), delete: row(seen, seen) },
    // Append-only: usage is recorded, never changed or removed through the API.
    usage_tracking: { select: row(seen, seen), insert: write(seen, seen), update: row(none, none), delete: row(none, none) },
    // Personal: only the staff member who wrote the draft.
    generator_drafts: { select: row(none, seen), insert: write(refused, seen), update: row(none, seen), delete: row(none, seen) },
  };

  for (const table of Object.keys(TABLES)) {
    for (const op of ['select', 'insert', 'update', 'delete'] as const) {
      it(`${table} ${op}`, async () => {
        const claims: Record<Actor, Claims> = {
          anon: ANON,
          owner: people.owner.claims,
          staff: people.staff.claims,
          removed: people.removed.claims,
          'other studio': people['other studio'].claims,
        };
        const outcomes: Record<string, Outcome> = {};
        for (const actor of ACTORS) outcomes[actor] = await attempt(db, claims[actor], TABLES[table]![op]());
        expect(outcomes).toEqual(EXPECTED[table]![op]);
      });
    }
  }
});

describe('the migration on existing rows', () => {
  it('puts every row in its maker\'s studio without changing it, so no device pulls it again', async () => {
    const old = await openTestDb({ migrateUntil: '1000' });
    try {
      const people: string[] = [];
      for (const name of ['Asha', 'Bodhi']) {
        const id = randomUUID();
        await old.asSuperuser((tx) =>
          insertAuthUser(tx, { id, email: address(name), confirmed: true, appMetadata: {}, userMetadata: { full_name: name, business_name: `${name} Yoga` } }),
        );
        people.push(id);
      }
      await old.asSuperuser(async (tx) => {
        for (const person of people) {
          await tx.query(
            `insert into content_history (user_id, content_type, title, content, word_count)
             select $1, 'blog', 'Post ' || n, 'Body', 1 from generate_series(1, 60) as n`,
            [person],
          );
          await tx.query(`insert into tone_templates (user_id, name, is_default) values ($1, 'Warm', true)`, [person]);
          await tx.query(`insert into content_preferences (user_id, content_type) values ($1, 'social')`, [person]);
          await tx.query(`insert into usage_tracking (user_id, content_type, credits_consumed) values ($1, 'social', 2)`, [person]);
        }
      });
      const snapshot = (target: Database) =>
        target.asSuperuser(async (tx) => {
          const rows: string[] = [];
          for (const table of ['profiles', 'content_preferences', 'tone_templates', 'content_history', 'usage_tracking']) {
            const result = await tx.query<{ line: string }>(
              `select concat_ws('|', '${table}', id::text, user_id::text, _modified::text, _txid::text) as line from ${table} order by id::text`,
            );
            rows.push(...result.rows.map((r) => r.line));
          }
          return rows;
        });
      const before = await snapshot(old);
      expect(before).toHaveLength(2 * (1 + 1 + 1 + 60 + 1));

      await prepareSchema(old);

      expect(await snapshot(old)).toEqual(before);
      const { rows } = await old.asSuperuser((tx) =>
        tx.query<{ strays: number }>(
          `select (select count(*) from profiles where studio_id <> user_id) + (select count(*) from content_preferences where studio_id <> user_id)
                + (select count(*) from tone_templates where studio_id <> user_id) + (select count(*) from content_history where studio_id <> user_id)
                + (select count(*) from usage_tracking where studio_id <> user_id) as strays`,
        ),
      );
      expect(Number(rows[0]!.strays)).toBe(0);
    } finally {
      await old.close();
    }
  });
});
