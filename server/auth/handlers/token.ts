// POST /token: grant_type password (sign in), refresh_token (rotation, see sessions.ts) and
// pkce (an emailed link's auth code plus the verifier the client kept). Each answers a Session.
import type { Context, Hono } from 'hono';
import type { ServerContext } from '../../context.ts';
import type { Tx } from '../../db/database.ts';
import { AuthError, badRequest, unprocessable, validationFailed } from '../errors.ts';
import { exchangeAuthCode } from '../flow-state.ts';
import { authBaseUrl } from '../links.ts';
import { verifyPassword } from '../password.ts';
import { type Body, readBody, stringField } from '../request-body.ts';
import { rotateRefreshToken, type SessionJson, sessionJson, startSession } from '../sessions.ts';
import { confirmEmail, findUserByEmail, findUserById, isBanned, isConfirmed, recordSignIn } from '../users.ts';

const invalidCredentials = () => badRequest('invalid_credentials', 'Invalid login credentials');

async function passwordGrant(ctx: ServerContext, c: Context, body: Body): Promise<SessionJson> {
  const email = stringField(body, 'email') ?? '';
  const phone = stringField(body, 'phone') ?? '';
  const password = stringField(body, 'password') ?? '';
  if (email !== '' && phone !== '') {
    throw unprocessable('validation_failed', 'Only an email address or phone number should be provided on login.');
  }
  if (phone !== '') throw badRequest('phone_provider_disabled', 'Phone logins are disabled');
  if (email === '') throw validationFailed('missing email or phone');

  // Wrong passwords for one address are limited from every IP together (rate-limit.ts).
  const address = email.trim().toLowerCase();
  ctx.limits.requests.check('passwordFailuresPerAddress', address);
  const user = await ctx.db.asSuperuser((tx) => findUserByEmail(tx, email));
  // verifyPassword spends the same time for unknown users: no enumeration by timing.
  const matches = await verifyPassword(password, user?.encrypted_password ?? null);
  if (!user || !matches || isBanned(user)) {
    ctx.limits.requests.take('passwordFailuresPerAddress', address);
    throw invalidCredentials();
  }
  if (ctx.config.confirmEmail && !isConfirmed(user)) throw badRequest('email_not_confirmed', 'Email not confirmed');

  return ctx.db.asSuperuser(async (tx) => {
    const { session, refreshToken } = await startSession(tx, user.id, 'password');
    await recordSignIn(tx, user.id);
    return sessionJson(ctx, tx, (await findUserById(tx, user.id))!, session, refreshToken, authBaseUrl(c));
  });
}

async function refreshGrant(ctx: ServerContext, c: Context, body: Body): Promise<SessionJson> {
  const token = stringField(body, 'refresh_token') ?? '';
  if (token === '') throw validationFailed('refresh_token required');
  // The transaction commits a theft-triggered revocation even though the request fails.
  const outcome = await ctx.db.asSuperuser(async (tx) => {
    try {
      const { session, refreshToken } = await rotateRefreshToken(tx, token);
      const user = (await findUserById(tx, session.user_id))!;
      if (isBanned(user)) throw badRequest('user_banned', 'Invalid Refresh Token: User Banned');
      return { session: await sessionJson(ctx, tx, user, session, refreshToken, authBaseUrl(c)) };
    } catch (error) {
      if (error instanceof AuthError && error.code === 'refresh_token_already_used') return { error };
      throw error;
    }
  });
  if ('error' in outcome) throw outcome.error;
  return outcome.session;
}

async function pkceGrant(ctx: ServerContext, c: Context, body: Body): Promise<SessionJson> {
  const authCode = stringField(body, 'auth_code') ?? '';
  const verifier = stringField(body, 'code_verifier') ?? '';
  return ctx.db.asSuperuser(async (tx: Tx) => {
    const { userId, method } = await exchangeAuthCode(tx, authCode, verifier);
    const user = await findUserById(tx, userId);
    if (!user) throw new AuthError(404, 'user_not_found', 'User not found');
    if (method === 'email/signup' || method === 'magiclink' || method === 'recovery') await confirmEmail(tx, userId);
    const { session, refreshToken } = await startSession(tx, userId, method);
    await recordSignIn(tx, userId);
    return sessionJson(ctx, tx, (await findUserById(tx, userId))!, session, refreshToken, authBaseUrl(c));
  });
}

async function token(ctx: ServerContext, c: Context): Promise<Response> {
  const grantType = c.req.query('grant_type') ?? '';
  const body = await readBody(c);
  switch (grantType) {
    case 'password':
      return c.json(await passwordGrant(ctx, c, body));
    case 'refresh_token':
      return c.json(await refreshGrant(ctx, c, body));
    case 'pkce':
      return c.json(await pkceGrant(ctx, c, body));
    default:
      throw validationFailed(`unsupported_grant_type: ${grantType || '(none)'}`);
  }
}

export function tokenRoutes(app: Hono, ctx: ServerContext): void {
  app.post('/token', (c) => token(ctx, c));
}
