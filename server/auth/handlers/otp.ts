// POST /otp (magic link / email code, creating the user unless create_user is false),
// POST /recover (password reset link) and POST /resend (confirmation or email change again).
// All answer 200 {}, for an unknown address too (/otp with create_user false included):
// nobody can learn who has an account. The same per-address limit holds whether or not the
// address has one, and every answer waits for the same floor, so that the work a mail
// takes does not show in how long the answer takes.
import type { Context, Hono } from 'hono';
import type { ServerContext } from '../../context.ts';
import { badRequest, unprocessable, validationFailed } from '../errors.ts';
import { redirectParam } from '../links.ts';
import { booleanField, objectField, pkceParams, readBody, stringField, validateEmail } from '../request-body.ts';
import { prepareTokenMail } from '../token-mail.ts';
import { createUser, findUserByEmail, isConfirmed } from '../users.ts';

/** No answer comes sooner than this after the request: a mail's work (token, flow state) fits well within it. */
export const MAIL_ANSWER_FLOOR_MS = 200;

/** One mail per address per window (GoTrue's per-user limit), whether or not the address has an account. */
function limitMailsTo(ctx: ServerContext, email: string): void {
  ctx.limits.requests.take('emailPerAddress', email.toLowerCase(), 'over_email_send_rate_limit');
}

async function otp(ctx: ServerContext, c: Context): Promise<Response> {
  const body = await readBody(c);
  if (stringField(body, 'phone') && !stringField(body, 'email')) {
    throw badRequest('phone_provider_disabled', 'Phone logins are disabled');
  }
  const email = validateEmail(stringField(body, 'email'));
  const data = objectField(body, 'data') ?? {};
  const createAllowed = booleanField(body, 'create_user') ?? true;
  const pkce = pkceParams(body);
  const redirectTo = redirectParam(ctx, c);
  limitMailsTo(ctx, email);

  const send = await ctx.db.asSuperuser(async (tx) => {
    let user = await findUserByEmail(tx, email);
    if (!user) {
      if (!createAllowed) return null;
      user = await createUser(tx, { email, passwordHash: null, userMetadata: data, confirmed: !ctx.config.confirmEmail });
    }
    // An unconfirmed user gets the sign-up confirmation, which signs them in as a magic link does.
    const kind = isConfirmed(user) ? 'magiclink' : 'confirmation';
    return prepareTokenMail(ctx, c, tx, { userId: user.id, kind, email, pkce, redirectTo });
  });
  send?.();
  return c.json({});
}

async function recover(ctx: ServerContext, c: Context): Promise<Response> {
  const body = await readBody(c);
  const emailInput = stringField(body, 'email') ?? '';
  if (emailInput.trim() === '') throw unprocessable('validation_failed', 'Password recovery requires an email');
  const email = validateEmail(emailInput);
  const pkce = pkceParams(body);
  const redirectTo = redirectParam(ctx, c);
  limitMailsTo(ctx, email);

  const send = await ctx.db.asSuperuser(async (tx) => {
    const user = await findUserByEmail(tx, email);
    if (!user) return null;
    return prepareTokenMail(ctx, c, tx, { userId: user.id, kind: 'recovery', email, pkce, redirectTo });
  });
  send?.();
  return c.json({});
}

/** POST /resend: the sign-up confirmation or the pending email change, sent again (200 {} regardless). */
async function resend(ctx: ServerContext, c: Context): Promise<Response> {
  const body = await readBody(c);
  const type = stringField(body, 'type') ?? '';
  if (type !== 'signup' && type !== 'email_change') {
    throw validationFailed('Missing one of these types: signup, email_change, sms, phone_change');
  }
  const email = validateEmail(stringField(body, 'email'));
  const pkce = pkceParams(body);
  const redirectTo = redirectParam(ctx, c);
  limitMailsTo(ctx, email);
  const send = await ctx.db.asSuperuser(async (tx) => {
    if (type === 'signup') {
      const user = await findUserByEmail(tx, email);
      if (!user || isConfirmed(user)) return null;
      return prepareTokenMail(ctx, c, tx, { userId: user.id, kind: 'confirmation', email, pkce, redirectTo });
    }
    const pending = await tx.query<{ id: string }>('select id from auth.users where lower(email_change) = $1', [email]);
    const userId = pending.rows[0]?.id;
    if (!userId) return null;
    return prepareTokenMail(ctx, c, tx, { userId, kind: 'email_change', email, pkce, redirectTo });
  });
  send?.();
  return c.json({});
}

/** Runs `handler`, then waits out the rest of the floor, whatever it answered or threw. */
function atFloor(ctx: ServerContext, handler: (ctx: ServerContext, c: Context) => Promise<Response>) {
  return async (c: Context): Promise<Response> => {
    const started = performance.now();
    try {
      return await handler(ctx, c);
    } finally {
      const wait = started + MAIL_ANSWER_FLOOR_MS - performance.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    }
  };
}

export function otpRoutes(app: Hono, ctx: ServerContext): void {
  app.post('/resend', atFloor(ctx, resend));
  app.post('/otp', atFloor(ctx, otp));
  app.post('/magiclink', atFloor(ctx, otp));
  app.post('/recover', atFloor(ctx, recover));
}
