// GET /user and PUT /user (password, user metadata, email), and POST /logout with its three
// scopes. All need a live session's access token (see require-user.ts).
import type { Context, Hono } from 'hono';
import type { ServerContext } from '../../context.ts';
import type { Tx } from '../../db/database.ts';
import { badRequest, forbidden, unprocessable, validationFailed } from '../errors.ts';
import { redirectParam } from '../links.ts';
import { checkPasswordStrength, hashPassword, verifyPassword } from '../password.ts';
import { objectField, pkceParams, readBody, stringField, validateEmail } from '../request-body.ts';
import { type AuthenticatedRequest, bearerClaims, loadAuthenticated } from '../require-user.ts';
import { revokeAfterPasswordChange } from '../sessions.ts';
import { prepareTokenMail } from '../token-mail.ts';
import { userJson } from '../user-json.ts';
import { findUserByEmail, findUserById } from '../users.ts';

/** Runs `fn` in one transaction with the request's authenticated user and session. */
export async function asAuthenticated<T>(
  ctx: ServerContext,
  c: Context,
  fn: (tx: Tx, auth: AuthenticatedRequest) => Promise<T>,
): Promise<T> {
  const claims = await bearerClaims(ctx, c);
  return ctx.db.asSuperuser(async (tx) => fn(tx, await loadAuthenticated(tx, claims)));
}

/** Merges metadata as GoTrue does: keys set to null are removed. */
function mergeMetadata(current: Record<string, unknown>, update: Record<string, unknown>): Record<string, unknown> {
  const merged = { ...current, ...update };
  for (const [key, value] of Object.entries(update)) if (value === null) delete merged[key];
  return merged;
}

async function updateUser(ctx: ServerContext, c: Context): Promise<Response> {
  await bearerClaims(ctx, c); // authentication errors come before body errors, as in GoTrue
  const body = await readBody(c);
  const password = stringField(body, 'password');
  const data = objectField(body, 'data') ?? objectField(body, 'user_metadata');
  const emailInput = stringField(body, 'email');
  if (stringField(body, 'phone')) throw badRequest('phone_provider_disabled', 'Phone logins are disabled');
  if (body.app_metadata !== undefined && body.app_metadata !== null) {
    throw forbidden('not_admin', 'Updating app_metadata requires admin privileges');
  }
  if (password !== undefined) checkPasswordStrength(password);
  const email = emailInput !== undefined && emailInput !== '' ? validateEmail(emailInput) : undefined;
  const pkce = pkceParams(body);
  const passwordHash = password !== undefined ? await hashPassword(password) : undefined;

  const { answer, send } = await asAuthenticated(ctx, c, async (tx, { user, session }) => {
    if (password !== undefined && (await verifyPassword(password, user.encrypted_password))) {
      throw unprocessable('same_password', 'New password should be different from the old password.');
    }
    if (passwordHash !== undefined) {
      await tx.query('update auth.users set encrypted_password = $2, updated_at = now() where id = $1', [user.id, passwordHash]);
      await revokeAfterPasswordChange(tx, user.id, session?.id ?? null);
    }
    if (data) {
      await tx.query('update auth.users set raw_user_meta_data = $2::jsonb, updated_at = now() where id = $1', [
        user.id,
        JSON.stringify(mergeMetadata(user.raw_user_meta_data, data)),
      ]);
    }
    let mail: (() => void) | null = null;
    if (email !== undefined && email !== user.email) {
      const taken = await findUserByEmail(tx, email);
      if (taken) throw unprocessable('email_exists', 'A user with this email address has already been registered');
      if (ctx.config.confirmEmail) {
        await tx.query('update auth.users set email_change = $2 where id = $1', [user.id, email]);
        mail = await prepareTokenMail(ctx, c, tx, { userId: user.id, kind: 'email_change', email, pkce, redirectTo: redirectParam(ctx, c) });
      } else {
        await tx.query('update auth.users set email = $2, updated_at = now() where id = $1', [user.id, email]);
        await tx.query(
          `update auth.identities set identity_data = identity_data || jsonb_build_object('email', $2::text)
           where user_id = $1 and provider = 'email'`,
          [user.id, email],
        );
      }
    }
    return { answer: await userJson(tx, (await findUserById(tx, user.id))!), send: mail };
  });
  send?.();
  return c.json(answer);
}

async function logout(ctx: ServerContext, c: Context): Promise<Response> {
  const scope = c.req.query('scope') ?? 'global';
  if (!['global', 'local', 'others'].includes(scope)) throw validationFailed(`Unsupported logout scope "${scope}"`);
  await asAuthenticated(ctx, c, async (tx, { user, session }) => {
    if (!session || scope === 'global') {
      await tx.query('delete from auth.sessions where user_id = $1', [user.id]);
    } else if (scope === 'local') {
      await tx.query('delete from auth.sessions where id = $1', [session.id]);
    } else {
      await tx.query('delete from auth.sessions where user_id = $1 and id <> $2', [user.id, session.id]);
    }
  });
  return c.body(null, 204);
}

export function userRoutes(app: Hono, ctx: ServerContext): void {
  app.get('/user', async (c) => c.json(await asAuthenticated(ctx, c, (tx, { user }) => userJson(tx, user))));
  app.put('/user', (c) => updateUser(ctx, c));
  app.post('/logout', (c) => logout(ctx, c));
}
