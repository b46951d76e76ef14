// Studios and their members in the database: the studio of one every account gets,
// invitations (single use, expiring, only for the invited address, never guessable),
// roles, leaving and removal (a studio always keeps an owner), who may read what, and
// the migration that gives existing accounts their studio with nothing lost.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertAuthUser } from '../../server/auth/users.ts';
import type { Claims, Database } from '../../server/db/database.ts';
import { prepareSchema } from '../../server/db/prepare-schema.ts';
import { attempt, errorCode, type Outcome } from './support/attempt.ts';
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

function isTestUser(who: TestUser | Claims): who is TestUser {
  return typeof (who as TestUser).claims === 'object';
}

async function call<T>(user: TestUser | Claims, sql: string, params: unknown[] = []): Promise<T> {
  const claims = isTestUser(user) ? user.claims : user;
  const { rows } = await db.asRole(claims, (tx) => tx.query<{ value: T }>(`select ${sql} as value`, params));
  return rows[0]!.value;
}

/** The SQLSTATE and message a call fails with (the API answers them as the HTTP status). */
async function refusal(user: TestUser | Claims, sql: string, params: unknown[] = []): Promise<{ code?: string; message: string }> {
  try {
    await call(user, sql, params);
  } catch (error) {
    return { code: errorCode(error), message: (error as Error).message };
  }
  throw new Error(`expected ${sql} to be refused`);
}

function invite(owner: TestUser, studio: string, email: string, role = 'staff') {
  return call<{ id: string; token: string; email: string; role: string; expires_at: string }>(
    owner,
    'public.invite_studio_member($1, $2, $3)',
    [studio, email, role],
  );
}

function accept(user: TestUser, token: string) {
  return call<string>(user, 'public.accept_studio_invitation($1)', [token]);
}

async function membersSeenBy(user: TestUser, studio: string) {
  const { rows } = await db.asRole(user.claims, (tx) =>
    tx.query<{ user_id: string; role: string }>('select user_id, role from studio_members where studio_id = $1 order by created_at, user_id', [
      studio,
    ]),
  );
  return rows;
}

async function studiosSeenBy(user: TestUser) {
  const { rows } = await db.asRole(user.claims, (tx) => tx.query<{ id: string; name: string }>('select id, name from studios order by name'));
  return rows;
}

/** An owner with a studio of their own and one staff member who accepted an invitation. */
async function team(name: string) {
  const owner = await createUser(db, { email: address(`${name}-owner`), userMetadata: { business_name: `${name} Studio` } });
  const staff = await createUser(db, { email: address(`${name}-staff`) });
  await accept(staff, (await invite(owner, owner.id, staff.email)).token);
  return { owner, staff, studio: owner.id };
}

describe('the studio of one', () => {
  it('every sign-up owns a studio with its own id, named after the business', async () => {
    const user = await createUser(db, { email: address('maya'), userMetadata: { business_name: 'Lagoon Yoga' } });
    expect(await studiosSeenBy(user)).toEqual([{ id: user.id, name: 'Lagoon Yoga' }]);
    expect(await membersSeenBy(user, user.id)).toEqual([{ user_id: user.id, role: 'owner' }]);
  });

  it('a user sees only the studios they belong to', async () => {
    const one = await createUser(db, { email: address('one') });
    const two = await createUser(db, { email: address('two') });
    expect((await studiosSeenBy(one)).map((studio) => studio.id)).toEqual([one.id]);
    expect(await membersSeenBy(one, two.id)).toEqual([]);
  });
});

