// Test fixtures for the database suites: a fresh in-memory database (migrations and
// seed applied, as the backend opens it), users created the way the auth service
// creates them (a row in auth.users, which fires the sign-up trigger), and the JWT
// claims the API would run their requests with.
import { Database, type Claims } from '../../../server/db/database.ts';

export type TestUser = { id: string; email: string; claims: Claims };

export const ANON: Claims = { role: 'anon' };

export function openTestDb(): Promise<Database> {
  return Database.open();
}

type NewUser = {
  email: string;
  userMetadata?: Record<string, unknown>;
  admin?: boolean;
};

/** Inserts an auth user as the auth service would; claims mirror the access token it would issue. */
export async function createUser(db: Database, user: NewUser): Promise<TestUser> {
  const appMetadata: Record<string, unknown> = { provider: 'email', providers: ['email'] };
  if (user.admin) appMetadata.role = 'admin';
  const userMetadata = user.userMetadata ?? {};
  const { rows } = await db.asSuperuser((tx) =>
    tx.query<{ id: string }>(
      `insert into auth.users (email, email_confirmed_at, raw_app_meta_data, raw_user_meta_data)
       values ($1, now(), $2, $3) returning id`,
      [user.email, JSON.stringify(appMetadata), JSON.stringify(userMetadata)],
    ),
  );
  const id = rows[0]!.id;
  return {
    id,
    email: user.email,
    claims: {
      role: 'authenticated',
      sub: id,
      aud: 'authenticated',
      email: user.email,
      app_metadata: appMetadata,
      user_metadata: userMetadata,
    },
  };
}
