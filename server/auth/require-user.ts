// GoTrue's requireAuthentication for /user, /logout and /factors: a bearer access token
// whose signature, expiry, user and session all still hold. The errors are GoTrue's, so
// supabase-js reacts as it does with Supabase (session_not_found signs the client out).
import type { Context } from 'hono';
import { errors, jwtVerify } from 'jose';
import type { ServerContext } from '../context.ts';
import type { Tx } from '../db/database.ts';
import { AuthError, forbidden } from './errors.ts';
import { findSession, type SessionRow } from './sessions.ts';
import { findUserById, type UserRow } from './users.ts';

export type AuthenticatedRequest = { claims: Record<string, unknown>; user: UserRow; session: SessionRow | null };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function jwtProblem(error: unknown): string {
  if (error instanceof errors.JWTExpired) return 'token has invalid claims: token is expired';
  if (error instanceof errors.JWSSignatureVerificationFailed) return 'token signature is invalid: signature is invalid';
  if (error instanceof errors.JOSEAlgNotAllowed) return 'token is unverifiable: signing method is invalid';
  if (error instanceof errors.JWTClaimValidationFailed) return `token has invalid claims: ${error.message}`;
  return 'token is malformed: could not decode the token';
}

/** The verified claims of the request's bearer token (no database lookups). */
export async function bearerClaims(ctx: ServerContext, c: Context): Promise<Record<string, unknown>> {
  const match = /^\s*bearer\s+(\S+)\s*$/i.exec(c.req.header('authorization') ?? '');
  if (!match?.[1]) throw new AuthError(401, 'no_authorization', 'This endpoint requires a Bearer token');
  try {
    const { payload } = await jwtVerify(match[1], new TextEncoder().encode(ctx.config.jwtSecret), {
      algorithms: ['HS256'],
    });
    return payload as Record<string, unknown>;
  } catch (error) {
    throw forbidden('bad_jwt', `invalid JWT: unable to parse or verify signature, ${jwtProblem(error)}`);
  }
}

/** Loads the user and session the verified claims name, inside the caller's transaction. */
export async function loadAuthenticated(tx: Tx, claims: Record<string, unknown>): Promise<AuthenticatedRequest> {
  const sub = typeof claims.sub === 'string' ? claims.sub : '';
  if (sub === '') throw forbidden('bad_jwt', 'invalid claim: missing sub claim');
  if (!UUID.test(sub)) throw new AuthError(400, 'bad_jwt', 'invalid claim: sub claim must be a UUID');
  const user = await findUserById(tx, sub);
  if (!user) throw forbidden('user_not_found', 'User from sub claim in JWT does not exist');
  const sessionId = typeof claims.session_id === 'string' ? claims.session_id : '';
  if (sessionId === '') return { claims, user, session: null };
  if (!UUID.test(sessionId)) throw forbidden('bad_jwt', 'invalid claim: session_id claim must be a UUID');
  const session = await findSession(tx, sessionId);
  if (!session || session.user_id !== user.id) {
    throw forbidden('session_not_found', 'Session from session_id claim in JWT does not exist');
  }
  return { claims, user, session };
}