describe('invitations', () => {
  it('an existing account accepts, joins as staff and sees the team; the link then stops working', async () => {
    const owner = await createUser(db, { email: address('asha'), userMetadata: { business_name: 'Asha Ayurveda' } });
    const staff = await createUser(db, { email: address('ben') });
    const invitation = await invite(owner, owner.id, `  ${staff.email.toUpperCase()} `);
    expect(invitation).toMatchObject({ email: staff.email, role: 'staff' });
    expect(invitation.token).toMatch(/^[0-9a-f]{64}$/);
    const days = (Date.parse(invitation.expires_at) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThanOrEqual(7);

    expect(await accept(staff, invitation.token)).toBe(owner.id);
    expect(await membersSeenBy(staff, owner.id)).toEqual([
      { user_id: owner.id, role: 'owner' },
      { user_id: staff.id, role: 'staff' },
    ]);
    expect((await studiosSeenBy(staff)).map((studio) => studio.name).sort()).toEqual(['', 'Asha Ayurveda']);
    expect(await refusal(staff, 'public.accept_studio_invitation($1)', [invitation.token])).toMatchObject({
      code: 'PT410',
      message: 'This invitation has already been used',
    });
  });

  it('works for an account made after the invitation, once its address is confirmed', async () => {
    const owner = await createUser(db, { email: address('owner') });
    const email = address('newcomer');
    const invitation = await invite(owner, owner.id, email);
    const unconfirmed = await createUser(db, { email, confirmed: false });
    expect(await refusal(unconfirmed, 'public.accept_studio_invitation($1)', [invitation.token])).toMatchObject({ code: '42501' });
    await db.asSuperuser((tx) => tx.query('update auth.users set email_confirmed_at = now() where id = $1', [unconfirmed.id]));
    expect(await accept(unconfirmed, invitation.token)).toBe(owner.id);
  });

  it('only the invited address can use the link, and a wrong or malformed secret finds nothing', async () => {
    const owner = await createUser(db, { email: address('owner') });
    const invited = address('invited');
    const invitation = await invite(owner, owner.id, invited);
    const stranger = await createUser(db, { email: address('stranger') });
    expect(await refusal(stranger, 'public.accept_studio_invitation($1)', [invitation.token])).toEqual({
      code: '42501',
      message: `This invitation is for another email address: sign in as ${invited}`,
    });
    const wrong = invitation.token.replace(/^./, (first) => (first === '0' ? '1' : '0'));
    for (const token of [wrong, 'x', '', `${invitation.token}' or '1'='1`, null]) {
      expect(await refusal(stranger, 'public.accept_studio_invitation($1)', [token])).toEqual({
        code: 'PT404',
        message: 'This invitation link is not valid',
      });
    }
    expect(await membersSeenBy(owner, owner.id)).toHaveLength(1);
    expect(await refusal(ANON, 'public.accept_studio_invitation($1)', [invitation.token])).toMatchObject({ code: '42501' });
  });

  it('an expired, withdrawn or replaced invitation says so', async () => {
    const owner = await createUser(db, { email: address('owner') });
    const guest = await createUser(db, { email: address('guest') });
    const expired = await invite(owner, owner.id, guest.email);
    await db.asSuperuser((tx) => tx.query(`update studio_invitations set expires_at = now() - interval '1 minute' where id = $1`, [expired.id]));
    expect(await refusal(guest, 'public.accept_studio_invitation($1)', [expired.token])).toMatchObject({
      code: 'PT410',
      message: 'This invitation has expired: ask the studio for a new one',
    });

    const replaced = await invite(owner, owner.id, guest.email);
    const latest = await invite(owner, owner.id, guest.email);
    expect(await refusal(guest, 'public.accept_studio_invitation($1)', [replaced.token])).toMatchObject({
      code: 'PT410',
      message: 'This invitation was withdrawn',
    });
    await call(owner, 'public.revoke_studio_invitation($1)', [latest.id]);
    expect(await refusal(guest, 'public.accept_studio_invitation($1)', [latest.token])).toMatchObject({ code: 'PT410' });
    expect(await membersSeenBy(owner, owner.id)).toHaveLength(1);
  });

  it('stores only a hash of the secret, and every secret is different', async () => {
    const owner = await createUser(db, { email: address('owner') });
    const tokens = new Set<string>();
    for (let index = 0; index < 20; index += 1) tokens.add((await invite(owner, owner.id, address('guest'))).token);
    expect(tokens.size).toBe(20);
    const { rows } = await db.asRole(owner.claims, (tx) => tx.query<{ token_hash: string }>('select token_hash from studio_invitations where studio_id = $1', [owner.id]));
    expect(rows).toHaveLength(20);
    for (const row of rows) expect(tokens.has(row.token_hash)).toBe(false);
  });

  it('the join screen may preview an invitation by its secret, signed in or not', async () => {
    const owner = await createUser(db, { email: address('kiri'), userMetadata: { full_name: 'Kiri Tane', business_name: 'Tide Pilates' } });
    const guest = await createUser(db, { email: address('guest') });
    const invitation = await invite(owner, owner.id, guest.email);
    const preview = () => call<Record<string, unknown>>(ANON, 'public.studio_invitation_preview($1)', [invitation.token]);
    expect(await preview()).toEqual({
      studio_id: owner.id,
      studio: 'Tide Pilates',
      inviter: 'Kiri Tane',
      email: guest.email,
      role: 'staff',
      expires_at: expect.any(String),
      status: 'open',
    });
    await accept(guest, invitation.token);
    expect(await preview()).toMatchObject({ status: 'used' });
    expect(await refusal(ANON, 'public.studio_invitation_preview($1)', ['f'.repeat(64)])).toMatchObject({ code: 'PT404' });
    expect(await refusal(guest, 'public.studio_invitation_preview($1)', ['nonsense'])).toMatchObject({ code: 'PT404' });
  });

  it('a studio sends at most 30 invitations an hour', async () => {
    const owner = await createUser(db, { email: address('busy') });
    for (let index = 0; index < 30; index += 1) await invite(owner, owner.id, address('guest'));
    expect(await refusal(owner, 'public.invite_studio_member($1, $2)', [owner.id, address('guest')])).toEqual({
      code: 'PT429',
      message: 'This studio has sent 30 invitations in the last hour: try again later',
    });
  });

  it('refuses a bad address, an unknown role and a current member with a clear message', async () => {
    const { owner, staff, studio } = await team('Refusals');
    for (const email of ['', 'not-an-address', 'a@b', `${'x'.repeat(320)}@example.com`, 'two@@example.com']) {
      expect(await refusal(owner, 'public.invite_studio_member($1, $2)', [studio, email])).toEqual({
        code: '22023',
        message: 'Enter a valid email address',
      });
    }
    expect(await refusal(owner, 'public.invite_studio_member($1, $2, $3)', [studio, address('x'), 'admin'])).toMatchObject({ code: '22023' });
    expect(await refusal(owner, 'public.invite_studio_member($1, $2)', [studio, staff.email])).toEqual({
      code: '23505',
      message: `${staff.email} is already a member of this studio`,
    });
  });

  it('staff, other studios and visitors cannot invite or see invitations', async () => {
    const { owner, staff, studio } = await team('Closed');
    const outsider = await createUser(db, { email: address('outsider') });
    await invite(owner, studio, address('pending'));
    expect(await refusal(staff, 'public.invite_studio_member($1, $2)', [studio, address('friend')])).toMatchObject({ code: '42501' });
    expect(await refusal(outsider, 'public.invite_studio_member($1, $2)', [studio, address('friend')])).toMatchObject({ code: 'PT404' });
    expect(await refusal(ANON, 'public.invite_studio_member($1, $2)', [studio, address('friend')])).toMatchObject({ code: '42501' });
    const seen = async (user: TestUser) =>
      (await db.asRole(user.claims, (tx) => tx.query('select id from studio_invitations where studio_id = $1 and accepted_at is null', [studio]))).rows.length;
    expect(await seen(owner)).toBe(1);
    expect(await seen(staff)).toBe(0);
    expect(await seen(outsider)).toBe(0);
  });
});

describe('the team list', () => {
  it('members see each other\'s address, name and role; nobody else does', async () => {
    const owner = await createUser(db, { email: address('priya'), userMetadata: { full_name: 'Priya Nair', business_name: 'Moonrise' } });
    const staff = await createUser(db, { email: address('zoe'), userMetadata: { full_name: 'Zoë Laurent' } });
    await accept(staff, (await invite(owner, owner.id, staff.email)).token);
    const team = [
      { user_id: owner.id, email: owner.email, full_name: 'Priya Nair', role: 'owner' },
      { user_id: staff.id, email: staff.email, full_name: 'Zoë Laurent', role: 'staff' },
    ];
    for (const viewer of [owner, staff]) {
      const seen = await call<{ joined_at: string }[]>(viewer, 'public.studio_team($1)', [owner.id]);
      expect(seen.map(({ joined_at, ...rest }) => rest)).toEqual(team);
    }
    const outsider = await createUser(db, { email: address('outsider') });
    expect(await refusal(outsider, 'public.studio_team($1)', [owner.id])).toMatchObject({ code: 'PT404' });
    expect(await refusal(ANON, 'public.studio_team($1)', [owner.id])).toMatchObject({ code: '42501' });
  });
});

describe('roles, leaving and removal', () => {
  it('the owner changes roles; a studio always keeps an owner', async () => {
    const { owner, staff, studio } = await team('Roles');
    expect(await refusal(staff, 'public.set_studio_member_role($1, $2, $3)', [studio, staff.id, 'owner'])).toMatchObject({ code: '42501' });
    expect(await refusal(owner, 'public.set_studio_member_role($1, $2, $3)', [studio, owner.id, 'staff'])).toEqual({
      code: 'PT409',
      message: 'A studio needs an owner: make another member owner first',
    });
    expect(await refusal(owner, 'public.leave_studio($1)', [studio])).toMatchObject({ code: 'PT409' });
    expect(await refusal(owner, 'public.remove_studio_member($1, $2)', [studio, owner.id])).toMatchObject({ code: 'PT409' });

    await call(owner, 'public.set_studio_member_role($1, $2, $3)', [studio, staff.id, 'owner']);
    await call(owner, 'public.set_studio_member_role($1, $2, $3)', [studio, owner.id, 'staff']);
    expect(await membersSeenBy(owner, studio)).toEqual([
      { user_id: owner.id, role: 'staff' },
      { user_id: staff.id, role: 'owner' },
    ]);
    expect(await refusal(owner, 'public.remove_studio_member($1, $2)', [studio, staff.id])).toMatchObject({ code: '42501' });
  });

  it('staff cannot remove anyone; the owner removes staff, who then see nothing of the studio', async () => {
    const { owner, staff, studio } = await team('Removal');
    const second = await createUser(db, { email: address('second') });
    await accept(second, (await invite(owner, studio, second.email)).token);
    expect(await refusal(staff, 'public.remove_studio_member($1, $2)', [studio, owner.id])).toMatchObject({ code: '42501' });
    expect(await refusal(staff, 'public.remove_studio_member($1, $2)', [studio, second.id])).toMatchObject({ code: '42501' });

    await call(owner, 'public.remove_studio_member($1, $2)', [studio, staff.id]);
    expect(await membersSeenBy(staff, studio)).toEqual([]);
    expect((await studiosSeenBy(staff)).map((row) => row.id)).toEqual([staff.id]);
    expect(await refusal(staff, 'public.invite_studio_member($1, $2)', [studio, address('back')])).toMatchObject({ code: 'PT404' });
    expect(await membersSeenBy(owner, studio)).toEqual([
      { user_id: owner.id, role: 'owner' },
      { user_id: second.id, role: 'staff' },
    ]);
  });

  it('a member leaves; one user belongs to several studios at once', async () => {
    const first = await team('First');
    const secondOwner = await createUser(db, { email: address('second-owner'), userMetadata: { business_name: 'Second Studio' } });
    await accept(first.staff, (await invite(secondOwner, secondOwner.id, first.staff.email)).token);
    expect((await studiosSeenBy(first.staff)).map((row) => row.name)).toEqual(['', 'First Studio', 'Second Studio']);

    await call(first.staff, 'public.leave_studio($1)', [first.studio]);
    expect((await studiosSeenBy(first.staff)).map((row) => row.name)).toEqual(['', 'Second Studio']);
    expect(await refusal(first.staff, 'public.leave_studio($1)', [first.studio])).toMatchObject({ code: 'PT404' });
  });

  it('an owner renames the studio, names are checked; a studio is founded only by a sign-up', async () => {
    const owner = await createUser(db, { email: address('founder') });
    await call(owner, 'public.rename_studio($1, $2)', [owner.id, '  Retreat Team North  ']);
    expect((await studiosSeenBy(owner)).map((row) => row.name)).toEqual(['Retreat Team North']);
    for (const name of ['', '   ', 'x'.repeat(201)]) {
      expect(await refusal(owner, 'public.rename_studio($1, $2)', [owner.id, name])).toEqual({
        code: '22023',
        message: 'A studio name has 1 to 200 characters',
      });
    }
    expect((await refusal(owner, 'public.create_studio($1)', ['Second'])).code).toBe('42883');
  });

  it('when the last owner\'s account is deleted, the longest-standing member becomes owner; an empty studio goes', async () => {
    const { owner, staff, studio } = await team('Heirs');
    await db.asSuperuser((tx) => tx.query('delete from auth.users where id = $1', [owner.id]));
    expect(await membersSeenBy(staff, studio)).toEqual([{ user_id: staff.id, role: 'owner' }]);

    const alone = await createUser(db, { email: address('alone') });
    await db.asSuperuser((tx) => tx.query('delete from auth.users where id = $1', [alone.id]));
    const { rows } = await db.asSuperuser((tx) => tx.query('select id from studios where id = $1', [alone.id]));
    expect(rows).toEqual([]);
  });
});

describe('row level security on the studio tables', () => {
  type Actor = 'anon' | 'owner' | 'staff' | 'removed' | 'other studio' | 'admin';
  const ACTORS: Actor[] = ['anon', 'owner', 'staff', 'removed', 'other studio', 'admin'];
  let claims: Record<Actor, Claims>;
  let studio: string;
  let invitationId: string;

  beforeAll(async () => {
    const { owner, staff, studio: id } = await team('Matrix');
    const removed = await createUser(db, { email: address('removed') });
    await accept(removed, (await invite(owner, id, removed.email)).token);
    await call(owner, 'public.remove_studio_member($1, $2)', [id, removed.id]);
    const other = await createUser(db, { email: address('other') });
    const admin = await createUser(db, { email: address('admin'), admin: true });
    invitationId = (await invite(owner, id, address('pending'))).id;
    studio = id;
    claims = { anon: ANON, owner: owner.claims, staff: staff.claims, removed: removed.claims, 'other studio': other.claims, admin: admin.claims };
  });

  const TABLES = {
    studios: {
      select: () => ({ sql: 'select id from studios where id = $1', params: [studio] }),
      insert: () => ({ sql: `insert into studios (name) values ('Mine now')` }),
      update: () => ({ sql: `update studios set name = 'Taken' where id = $1`, params: [studio] }),
      delete: () => ({ sql: 'delete from studios where id = $1', params: [studio] }),
    },
    studio_members: {
      select: () => ({ sql: 'select user_id from studio_members where studio_id = $1', params: [studio] }),
      insert: () => ({
        sql: `insert into studio_members (studio_id, user_id, role) values ($1, coalesce(auth.uid(), gen_random_uuid()), 'owner')`,
        params: [studio],
      }),
      update: () => ({ sql: `update studio_members set role = 'owner' where studio_id = $1`, params: [studio] }),
      delete: () => ({ sql: 'delete from studio_members where studio_id = $1', params: [studio] }),
    },
    studio_invitations: {
      select: () => ({ sql: 'select id from studio_invitations where id = $1', params: [invitationId] }),
      insert: () => ({
        sql: `insert into studio_invitations (studio_id, email, token_hash, expires_at) values ($1, 'me@example.com', repeat('a', 64), now() + interval '1 day')`,
        params: [studio],
      }),
      update: () => ({ sql: `update studio_invitations set expires_at = now() + interval '1 year' where id = $1`, params: [invitationId] }),
      delete: () => ({ sql: 'delete from studio_invitations where id = $1', params: [invitationId] }),
    },
  } as const;

  // What each actor gets: a count of rows seen, or the SQLSTATE. Writes are refused to
  // every API role (42501, no privilege): membership changes only through the functions.
  const EXPECTED: Record<keyof typeof TABLES, Record<'select', Record<Actor, Outcome>>> = {
    studios: {
      select: { anon: { error: '42501' }, owner: { rows: 1 }, staff: { rows: 1 }, removed: { rows: 0 }, 'other studio': { rows: 0 }, admin: { rows: 1 } },
    },
    studio_members: {
      select: { anon: { error: '42501' }, owner: { rows: 2 }, staff: { rows: 2 }, removed: { rows: 0 }, 'other studio': { rows: 0 }, admin: { rows: 2 } },
    },
    studio_invitations: {
      select: { anon: { error: '42501' }, owner: { rows: 1 }, staff: { rows: 0 }, removed: { rows: 0 }, 'other studio': { rows: 0 }, admin: { rows: 0 } },
    },
  };

  for (const [table, statements] of Object.entries(TABLES) as [keyof typeof TABLES, (typeof TABLES)[keyof typeof TABLES]][]) {
    for (const op of ['select', 'insert', 'update', 'delete'] as const) {
      it(`${table} ${op}`, async () => {
        const outcomes: Record<string, Outcome> = {};
        for (const actor of ACTORS) outcomes[actor] = await attempt(db, claims[actor], statements[op]());
        const expected = op === 'select' ? EXPECTED[table].select : Object.fromEntries(ACTORS.map((actor) => [actor, { error: '42501' }]));
        expect(outcomes).toEqual(expected);
      });
    }
  }
});

describe('the migration on existing accounts', () => {
  it('gives every account its studio of one and keeps every row', async () => {
    const old = await openTestDb({ migrateUntil: '0900' });
    try {
      const people: string[] = [];
      for (const [name, business] of [
        ['Leela', 'Leela Yoga Shala'],
        ['Noor', ''],
        ['Oren', 'x'.repeat(200)],
      ] as const) {
        people.push(await createUserIn(old, address(name), { full_name: name, business_name: business }));
      }
      await old.asSuperuser(async (tx) => {
        for (const person of people) {
          await tx.query(
            `insert into content_history (user_id, content_type, title, content, word_count)
             select $1, 'blog', 'Post ' || n, 'Body', 1 from generate_series(1, 40) as n`,
            [person],
          );
          await tx.query(`insert into tone_templates (user_id, name) values ($1, 'Warm')`, [person]);
        }
      });
      const before = await counts(old);

      await prepareSchema(old);

      expect(await counts(old)).toEqual(before);
      const { rows } = await old.asSuperuser((tx) =>
        tx.query<{ id: string; name: string; members: unknown }>(
          `select studio.id, studio.name,
                  (select jsonb_agg(jsonb_build_object('user_id', m.user_id, 'role', m.role)) from studio_members m where m.studio_id = studio.id) as members
             from studios as studio order by studio.name`,
        ),
      );
      expect(rows).toEqual(
        [
          { id: people[1], name: '' },
          { id: people[0], name: 'Leela Yoga Shala' },
          { id: people[2], name: 'x'.repeat(200) },
        ].map((row) => ({ ...row, members: [{ user_id: row.id, role: 'owner' }] })),
      );
    } finally {
      await old.close();
    }
  });
});

async function createUserIn(target: Database, email: string, meta: Record<string, string>): Promise<string> {
  const id = randomUUID();
  await target.asSuperuser((tx) => insertAuthUser(tx, { id, email, confirmed: true, appMetadata: {}, userMetadata: meta }));
  return id;
}

async function counts(target: Database) {
  const { rows } = await target.asSuperuser((tx) =>
    tx.query(
      `select (select count(*)::int from auth.users) as users, (select count(*)::int from profiles) as profiles,
              (select count(*)::int from user_subscriptions) as subscriptions, (select count(*)::int from content_history) as history,
              (select count(*)::int from tone_templates) as templates`,
    ),
  );
  return rows[0];
}
