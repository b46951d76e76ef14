// A person's name is their own (migration 1820): the team list, the invitation preview and
// the invitation mail read it from the account (full_name, display_name, name, else the
// address before the @), never from the brand profile, whose full_name follows the studio's
// business. An account made to join a studio keeps its own studio dormant and unlisted.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/database.ts';
import { errorCode } from './support/attempt.ts';
import { ANON, createUser, openTestDb, type TestUser } from './support/test-db.ts';

let db: Database;

beforeAll(async () => {
  db = await openTestDb();
});

afterAll(() => db?.close());

let serial = 0;
function address(name: string): string {
  serial += 1;
  return `${name}.${serial}@example.com`;
}

async function call<T>(user: TestUser, sql: string, params: unknown[] = []): Promise<T> {
  const { rows } = await db.asRole(user.claims, (tx) => tx.query<{ value: T }>(`select ${sql} as value`, params));
  return rows[0]!.value;
}

async function invite(owner: TestUser, email: string) {
  return call<{ token: string }>(owner, 'public.invite_studio_member($1, $2, $3)', [owner.id, email, 'staff']);
}

/** What saving the brand profile does to the profile's full_name. */
async function saveBrand(owner: TestUser, business: string) {
  await db.asSuperuser((tx) => tx.query('update public.profiles set full_name = $2, business_name = $2 where user_id = $1', [owner.id, business]));
}

async function names(viewer: TestUser, studio: string) {
  return (await call<{ email: string; full_name: string }[]>(viewer, 'public.studio_team($1)', [studio])).map((person) => person.full_name);
}

describe('people are named by their own account', () => {
  it('the owner of a brand profile is named as a person in the team list, the preview and the invitation', async () => {
    const owner = await createUser(db, { email: address('leila'), userMetadata: { full_name: 'Leila Hossen', business_name: 'Lagoon Flow Yoga' } });
    await saveBrand(owner, 'Lagoon Flow Yoga');
    const staffEmail = address('anais');
    const { token } = await invite(owner, staffEmail);
    const preview = await db.asRole(ANON, (tx) => tx.query<{ value: { inviter: string; studio: string } }>('select public.studio_invitation_preview($1) as value', [token]));
    expect(preview.rows[0]!.value).toMatchObject({ inviter: 'Leila Hossen', studio: 'Lagoon Flow Yoga' });
    expect(await call(owner, 'public.my_person_name()')).toBe('Leila Hossen');

    const staff = await createUser(db, { email: staffEmail, userMetadata: { full_name: 'Anaïs Moreau', joining_studio: true } });
    await call(staff, 'public.accept_studio_invitation($1)', [token]);
    for (const viewer of [owner, staff]) expect(await names(viewer, owner.id)).toEqual(['Leila Hossen', 'Anaïs Moreau']);
  });

  it('an account with no name is named by its display name, else by its address before the @', async () => {
    const owner = await createUser(db, { email: address('kiri'), userMetadata: { business_name: 'Tide Pilates' } });
    await saveBrand(owner, 'Tide Pilates');
    const shown = await createUser(db, { email: address('noa'), userMetadata: { display_name: '  Noa Perret ' } });
    await call(shown, 'public.accept_studio_invitation($1)', [(await invite(owner, shown.email)).token]);
    expect(await names(owner, owner.id)).toEqual([owner.email.split('@')[0], 'Noa Perret']);
  });

  it('a new name on the account shows at once', async () => {
    const owner = await createUser(db, { email: address('ravi'), userMetadata: { full_name: 'Ravi', business_name: 'Sattva' } });
    await db.asSuperuser((tx) =>
      tx.query(`update auth.users set raw_user_meta_data = raw_user_meta_data || '{"full_name": "Ravi Chetty"}' where id = $1`, [owner.id]),
    );
    expect(await names(owner, owner.id)).toEqual(['Ravi Chetty']);
  });

  it('nobody reads a name by account id', async () => {
    const owner = await createUser(db, { email: address('mira'), userMetadata: { full_name: 'Mira' } });
    for (const who of [owner.claims, ANON]) {
      const outcome = await db
        .asRole(who, (tx) => tx.query('select public.person_name($1)', [owner.id]))
        .then(() => 'ran')
        .catch((error: unknown) => errorCode(error));
      expect(outcome).toBe('42501');
    }
  });
});

describe('an account made to join a studio', () => {
  it('has its own studio dormant: empty, and listed only while it belongs to no other', async () => {
    const owner = await createUser(db, { email: address('zara'), userMetadata: { full_name: 'Zara', business_name: 'Blue Bay Barre' } });
    const email = address('tom');
    const { token } = await invite(owner, email);
    const joiner = await createUser(db, {
      email,
      userMetadata: { full_name: 'Tom Lee', business_name: 'Ignored', business_type: 'yoga-studio', joining_studio: true },
    });
    const studios = () => call<{ id: string; name: string; role: string }[]>(joiner, 'public.my_studios()');
    expect(await studios()).toEqual([{ id: joiner.id, name: '', role: 'owner' }]);
    const profile = await db.asSuperuser((tx) => tx.query<{ business_name: string; full_name: string }>('select business_name, full_name from public.profiles where user_id = $1', [joiner.id]));
    expect(profile.rows[0]).toEqual({ business_name: '', full_name: 'Tom Lee' });

    await call(joiner, 'public.accept_studio_invitation($1)', [token]);
    expect(await studios()).toEqual([{ id: owner.id, name: 'Blue Bay Barre', role: 'staff' }]);

    await call(owner, 'public.remove_studio_member($1, $2)', [owner.id, joiner.id]);
    expect(await studios()).toEqual([{ id: joiner.id, name: '', role: 'owner' }]);
  });

  it('an account that signed up with its business lists its own studio beside a joined one', async () => {
    const owner = await createUser(db, { email: address('ines'), userMetadata: { business_name: 'Ines Yoga' } });
    const other = await createUser(db, { email: address('omar'), userMetadata: { business_name: 'Omar Pilates' } });
    await call(other, 'public.accept_studio_invitation($1)', [(await invite(owner, other.email)).token]);
    expect((await call<{ name: string }[]>(other, 'public.my_studios()')).map((studio) => studio.name)).toEqual(['Omar Pilates', 'Ines Yoga']);
  });
});
