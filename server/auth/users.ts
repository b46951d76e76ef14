// auth.users and auth.identities as the auth service reads and writes them (always as the
// superuser, inside a transaction), and the User object GoTrue returns to supabase-js.
import { randomUUID } from 'node:crypto';
import type { Tx } from '../db/database.ts';

export type UserRow = {
  id: string;
  aud: string;
  role: string;
  email: string | null;
  phone: string | null;
  encrypted_password: string | null;
  email_confirmed_at: string | null;
  confirmation_sent_at: string | null;
  recovery_sent_at: string | null;
  email_change: string | null;
  email_change_sent_at: string | null;
  last_sign_in_at: string | null;
  banned_until: string | null;
  raw_app_meta_data: Record<string, unknown>;
  raw_user_meta_data: Record<string, unknown>;
  is_anonymous: boolean;
  created_at: string;
  updated_at: string;
};

/** A timestamptz as GoTrue prints it: UTC, microseconds, `Z`. */
export const iso = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

const USER_COLUMNS = `id, aud, role, email, phone, encrypted_password,
  ${iso('email_confirmed_at')} as email_confirmed_at, ${iso('confirmation_sent_at')} as confirmation_sent_at,
  ${iso('recovery_sent_at')} as recovery_sent_at, email_change, ${iso('email_change_sent_at')} as email_change_sent_at,
  ${iso('last_sign_in_at')} as last_sign_in_at, ${iso('banned_until')} as banned_until,
  raw_app_meta_data, raw_user_meta_data, is_anonymous, ${iso('created_at')} as created_at, ${iso('updated_at')} as updated_at`;

export async function findUserByEmail(tx: Tx, email: string): Promise<UserRow | null> {
  const result = await tx.query<UserRow>(`select ${USER_COLUMNS} from auth.users where lower(email) = lower($1)`, [email]);
  return result.rows[0] ?? null;
}

export async function findUserById(tx: Tx, id: string): Promise<UserRow | null> {
  const result = await tx.query<UserRow>(`select ${USER_COLUMNS} from auth.users where id = $1`, [id]);
  return result.rows[0] ?? null;
}

export type NewUser = {
  email: string;
  passwordHash: string | null;
  userMetadata: Record<string, unknown>;
  appMetadata?: Record<string, unknown>;
  confirmed: boolean;
};

export type AuthUserRow = {
  id: string;
  email: string;
  passwordHash?: string | null;
  confirmed: boolean;
  appMetadata: Record<string, unknown>;
  userMetadata: Record<string, unknown>;
};

/**
 * The auth.users row as GoTrue writes it (the table has no defaults for these columns on a
 * hosted project): the sign-up trigger of the schema fires on this insert.
 */
export async function insertAuthUser(tx: Tx, user: AuthUserRow): Promise<void> {
  await tx.query(
    `insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
                             raw_app_meta_data, raw_user_meta_data, created_at, updated_at)
     values ('00000000-0000-0000-0000-000000000000', $1, 'authenticated', 'authenticated', $2, $3,
             case when $4::boolean then now() end, $5::jsonb, $6::jsonb, now(), now())`,
    [user.id, user.email, user.passwordHash ?? null, user.confirmed, JSON.stringify(user.appMetadata), JSON.stringify(user.userMetadata)],
  );
}

/**
 * Inserts the user (the schema's sign-up trigger then makes the profile and the trial) and its
 * email identity. As in GoTrue, user_metadata carries the identity's sub/email/email_verified.
 */
export async function createUser(tx: Tx, input: NewUser): Promise<UserRow> {
  // The id is made here so the one insert carries the full metadata the trigger reads.
  const id = randomUUID();
  const identityData = { sub: id, email: input.email, email_verified: input.confirmed, phone_verified: false };
  await insertAuthUser(tx, {
    id,
    email: input.email,
    passwordHash: input.passwordHash,
    confirmed: input.confirmed,
    appMetadata: { provider: 'email', providers: ['email'], ...input.appMetadata },
    userMetadata: { ...input.userMetadata, ...identityData },
  });
  await tx.query(
    `insert into auth.identities (provider_id, user_id, identity_data, provider, last_sign_in_at)
     values ($1::text, $1::uuid, $2::jsonb, 'email', now())`,
    [id, JSON.stringify(identityData)],
  );
  return (await findUserById(tx, id))!;
}

/** Marks the email confirmed (user and identity), as GoTrue's signupVerify does. */
export async function confirmEmail(tx: Tx, userId: string): Promise<void> {
  await tx.query(
    `update auth.users set email_confirmed_at = coalesce(email_confirmed_at, now()), updated_at = now(),
       raw_user_meta_data = raw_user_meta_data || case when raw_user_meta_data ? 'email_verified'
         then '{"email_verified": true}'::jsonb else '{}'::jsonb end
     where id = $1`,
    [userId],
  );
  await tx.query(
    `update auth.identities set identity_data = identity_data || '{"email_verified": true}'::jsonb, updated_at = now()
     where user_id = $1 and provider = 'email'`,
    [userId],
  );
}

export async function recordSignIn(tx: Tx, userId: string): Promise<void> {
  await tx.query('update auth.users set last_sign_in_at = now() where id = $1', [userId]);
  await tx.query('update auth.identities set last_sign_in_at = now() where user_id = $1', [userId]);
}

export function isConfirmed(user: UserRow): boolean {
  return user.email_confirmed_at !== null;
}

export function isBanned(user: UserRow): boolean {
  return user.banned_until !== null && Date.parse(user.banned_until) > Date.now();
}
