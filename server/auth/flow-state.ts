// PKCE for emailed links (sign-up confirmation, magic link, recovery), as GoTrue does it: the
// request that sends the email saves the code challenge; opening the link issues an auth code
// (redirect_to?code=...); POST /token?grant_type=pkce trades it, with the verifier, for a session.
import { createHash, randomUUID } from 'node:crypto';
import type { Tx } from '../db/database.ts';
import { AuthError, notFound, validationFailed } from './errors.ts';
import type { CodeChallenge } from './request-body.ts';

/** How long an issued auth code may be exchanged (GoTrue's flow state expiry). */
export const FLOW_STATE_TTL_SECONDS = 300;

export type AuthenticationMethod = 'email/signup' | 'magiclink' | 'recovery' | 'email_change';

export async function saveFlowState(
  tx: Tx,
  userId: string,
  pkce: NonNullable<CodeChallenge>,
  method: AuthenticationMethod,
): Promise<void> {
  await tx.query(
    `insert into auth.flow_state (user_id, auth_code, code_challenge_method, code_challenge, authentication_method)
     values ($1, $2, $3, $4, $5)`,
    [userId, randomUUID(), pkce.method, pkce.challenge, method],
  );
}

/** Issues the auth code of the user's latest flow for `method` (the link was opened). */
export async function issueAuthCode(tx: Tx, userId: string, method: AuthenticationMethod): Promise<string> {
  const result = await tx.query<{ auth_code: string }>(
    `update auth.flow_state set auth_code_issued_at = now(), updated_at = now()
     where id = (select id from auth.flow_state where user_id = $1 and authentication_method = $2
                 order by created_at desc limit 1)
     returning auth_code`,
    [userId, method],
  );
  const code = result.rows[0]?.auth_code;
  if (!code) throw new AuthError(400, 'flow_state_not_found', 'No associated flow state found.');
  return code;
}

function challengeOf(verifier: string, method: string): string {
  return method === 'plain' ? verifier : createHash('sha256').update(verifier).digest('base64url');
}

/** Trades an auth code and its verifier for the user id and how they authenticated; single use. */
export async function exchangeAuthCode(
  tx: Tx,
  authCode: string,
  verifier: string,
): Promise<{ userId: string; method: AuthenticationMethod }> {
  if (authCode === '' || verifier === '') {
    throw validationFailed('invalid request: both auth code and code verifier should be non-empty');
  }
  const result = await tx.query<{
    id: string;
    user_id: string | null;
    code_challenge: string;
    code_challenge_method: string;
    authentication_method: AuthenticationMethod;
    expired: boolean;
  }>(
    `select id, user_id, code_challenge, code_challenge_method, authentication_method,
       auth_code_issued_at < now() - make_interval(secs => ${FLOW_STATE_TTL_SECONDS}) as expired
     from auth.flow_state where auth_code = $1 and auth_code_issued_at is not null`,
    [authCode],
  );
  const flow = result.rows[0];
  if (!flow?.user_id) throw notFound('flow_state_not_found', 'invalid flow state, no valid flow state found');
  if (flow.expired) throw new AuthError(422, 'flow_state_expired', 'invalid flow state, flow state has expired');
  if (challengeOf(verifier, flow.code_challenge_method) !== flow.code_challenge) {
    throw new AuthError(403, 'bad_code_verifier', 'code challenge does not match previously saved code verifier');
  }
  await tx.query('delete from auth.flow_state where id = $1', [flow.id]);
  return { userId: flow.user_id, method: flow.authentication_method };
}
