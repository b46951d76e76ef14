// Which per-IP bucket (rate-limit.ts) each auth request draws from, as Supabase Auth groups
// them, and the middleware that takes from it before the handler runs. The client's address
// is the socket's: the backend is reached directly, not through a proxy that would hide it.
import type { Context, MiddlewareHandler } from 'hono';
import type { ServerContext } from '../context.ts';
import { authErrorResponse, AuthError } from './errors.ts';
import type { RateLimitRule } from './rate-limit.ts';

const EMAIL_SENDS = new Set(['/otp', '/magiclink', '/recover', '/resend']);

/** The bucket of a request to `/auth/v1<path>`, or null when it is not limited. */
export function ipRule(method: string, path: string, grantType: string | undefined): RateLimitRule | null {
  if (path === '/verify') return 'verify';
  if (method !== 'POST') return null;
  if (path === '/signup') return 'signIn';
  if (path === '/token') return grantType === 'refresh_token' ? 'tokenRefresh' : 'signIn';
  if (EMAIL_SENDS.has(path)) return 'emailSend';
  if (/^\/factors\/[^/]+\/(challenge|verify)$/.test(path)) return 'mfa';
  return null;
}

/** The address of the connection (IPv4-mapped IPv6 written as IPv4); 'unknown' outside Node. */
export function clientIp(c: Context): string {
  const env = c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined;
  const address = env?.incoming?.socket?.remoteAddress ?? 'unknown';
  return address.startsWith('::ffff:') ? address.slice(7) : address;
}

export function ipRateLimit(ctx: ServerContext): MiddlewareHandler {
  return async (c, next) => {
    const path = c.req.path.replace(/^\/auth\/v1/, '');
    const rule = ipRule(c.req.method, path, c.req.query('grant_type'));
    if (rule) {
      try {
        ctx.limits.requests.take(rule, clientIp(c));
      } catch (error) {
        if (error instanceof AuthError) return authErrorResponse(c, error);
        throw error;
      }
    }
    await next();
  };
}
