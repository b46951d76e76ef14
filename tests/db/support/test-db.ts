// Test fixtures for the database suites: a fresh database (migrations and seed applied,
// as the backend opens it; PGlite or PostgreSQL, tests/support/test-database.ts), users created the way the auth service
// creates them (a row in auth.users, which fires the sign-up trigger), and the JWT
// claims the API would run their requests with.
import { randomUUID } from 'node:crypto';
import { insertAuthUser } from '../../../server/auth/users.ts';
import type { Claims, Database } from '../../../server/db/database.ts';
import { openDatabase } from '../../../server/db/open-database.ts';
import { testDatabaseUrl } from '../../support/test-database.ts';

export type TestUser = { id: string; email: string; claims: Claims };

export const ANON: Claims = { role: 'anon' };

/**
 * PGlite in memory, or a new PostgreSQL database on the `postgres` test project.
 * `migrateUntil` stops the schema at that migration, to test a later one on existing data.
 */
export async function openTestDb(options: { migrateUntil?: string } = {}): Promise<Database> {
  const url = await testDatabaseUrl({ unmigrated: options.migrateUntil !== undefined });
  return openDatabase(url ? { url, ...options } : options);
}

type NewUser = {
  email: string;
  userMetadata?: Record<string, unknown>;
  admin?: boolean;
  /** The address was confirmed (default true). */
  confirmed?: boolean;
};

/** Inserts an auth user as the auth service would; claims mirror the access token it would issue. */
export async function createUser(db: Database, user: NewUser): Promise<TestUser> {
  const appMetadata: Record<string, unknown> = { provider: 'email', providers: ['email'] };
  if (user.admin) appMetadata.role = 'admin';
  const userMetadata = user.userMetadata ?? {};
  const id = randomUUID();
  await db.asSuperuser((tx) => insertAuthUser(tx, { id, email: user.email, confirmed: user.confirmed ?? true, appMetadata, userMetadata }));
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
