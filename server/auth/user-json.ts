// The User object of GoTrue's API (GET /user, sessions, sign-up): unset timestamps are left
// out, `factors` only when the user has some, as GoTrue's `omitempty` does.
import type { Tx } from '../db/database.ts';
import { iso, type UserRow } from './users.ts';

type IdentityRow = {
  identity_id: string;
  id: string;
  user_id: string;
  identity_data: Record<string, unknown>;
  provider: string;
  last_sign_in_at: string | null;
  created_at: string;
  updated_at: string;
  email: string | null;
};

export type FactorJson = {
  id: string;
  friendly_name: string | null;
  factor_type: string;
  status: string;
  created_at: string;
  updated_at: string;
  last_challenged_at?: string;
};

export async function listFactors(tx: Tx, userId: string): Promise<FactorJson[]> {
  const result = await tx.query<FactorJson & { last_challenged_at: string | null }>(
    `select id, friendly_name, factor_type, status, ${iso('created_at')} as created_at, ${iso('updated_at')} as updated_at,
       ${iso('last_challenged_at')} as last_challenged_at
     from auth.mfa_factors where user_id = $1 order by created_at`,
    [userId],
  );
  return result.rows.map(({ last_challenged_at, ...factor }) =>
    last_challenged_at ? { ...factor, last_challenged_at } : factor,
  );
}

async function listIdentities(tx: Tx, userId: string): Promise<Record<string, unknown>[]> {
  const result = await tx.query<IdentityRow>(
    `select id as identity_id, provider_id as id, user_id, identity_data, provider, ${iso('last_sign_in_at')} as last_sign_in_at,
       ${iso('created_at')} as created_at, ${iso('updated_at')} as updated_at, email
     from auth.identities where user_id = $1 order by created_at`,
    [userId],
  );
  return result.rows.map((row) => withoutNulls({ ...row }));
}

function withoutNulls(record: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(record).filter(([, value]) => value !== null && value !== undefined));
}

export async function userJson(tx: Tx, user: UserRow): Promise<Record<string, unknown>> {
  const factors = await listFactors(tx, user.id);
  return withoutNulls({
    id: user.id,
    aud: user.aud,
    role: user.role,
    email: user.email ?? '',
    email_confirmed_at: user.email_confirmed_at,
    phone: user.phone ?? '',
    confirmation_sent_at: user.confirmation_sent_at,
    confirmed_at: user.email_confirmed_at,
    recovery_sent_at: user.recovery_sent_at,
    new_email: user.email_change,
    email_change_sent_at: user.email_change_sent_at,
    last_sign_in_at: user.last_sign_in_at,
    app_metadata: user.raw_app_meta_data,
    user_metadata: user.raw_user_meta_data,
    identities: await listIdentities(tx, user.id),
    factors: factors.length > 0 ? factors : null,
    created_at: user.created_at,
    updated_at: user.updated_at,
    is_anonymous: user.is_anonymous,
  });
}

/**
 * The answer to signing up an email that is already confirmed (confirmation on): a user that
 * does not exist, with no identities, so nobody can learn who has an account (GoTrue's sanitizeUser).
 */
export function sanitizedUser(email: string, data: Record<string, unknown>): Record<string, unknown> {
  const now = new Date().toISOString();
  return {
    id: crypto.randomUUID(),
    aud: 'authenticated',
    role: '',
    email,
    phone: '',
    confirmation_sent_at: now,
    app_metadata: { provider: 'email', providers: ['email'] },
    user_metadata: data,
    identities: [],
    created_at: now,
    updated_at: now,
    is_anonymous: false,
  };
}
