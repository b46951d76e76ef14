// Sessions and rotating refresh tokens (auth.sessions, auth.refresh_tokens), as GoTrue keeps
// them. A refresh revokes the token it used and issues its child. Reusing the just-rotated
// token within REUSE_INTERVAL_SECONDS answers with the session's current token (two tabs
// refreshing at once must not sign each other out); any later reuse of a revoked token is
// treated as theft: the session is deleted and the request refused.
import { randomBytes } from 'node:crypto';
import type { ServerContext } from '../context.ts';
import type { Tx } from '../db/database.ts';
import { AuthError, badRequest } from './errors.ts';
import { ACCESS_TOKEN_TTL, type Aal, type AmrEntry, signAccessToken } from './jwt.ts';
import { userJson } from './user-json.ts';
import type { UserRow } from './users.ts';

export const REUSE_INTERVAL_SECONDS = 10;

export type SessionRow = { id: string; user_id: string; aal: Aal; amr: AmrEntry[] };

export type SessionJson = {
  access_token: string;
  token_type: 'bearer';
  expires_in: number;
  expires_at: number;
  refresh_token: string;
  user: Record<string, unknown>;
};

const newRefreshToken = () => randomBytes(16).toString('base64url');

export async function findSession(tx: Tx, sessionId: string): Promise<SessionRow | null> {
  const result = await tx.query<SessionRow>('select id, user_id, aal, amr from auth.sessions where id = $1', [sessionId]);
  return result.rows[0] ?? null;
}

/** A new session for `userId` signed in with `method` (password, otp, recovery, ...). */
export async function startSession(tx: Tx, userId: string, method: string): Promise<{ session: SessionRow; refreshToken: string }> {
  const amr: AmrEntry[] = [{ method, timestamp: Math.floor(Date.now() / 1000) }];
  const result = await tx.query<SessionRow>(
    `insert into auth.sessions (user_id, amr, refreshed_at) values ($1, $2::jsonb, now()) returning id, user_id, aal, amr`,
    [userId, JSON.stringify(amr)],
  );
  const session = result.rows[0]!;
  const refreshToken = newRefreshToken();
  await tx.query('insert into auth.refresh_tokens (token, user_id, session_id) values ($1, $2, $3)', [
    refreshToken,
    userId,
    session.id,
  ]);
  return { session, refreshToken };
}

/** The Session body GoTrue answers with: a fresh access token for the session, the refresh token, the user. */
export async function sessionJson(
  ctx: ServerContext,
  tx: Tx,
  user: UserRow,
  session: SessionRow,
  refreshToken: string,
  issuer: string,
): Promise<SessionJson> {
  const now = Math.floor(Date.now() / 1000);
  const accessToken = await signAccessToken(ctx.config, user, session.id, session.aal, { issuer, amr: session.amr, now });
  return {
    access_token: accessToken,
    token_type: 'bearer',
    expires_in: ACCESS_TOKEN_TTL,
    expires_at: now + ACCESS_TOKEN_TTL,
    refresh_token: refreshToken,
    user: await userJson(tx, user),
  };
}

type TokenRow = { token: string; revoked: boolean; session_id: string; user_id: string; age_seconds: number };

/** Rotates `token`; returns the session and the refresh token to hand out. */
export async function rotateRefreshToken(tx: Tx, token: string): Promise<{ session: SessionRow; refreshToken: string }> {
  const found = await tx.query<TokenRow>(
    `select token, revoked, session_id, user_id, extract(epoch from now() - updated_at)::float8 as age_seconds
     from auth.refresh_tokens where token = $1`,
    [token],
  );
  const row = found.rows[0];
  const session = row ? await findSession(tx, row.session_id) : null;
  if (!row || !session) throw badRequest('refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');

  if (row.revoked) {
    const active = await tx.query<{ token: string }>(
      'select token from auth.refresh_tokens where session_id = $1 and not revoked order by id desc limit 1',
      [row.session_id],
    );
    const current = active.rows[0]?.token;
    if (current && row.age_seconds <= REUSE_INTERVAL_SECONDS) return { session, refreshToken: current };
    await tx.query('delete from auth.sessions where id = $1', [row.session_id]);
    throw new AuthError(400, 'refresh_token_already_used', 'Invalid Refresh Token: Already Used');
  }

  await tx.query('update auth.refresh_tokens set revoked = true, updated_at = now() where token = $1', [token]);
  const refreshToken = newRefreshToken();
  await tx.query('insert into auth.refresh_tokens (token, user_id, session_id, parent) values ($1, $2, $3, $4)', [
    refreshToken,
    row.user_id,
    row.session_id,
    token,
  ]);
  await tx.query('update auth.sessions set refreshed_at = now(), updated_at = now() where id = $1', [row.session_id]);
  return { session, refreshToken };
}

/** Raises the session to aal2 after a verified factor, adding the method to its amr. */
export async function elevateSession(tx: Tx, session: SessionRow, factorId: string, method: string): Promise<SessionRow> {
  const amr: AmrEntry[] = [{ method, timestamp: Math.floor(Date.now() / 1000) }, ...session.amr.filter((e) => e.method !== method)];
  const result = await tx.query<SessionRow>(
    `update auth.sessions set aal = 'aal2', factor_id = $2, amr = $3::jsonb, updated_at = now()
     where id = $1 returning id, user_id, aal, amr`,
    [session.id, factorId, JSON.stringify(amr)],
  );
  return result.rows[0]!;
}

/** The session's live refresh token (MFA verification hands it out again with the aal2 token). */
export async function currentRefreshToken(tx: Tx, sessionId: string): Promise<string | null> {
  const result = await tx.query<{ token: string }>(
    'select token from auth.refresh_tokens where session_id = $1 and not revoked order by id desc limit 1',
    [sessionId],
  );
  return result.rows[0]?.token ?? null;
}

/**
 * After a password change, as GoTrue's UpdatePassword: every other session of the user ends
 * (their refresh tokens with them) and every mailed code or pending PKCE flow dies, so a
 * thief holding one loses it. `keepSessionId` is the session that made the change.
 */
export async function revokeAfterPasswordChange(tx: Tx, userId: string, keepSessionId: string | null): Promise<void> {
  await tx.query('delete from auth.sessions where user_id = $1 and ($2::uuid is null or id <> $2::uuid)', [userId, keepSessionId]);
  await tx.query('delete from auth.one_time_tokens where user_id = $1', [userId]);
  await tx.query('delete from auth.flow_state where user_id = $1', [userId]);
}
