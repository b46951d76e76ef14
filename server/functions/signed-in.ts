// The signed-in caller of a function (its access token's claims), or null: a function
// answers 401 to anyone else, as the hosted platform's own check would.
import type { Context } from 'hono';
import { claimsFromRequest, JwtError } from '../auth/jwt.ts';
import type { ServerContext } from '../context.ts';
import type { Claims } from '../db/database.ts';
import { apiKeyOf } from '../require-api-key.ts';

export async function signedInClaims(ctx: ServerContext, c: Context): Promise<Claims | null> {
  try {
    const claims = await claimsFromRequest(ctx.config, {
      authorization: c.req.header('authorization') ?? null,
      apikey: apiKeyOf(c),
    });
    return claims.role === 'authenticated' && typeof claims.sub === 'string' ? claims : null;
  } catch (error) {
    if (error instanceof JwtError) return null;
    throw error;
  }
}
