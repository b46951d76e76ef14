// MFA with TOTP, as GoTrue's /factors API: enroll (secret, otpauth URI and a QR code SVG),
// challenge, verify (a real RFC 6238 check; raises the session to aal2 and answers a new
// Session), unenroll (a verified factor needs an aal2 session). Phone and WebAuthn are off.
import type { Context, Hono } from 'hono';
import type { ServerContext } from '../../context.ts';
import type { Tx } from '../../db/database.ts';
import { AuthError, forbidden, notFound, unprocessable, validationFailed } from '../errors.ts';
import { authBaseUrl } from '../links.ts';
import { qrCodeSvg } from '../qr-code.ts';
import { readBody, stringField } from '../request-body.ts';
import type { AuthenticatedRequest } from '../require-user.ts';
import { elevateSession, rotateRefreshToken, currentRefreshToken, sessionJson } from '../sessions.ts';
import { newTotpSecret, verifyTotp } from '../totp.ts';
import { findUserById } from '../users.ts';
import { asAuthenticated } from './user.ts';

export const CHALLENGE_TTL_SECONDS = 300;

type FactorRow = { id: string; user_id: string; friendly_name: string | null; status: string; secret: string };

async function findFactor(tx: Tx, auth: AuthenticatedRequest, factorId: string): Promise<FactorRow> {
  const result = await tx.query<FactorRow>(
    `select id, user_id, friendly_name, status, secret from auth.mfa_factors
     where id::text = $1 and user_id = $2`,
    [factorId, auth.user.id],
  );
  const factor = result.rows[0];
  if (!factor) throw notFound('mfa_factor_not_found', 'Factor not found');
  return factor;
}

async function enroll(ctx: ServerContext, c: Context): Promise<Response> {
  const body = await readBody(c);
  const type = stringField(body, 'factor_type') ?? '';
  if (type === 'phone') throw unprocessable('mfa_phone_enroll_not_enabled', 'MFA enroll is disabled for Phone');
  if (type === 'webauthn') throw unprocessable('mfa_webauthn_enroll_not_enabled', 'MFA enroll is disabled for WebAuthn');
  if (type !== 'totp') throw validationFailed('factor_type needs to be totp, phone, or webauthn');
  const friendlyName = stringField(body, 'friendly_name') ?? '';
  const issuer = stringField(body, 'issuer') || new URL(ctx.config.siteUrl).hostname;

  const factor = await asAuthenticated(ctx, c, async (tx, { user }) => {
    if (friendlyName !== '') {
      const clash = await tx.query('select 1 from auth.mfa_factors where user_id = $1 and friendly_name = $2', [user.id, friendlyName]);
      if (clash.rows.length > 0) {
        throw unprocessable('mfa_factor_name_conflict', `A factor with the friendly name "${friendlyName}" for this user already exists`);
      }
    }
    const secret = newTotpSecret();
    const inserted = await tx.query<{ id: string }>(
      `insert into auth.mfa_factors (user_id, friendly_name, factor_type, secret) values ($1, $2, 'totp', $3) returning id`,
      [user.id, friendlyName || null, secret],
    );
    const label = `${encodeURIComponent(issuer)}:${encodeURIComponent(user.email ?? '')}`;
    const uri = `otpauth://totp/${label}?algorithm=SHA1&digits=6&issuer=${encodeURIComponent(issuer)}&period=30&secret=${secret}`;
    return { id: inserted.rows[0]!.id, type: 'totp', friendly_name: friendlyName, totp: { qr_code: qrCodeSvg(uri), secret, uri } };
  });
  return c.json(factor);
}

async function challenge(ctx: ServerContext, c: Context): Promise<Response> {
  const answer = await asAuthenticated(ctx, c, async (tx, auth) => {
    const factor = await findFactor(tx, auth, c.req.param('id') ?? '');
    const created = await tx.query<{ id: string; expires_at: number }>(
      `insert into auth.mfa_challenges (factor_id) values ($1)
       returning id, (extract(epoch from created_at)::bigint + ${CHALLENGE_TTL_SECONDS})::float8 as expires_at`,
      [factor.id],
    );
    await tx.query('update auth.mfa_factors set last_challenged_at = now() where id = $1', [factor.id]);
    return { id: created.rows[0]!.id, type: 'totp', expires_at: created.rows[0]!.expires_at };
  });
  return c.json(answer);
}

async function verify(ctx: ServerContext, c: Context): Promise<Response> {
  const body = await readBody(c);
  const challengeId = stringField(body, 'challenge_id') ?? '';
  const code = (stringField(body, 'code') ?? '').trim();
  const answer = await asAuthenticated(ctx, c, async (tx, auth) => {
    const factor = await findFactor(tx, auth, c.req.param('id') ?? '');
    if (!auth.session) throw forbidden('session_not_found', 'Session from session_id claim in JWT does not exist');
    const found = await tx.query<{ id: string; expired: boolean }>(
      `select id, created_at < now() - make_interval(secs => ${CHALLENGE_TTL_SECONDS}) as expired
       from auth.mfa_challenges where id::text = $1 and factor_id = $2 and verified_at is null`,
      [challengeId, factor.id],
    );
    const row = found.rows[0];
    if (!row) throw notFound('mfa_factor_not_found', 'MFA factor with the provided challenge ID not found');
    if (row.expired) {
      throw unprocessable('mfa_challenge_expired', `MFA challenge ${row.id} has expired, verify against another challenge or create a new challenge.`);
    }
    if (!verifyTotp(factor.secret, code)) {
      // The fifth wrong code ends the challenge; returned (not thrown) so the deletion commits.
      if (ctx.limits.wrongAttempts.fail(`mfa:${row.id}`)) await tx.query('delete from auth.mfa_challenges where id = $1', [row.id]);
      return { error: unprocessable('mfa_verification_failed', 'Invalid TOTP code entered') };
    }
    await tx.query('delete from auth.mfa_challenges where id = $1', [row.id]);
    await tx.query(`update auth.mfa_factors set status = 'verified', updated_at = now() where id = $1`, [factor.id]);
    const elevated = await elevateSession(tx, auth.session, factor.id, 'totp');
    const live = await currentRefreshToken(tx, elevated.id);
    if (!live) throw forbidden('session_not_found', 'Session from session_id claim in JWT does not exist');
    const { refreshToken } = await rotateRefreshToken(tx, live);
    return { session: await sessionJson(ctx, tx, (await findUserById(tx, auth.user.id))!, elevated, refreshToken, authBaseUrl(c)) };
  });
  if ('error' in answer) throw answer.error;
  return c.json(answer.session);
}

async function unenroll(ctx: ServerContext, c: Context): Promise<Response> {
  const answer = await asAuthenticated(ctx, c, async (tx, auth) => {
    const factor = await findFactor(tx, auth, c.req.param('id') ?? '');
    if (factor.status === 'verified' && auth.session?.aal !== 'aal2') {
      throw new AuthError(403, 'insufficient_aal', 'AAL2 required to unenroll verified factor');
    }
    await tx.query('delete from auth.mfa_factors where id = $1', [factor.id]);
    return { id: factor.id };
  });
  return c.json(answer);
}

export function factorRoutes(app: Hono, ctx: ServerContext): void {
  app.post('/factors', (c) => enroll(ctx, c));
  app.post('/factors/:id/challenge', (c) => challenge(ctx, c));
  app.post('/factors/:id/verify', (c) => verify(ctx, c));
  app.delete('/factors/:id', (c) => unenroll(ctx, c));
}
