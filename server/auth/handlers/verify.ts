// /verify: the emailed links (GET, answered with a 303 to redirect_to carrying the session in
// the fragment, `?code=` for PKCE, or `#error=..&error_code=otp_expired..`) and verifyOtp
// (POST {email, token, type} or {token_hash, type}, answered with a Session).
import type { Context, Hono } from 'hono';
import type { ServerContext } from '../../context.ts';
import type { Tx } from '../../db/database.ts';
import { AuthError, forbidden, validationFailed } from '../errors.ts';
import { type AuthenticationMethod, issueAuthCode } from '../flow-state.ts';
import { authBaseUrl, resolveRedirect, withFragment } from '../links.ts';
import { consume, findByCode, findByHash, type OneTimeToken, recordWrongCode, type TokenType } from '../one-time-tokens.ts';
import { readBody, stringField, validateEmail } from '../request-body.ts';
import { type SessionJson, sessionJson, startSession } from '../sessions.ts';
import { confirmEmail, findUserByEmail, findUserById, isBanned, recordSignIn, type UserRow } from '../users.ts';

const LOOKUPS: Record<string, TokenType[]> = {
  signup: ['confirmation_token'],
  invite: ['confirmation_token'],
  recovery: ['recovery_token'],
  magiclink: ['recovery_token'],
  email: ['confirmation_token', 'recovery_token'],
  email_change: ['email_change_token_new'],
};

const METHODS: Record<TokenType, AuthenticationMethod> = {
  confirmation_token: 'email/signup',
  recovery_token: 'magiclink',
  email_change_token_new: 'email_change',
};

function lookupTypes(type: string): TokenType[] {
  if (type === '') throw validationFailed('Verify requires a verification type');
  const types = LOOKUPS[type];
  if (!types) throw validationFailed('Unsupported verification type');
  return types;
}

/** Applies a verified token to its user (confirm, email change) and uses it up. */
async function applyToken(tx: Tx, token: OneTimeToken): Promise<UserRow> {
  const user = await findUserById(tx, token.user_id);
  if (!user) throw forbidden('otp_expired', 'Email link is invalid or has expired');
  if (isBanned(user)) throw forbidden('user_banned', 'User is banned');
  if (token.token_type === 'email_change_token_new') {
    const taken = await findUserByEmail(tx, token.relates_to);
    if (taken && taken.id !== user.id) throw new AuthError(422, 'email_exists', 'A user with this email address has already been registered');
    await tx.query(
      `update auth.users set email = $2::text, email_change = null, email_change_sent_at = null, updated_at = now(),
         raw_user_meta_data = case when raw_user_meta_data ? 'email' then raw_user_meta_data || jsonb_build_object('email', $2::text) else raw_user_meta_data end
       where id = $1`,
      [user.id, token.relates_to],
    );
    await tx.query(
      `update auth.identities set identity_data = identity_data || jsonb_build_object('email', $2::text, 'email_verified', true)
       where user_id = $1 and provider = 'email'`,
      [user.id, token.relates_to],
    );
  }
  await confirmEmail(tx, user.id);
  await consume(tx, token);
  return (await findUserById(tx, user.id))!;
}

async function signIn(ctx: ServerContext, c: Context, tx: Tx, user: UserRow): Promise<SessionJson> {
  const { session, refreshToken } = await startSession(tx, user.id, 'otp');
  await recordSignIn(tx, user.id);
  return sessionJson(ctx, tx, (await findUserById(tx, user.id))!, session, refreshToken, authBaseUrl(c));
}

async function verifyPost(ctx: ServerContext, c: Context): Promise<Response> {
  const body = await readBody(c);
  const type = stringField(body, 'type') ?? '';
  const token = stringField(body, 'token') ?? '';
  const hash = stringField(body, 'token_hash') ?? '';
  const types = lookupTypes(type);
  if ((token === '') === (hash === '')) throw validationFailed('Verify requires either a token or a token hash');
  if (stringField(body, 'phone')) throw validationFailed('Only an email address or phone number should be provided on verify');
  const email = token !== '' ? validateEmail(stringField(body, 'email')) : '';
  // A wrong code is counted (and its last try deletes the code) in a transaction that commits.
  const outcome = await ctx.db.asSuperuser(async (tx) => {
    const found = token !== '' ? await findByCode(tx, email, token, types) : await findByHash(tx, hash, types);
    if (found) return { session: await signIn(ctx, c, tx, await applyToken(tx, found)) };
    if (token !== '') await recordWrongCode(tx, ctx.limits.wrongAttempts, email, types);
    return { error: forbidden('otp_expired', token !== '' ? 'Token has expired or is invalid' : 'Email link is invalid or has expired') };
  });
  if ('error' in outcome) throw outcome.error;
  return c.json(outcome.session);
}

async function verifyGet(ctx: ServerContext, c: Context): Promise<Response> {
  const type = c.req.query('type') ?? '';
  const token = c.req.query('token') ?? '';
  const redirectTo = resolveRedirect(ctx, c, c.req.query('redirect_to'));
  const pkce = token.startsWith('pkce_');
  try {
    const types = lookupTypes(type);
    if (token === '') throw validationFailed('Verify requires a token or a token hash');
    const target = await ctx.db.asSuperuser(async (tx) => {
      const found = await findByHash(tx, token, types);
      if (!found) throw forbidden('otp_expired', 'Email link is invalid or has expired');
      const method = type === 'recovery' ? 'recovery' : METHODS[found.token_type];
      const user = await applyToken(tx, found);
      if (pkce) {
        const url = new URL(redirectTo);
        url.searchParams.set('code', await issueAuthCode(tx, user.id, method));
        return url.toString();
      }
      const session = await signIn(ctx, c, tx, user);
      return withFragment(redirectTo, {
        access_token: session.access_token,
        expires_at: String(session.expires_at),
        expires_in: String(session.expires_in),
        refresh_token: session.refresh_token,
        token_type: session.token_type,
        type,
      });
    });
    return c.redirect(target, 303);
  } catch (error) {
    if (!(error instanceof AuthError)) throw error;
    return c.redirect(errorRedirect(redirectTo, error, pkce), 303);
  }
}

const OAUTH_ERRORS: Partial<Record<number, string>> = {
  400: 'invalid_request',
  401: 'unauthorized_client',
  403: 'access_denied',
  500: 'server_error',
};

/** GoTrue's prepErrorRedirectURL: the error in the fragment, and in the query too for PKCE. */
function errorRedirect(redirectTo: string, error: AuthError, pkce: boolean): string {
  const values: Record<string, string> = { error_code: error.code, error_description: error.message };
  const oauth = OAUTH_ERRORS[error.status];
  if (oauth) values.error = oauth;
  const url = new URL(redirectTo);
  if (pkce) for (const [key, value] of Object.entries(values)) url.searchParams.set(key, value);
  return withFragment(url.toString(), values);
}

export function verifyRoutes(app: Hono, ctx: ServerContext): void {
  app.get('/verify', (c) => verifyGet(ctx, c));
  app.post('/verify', (c) => verifyPost(ctx, c));
}
