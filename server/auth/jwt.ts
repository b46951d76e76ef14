// JWTs of the local backend, HS256 with one shared secret as in Supabase's local setup:
// the anon / service_role API keys, the access tokens the auth service issues, and the
// check every API layer runs on `Authorization` / `apikey` (PostgREST's error codes, so
// the REST layer can answer 401 exactly as PostgREST does).
import { createHmac } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';
import type { ServerConfig } from '../context.ts';
import type { ApiRole, Claims } from '../db/database.ts';

/** Lifetime of an access token in seconds (GoTrue's default; never <= 90, see the wire notes). */
export const ACCESS_TOKEN_TTL = 3600;

export type Aal = 'aal1' | 'aal2';

export type AmrEntry = { method: string; timestamp: number };

/** The auth.users columns an access token is built from. */
export type TokenUser = {
  id: string;
  email: string | null;
  phone?: string | null;
  raw_app_meta_data: Record<string, unknown>;
  raw_user_meta_data: Record<string, unknown>;
  is_anonymous?: boolean;
};

export type AccessTokenOptions = {
  /** `iss`, GoTrue's is `<api url>/auth/v1`; defaults to `<siteUrl>/auth/v1` (one origin serves both). */
  issuer?: string;
  amr?: AmrEntry[];
  /** Issue time in seconds since the epoch (defaults to now). */
  now?: number;
};

/** PostgREST's JWT errors: PGRST301 (cannot decode / bad signature / bad claims), PGRST303 (expired). */
export class JwtError extends Error {
  constructor(
    readonly code: 'PGRST301' | 'PGRST303',
    message: string,
  ) {
    super(message);
    this.name = 'JwtError';
  }
}

const API_ROLES: readonly ApiRole[] = ['anon', 'authenticated', 'service_role'];
const DEMO_KEY_EXP = 1983812996;

function base64url(input: string | Buffer): string {
  return Buffer.from(input).toString('base64url');
}

/**
 * The project's API key for `role`, as Supabase's local setup makes it:
 * `{"alg":"HS256","typ":"JWT"}.{"iss":"supabase-demo","role":<role>,"exp":1983812996}`,
 * signed with the backend's own secret (server/jwt-secret.ts).
 */
export function makeApiKey(secret: string, role: 'anon' | 'service_role'): string {
  const header = base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));
  const payload = base64url(JSON.stringify({ iss: 'supabase-demo', role, exp: DEMO_KEY_EXP }));
  const signature = createHmac('sha256', secret).update(`${header}.${payload}`).digest('base64url');
  return `${header}.${payload}.${signature}`;
}

function secretKey(config: ServerConfig): Uint8Array {
  return new TextEncoder().encode(config.jwtSecret);
}

/** A GoTrue-shaped access token for `user` in session `sessionId`. */
export async function signAccessToken(
  config: ServerConfig,
  user: TokenUser,
  sessionId: string,
  aal: Aal = 'aal1',
  options: AccessTokenOptions = {},
): Promise<string> {
  const iat = options.now ?? Math.floor(Date.now() / 1000);
  return new SignJWT({
    iss: options.issuer ?? `${config.siteUrl.replace(/\/+$/, '')}/auth/v1`,
    sub: user.id,
    aud: 'authenticated',
    exp: iat + ACCESS_TOKEN_TTL,
    iat,
    email: user.email ?? '',
    phone: user.phone ?? '',
    app_metadata: user.raw_app_meta_data,
    user_metadata: user.raw_user_meta_data,
    role: 'authenticated',
    aal,
    amr: options.amr ?? [{ method: 'password', timestamp: iat }],
    session_id: sessionId,
    is_anonymous: user.is_anonymous ?? false,
  })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .sign(secretKey(config));
}

function bearerToken(authorization: string | null | undefined): string | null {
  if (!authorization) return null;
  const match = /^bearer\s+(.+)$/i.exec(authorization.trim());
  return match?.[1]?.trim() || null;
}

function looksLikeJwt(token: string): boolean {
  return token.split('.').length === 3;
}

/**
 * Verifies a JWT signed with the project secret and returns its claims.
 * Throws JwtError (PGRST303 when expired, PGRST301 otherwise).
 */
export async function verifyJwt(config: ServerConfig, token: string): Promise<Claims> {
  const cache = verifiedTokens(config);
  const known = cache.get(token);
  if (known) {
    if (known.exp === undefined || known.exp > Date.now() / 1000) return { ...known.claims };
    cache.delete(token);
  }
  const claims = await verifySignedJwt(config, token);
  if (cache.size >= VERIFIED_TOKENS_KEPT) cache.delete(cache.keys().next().value as string);
  cache.set(token, { claims: { ...claims }, exp: typeof claims.exp === 'number' ? claims.exp : undefined });
  return claims;
}

/**
 * Tokens whose signature this server has checked, with their claims, until they expire
 * (as PostgREST's JWT cache): a device sends the same token with every request for an
 * hour, and checking its signature again each time cost the server thread more than
 * reading its JSON body. The token's whole text is the key, so only the exact token
 * that was verified is ever found. Oldest first out when full.
 */
const VERIFIED_TOKENS_KEPT = 1000;
const verifiedTokensByConfig = new WeakMap<ServerConfig, Map<string, { claims: Claims; exp: number | undefined }>>();

function verifiedTokens(config: ServerConfig): Map<string, { claims: Claims; exp: number | undefined }> {
  let cache = verifiedTokensByConfig.get(config);
  if (!cache) {
    cache = new Map();
    verifiedTokensByConfig.set(config, cache);
  }
  return cache;
}

async function verifySignedJwt(config: ServerConfig, token: string): Promise<Claims> {
  let payload: Record<string, unknown>;
  try {
    ({ payload } = await jwtVerify(token, secretKey(config), { algorithms: ['HS256'] }));
  } catch (error) {
    if (error instanceof errors.JWTExpired) throw new JwtError('PGRST303', 'JWT expired');
    if (error instanceof errors.JWSSignatureVerificationFailed) {
      throw new JwtError('PGRST301', 'JWT cryptographic operation failed');
    }
    if (error instanceof errors.JOSEAlgNotAllowed) {
      throw new JwtError('PGRST301', 'Wrong or unsupported encoding algorithm');
    }
    if (error instanceof errors.JWTClaimValidationFailed) {
      throw new JwtError('PGRST301', `JWT validation failed: ${error.message}`);
    }
    throw new JwtError('PGRST301', 'JWT cryptographic operation failed');
  }
  const role = payload.role ?? 'anon';
  if (typeof role !== 'string' || !API_ROLES.includes(role as ApiRole)) {
    throw new JwtError('PGRST301', `JWT role "${String(role)}" is not allowed`);
  }
  return { ...payload, role: role as ApiRole };
}

/**
 * The claims a request runs with. The bearer token decides (the `apikey` header when
 * there is no bearer); a token equal to the anon key, a missing one or one that is not
 * a JWT means `{ role: 'anon' }`. A JWT with a bad signature or an expired one throws
 * JwtError, which the REST layer maps to 401.
 */
export async function claimsFromRequest(
  config: ServerConfig,
  headers: { authorization?: string | null; apikey?: string | null },
): Promise<Claims> {
  const token = bearerToken(headers.authorization) ?? headers.apikey?.trim() ?? null;
  if (!token || token === config.anonKey || !looksLikeJwt(token)) return { role: 'anon' };
  return verifyJwt(config, token);
}
