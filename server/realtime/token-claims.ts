// Who a Realtime socket or channel acts as. The socket's `apikey` must be one of this
// project's keys (anon or service_role); a channel acts as the `access_token` of its
// join (or of a later "access_token" message), or as the apikey when it sent none.
// The reasons are those Supabase Realtime gives, which realtime-js hands to the app.
import { JwtError, verifyJwt } from '../auth/jwt.ts';
import type { ServerConfig } from '../context.ts';
import type { Claims } from '../db/database.ts';

export type TokenCheck = { ok: true; claims: Claims } | { ok: false; reason: string };

function expiredSecondsAgo(token: string): number {
  try {
    const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as { exp?: unknown };
    if (typeof payload.exp === 'number') return Math.max(0, Math.floor(Date.now() / 1000 - payload.exp));
  } catch {
    // Unreadable payloads cannot be expired ones: verifyJwt reported them as invalid.
  }
  return 0;
}

export async function checkToken(config: ServerConfig, token: string): Promise<TokenCheck> {
  try {
    return { ok: true, claims: await verifyJwt(config, token) };
  } catch (error) {
    if (error instanceof JwtError && error.code === 'PGRST303') {
      return { ok: false, reason: `Token has expired ${expiredSecondsAgo(token)} seconds ago` };
    }
    const detail = error instanceof Error ? error.message : String(error);
    return { ok: false, reason: `Invalid token: ${detail}` };
  }
}

/** The claims of `apikey` when it is a valid anon or service_role key of this project, else null. */
export async function apiKeyClaims(config: ServerConfig, apikey: string | null): Promise<Claims | null> {
  if (!apikey) return null;
  const check = await checkToken(config, apikey);
  if (!check.ok || (check.claims.role !== 'anon' && check.claims.role !== 'service_role')) return null;
  return check.claims;
}

/** Milliseconds until `claims` expire (Infinity without `exp`). */
export function msUntilExpiry(claims: Claims, now = Date.now()): number {
  return typeof claims.exp === 'number' ? claims.exp * 1000 - now : Number.POSITIVE_INFINITY;
}
