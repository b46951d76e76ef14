// The JWT claims of a REST or Functions request, with PostgREST's 401 for a bad or
// expired token.
import type { Context } from 'hono';
import { claimsFromRequest, JwtError } from '../auth/jwt.ts';
import type { ServerConfig } from '../context.ts';
import type { Claims } from '../db/database.ts';
import { apiKeyOf } from '../require-api-key.ts';
import { ApiError } from './errors.ts';

export async function requestClaims(config: ServerConfig, c: Context): Promise<Claims> {
  try {
    return await claimsFromRequest(config, {
      authorization: c.req.header('authorization') ?? null,
      apikey: apiKeyOf(c),
    });
  } catch (error) {
    if (error instanceof JwtError) throw new ApiError(401, error.code, error.message);
    throw error;
  }
}
