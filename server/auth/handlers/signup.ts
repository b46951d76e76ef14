// POST /signup as GoTrue answers it. Confirmation on: a bare User and a confirmation email
// (an already confirmed address gets a look-alike user with no identities, so sign-up does
// not reveal who has an account). Confirmation off: a Session at once, or 422
// user_already_exists. The insert into auth.users fires the schema's sign-up trigger.
import type { Context, Hono } from 'hono';
import type { ServerContext } from '../../context.ts';
import { badRequest, unprocessable, validationFailed } from '../errors.ts';
import { authBaseUrl, redirectParam } from '../links.ts';
import { checkPasswordStrength, hashPassword } from '../password.ts';
import { objectField, pkceParams, readBody, stringField, validateEmail } from '../request-body.ts';
import { sessionJson, startSession } from '../sessions.ts';
import { prepareTokenMail } from '../token-mail.ts';
import { sanitizedUser, userJson } from '../user-json.ts';
import { createUser, findUserByEmail, isConfirmed, recordSignIn } from '../users.ts';

async function signup(ctx: ServerContext, c: Context): Promise<Response> {
  const body = await readBody(c);
  const emailInput = stringField(body, 'email');
  const password = stringField(body, 'password') ?? '';
  const data = objectField(body, 'data') ?? {};
  if (stringField(body, 'phone') && !emailInput) throw badRequest('phone_provider_disabled', 'Phone signups are disabled');
  if (password === '') throw validationFailed('Signup requires a valid password');
  checkPasswordStrength(password);
  const email = validateEmail(emailInput);
  const pkce = pkceParams(body);
  const redirectTo = redirectParam(ctx, c);
  const confirm = ctx.config.confirmEmail;

  // Hash outside the transaction: scrypt is slow on purpose.
  const passwordHash = await hashPassword(password);
  const { answer, send } = await ctx.db.asSuperuser(async (tx) => {
    const existing = await findUserByEmail(tx, email);
    if (existing && (isConfirmed(existing) || !confirm)) {
      if (!confirm) throw unprocessable('user_already_exists', 'User already registered');
      return { answer: sanitizedUser(email, data), send: null };
    }
    const user = existing ?? (await createUser(tx, { email, passwordHash, userMetadata: data, confirmed: !confirm }));
    if (confirm) {
      const mail = await prepareTokenMail(ctx, c, tx, { userId: user.id, kind: 'confirmation', email, pkce, redirectTo });
      return { answer: await userJson(tx, (await findUserByEmail(tx, email))!), send: mail };
    }
    const { session, refreshToken } = await startSession(tx, user.id, 'password');
    await recordSignIn(tx, user.id);
    const fresh = (await findUserByEmail(tx, email))!;
    return { answer: await sessionJson(ctx, tx, fresh, session, refreshToken, authBaseUrl(c)), send: null };
  });
  send?.();
  return c.json(answer);
}

export function signupRoutes(app: Hono, ctx: ServerContext): void {
  app.post('/signup', (c) => signup(ctx, c));
}
