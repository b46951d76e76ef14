// Where emailed links point and where they lead back to. `redirect_to` is honoured only for
// the site's own host, the API's host or a loopback host (GoTrue's allow list, local edition);
// anything else falls back to the site URL so the backend is no open redirector.
import type { Context } from 'hono';
import type { ServerContext } from '../context.ts';
import type { MailKind } from './mailbox.ts';

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

/** The auth API's own base URL as the client reached it (`<origin>/auth/v1`): issuer and link host. */
export function authBaseUrl(c: Context): string {
  return `${new URL(c.req.url).origin}/auth/v1`;
}

export function resolveRedirect(ctx: ServerContext, c: Context, requested: string | undefined | null): string {
  const fallback = ctx.config.siteUrl;
  if (!requested) return fallback;
  let target: URL;
  try {
    target = new URL(requested);
  } catch {
    return fallback;
  }
  if (target.protocol !== 'http:' && target.protocol !== 'https:') return fallback;
  const allowed = [new URL(fallback).hostname, new URL(c.req.url).hostname];
  return allowed.includes(target.hostname) || LOOPBACK.has(target.hostname) ? target.toString() : fallback;
}

/** `redirect_to` of a POST (query string, as supabase-js sends it). */
export function redirectParam(ctx: ServerContext, c: Context): string {
  return resolveRedirect(ctx, c, c.req.query('redirect_to'));
}

export type VerifyType = 'signup' | 'recovery' | 'magiclink' | 'email_change';

const SUBJECTS: Record<MailKind, string> = {
  confirmation: 'Confirm Your Signup',
  recovery: 'Reset Your Password',
  magiclink: 'Your Magic Link',
  email_change: 'Confirm Email Change',
};

const VERIFY_TYPES: Record<MailKind, VerifyType> = {
  confirmation: 'signup',
  recovery: 'recovery',
  magiclink: 'magiclink',
  email_change: 'email_change',
};

/** "Sends" an email with its verify link and six-digit code to the development mailbox. */
export function sendAuthMail(
  ctx: ServerContext,
  c: Context,
  mail: { to: string; kind: MailKind; hash: string; code: string; redirectTo: string },
): void {
  const params = new URLSearchParams({ token: mail.hash, type: VERIFY_TYPES[mail.kind], redirect_to: mail.redirectTo });
  ctx.mailbox.send({
    to: mail.to,
    kind: mail.kind,
    subject: SUBJECTS[mail.kind],
    link: `${authBaseUrl(c)}/verify?${params.toString()}`,
    token: mail.code,
  });
}

/** A URL fragment the way GoTrue writes one (Go's url.Values.Encode: keys sorted, spaces as +). */
export function fragment(values: Record<string, string>): string {
  const params = new URLSearchParams();
  for (const key of Object.keys(values).sort()) params.set(key, values[key] ?? '');
  return params.toString();
}

export function withFragment(url: string, values: Record<string, string>): string {
  const target = new URL(url);
  target.hash = fragment(values);
  return target.toString();
}
