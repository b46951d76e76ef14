// Emailed one-time tokens (confirmation, recovery / magic link, email change), as GoTrue makes
// them: a six-digit code for verifyOtp and, in the link, token_hash = hex(sha224(email + code)),
// prefixed `pkce_` when the flow is PKCE. One live token per user and kind; used once; an hour.
import { createHash, randomInt } from 'node:crypto';
import type { Tx } from '../db/database.ts';
import type { WrongAttempts } from './wrong-attempts.ts';

export const OTP_TTL_SECONDS = 3600;

export type TokenType = 'confirmation_token' | 'recovery_token' | 'email_change_token_new';

export type OneTimeToken = { id: string; user_id: string; token_type: TokenType; token_hash: string; relates_to: string };

const SENT_AT_COLUMN: Record<TokenType, string> = {
  confirmation_token: 'confirmation_sent_at',
  recovery_token: 'recovery_sent_at',
  email_change_token_new: 'email_change_sent_at',
};

export function tokenHash(email: string, code: string): string {
  return createHash('sha224').update(email + code).digest('hex');
}

/** Makes (and replaces) the user's token of `type`; returns the code and the hash the link carries. */
export async function createOneTimeToken(
  tx: Tx,
  userId: string,
  type: TokenType,
  email: string,
  pkce: boolean,
): Promise<{ code: string; hash: string }> {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const hash = (pkce ? 'pkce_' : '') + tokenHash(email, code);
  await tx.query(
    `insert into auth.one_time_tokens (user_id, token_type, token_hash, relates_to) values ($1, $2, $3, $4)
     on conflict (user_id, token_type) do update
       set token_hash = excluded.token_hash, relates_to = excluded.relates_to, created_at = now()`,
    [userId, type, hash, email],
  );
  await tx.query(`update auth.users set ${SENT_AT_COLUMN[type]} = now() where id = $1`, [userId]);
  return { code, hash };
}

const LIVE = `created_at > now() - make_interval(secs => ${OTP_TTL_SECONDS})`;

/** A live token whose hash is `hash` (with or without the pkce_ prefix), of one of `types`. */
export async function findByHash(tx: Tx, hash: string, types: TokenType[]): Promise<OneTimeToken | null> {
  const bare = hash.startsWith('pkce_') ? hash.slice(5) : hash;
  const result = await tx.query<OneTimeToken>(
    `select id, user_id, token_type, token_hash, relates_to from auth.one_time_tokens
     where token_hash in ($1, 'pkce_' || $1) and token_type = any($2::text[]) and ${LIVE}
     order by created_at desc limit 1`,
    [bare, types],
  );
  return result.rows[0] ?? null;
}

/** The live token of one of `types` matching the six-digit `code` that was sent to `email`. */
export async function findByCode(tx: Tx, email: string, code: string, types: TokenType[]): Promise<OneTimeToken | null> {
  const token = await findByHash(tx, tokenHash(email, code), types);
  return token && token.relates_to === email ? token : null;
}

export async function consume(tx: Tx, token: OneTimeToken): Promise<void> {
  await tx.query('delete from auth.one_time_tokens where id = $1', [token.id]);
}

/**
 * A wrong six-digit code for `email`: counts a try against each live code of `types` sent
 * there, and deletes a code at its last try (wrong-attempts.ts), so the real one stops working.
 */
export async function recordWrongCode(tx: Tx, attempts: WrongAttempts, email: string, types: TokenType[]): Promise<void> {
  const live = await tx.query<{ id: string; token_hash: string }>(
    `select id, token_hash from auth.one_time_tokens
     where lower(relates_to) = lower($1) and token_type = any($2::text[]) and ${LIVE}`,
    [email, types],
  );
  for (const token of live.rows) {
    if (attempts.fail(`code:${token.token_hash}`)) await tx.query('delete from auth.one_time_tokens where id = $1', [token.id]);
  }
}
