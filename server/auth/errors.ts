// Errors of the auth service, written the way GoTrue writes them: for clients that send
// `X-Supabase-Api-Version: 2024-01-01` (supabase-js does) the body is `{code, message}` and
// the version is echoed back; older clients get `{code: <status>, error_code, msg}`. Both get
// the `x-sb-error-code` header. supabase-js turns this into AuthApiError{status, code}.
import type { Context } from 'hono';

export const API_VERSION_HEADER = 'X-Supabase-Api-Version';
const API_VERSION_2024 = '2024-01-01';

export type AuthErrorStatus = 400 | 401 | 403 | 404 | 405 | 409 | 413 | 422 | 429 | 500;

export class AuthError extends Error {
  constructor(
    readonly status: AuthErrorStatus,
    readonly code: string,
    message: string,
    /** Extra body fields, e.g. `weak_password: {reasons}`. */
    readonly extra: Record<string, unknown> = {},
    /** Extra response headers, e.g. `Retry-After` on a 429. */
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'AuthError';
  }
}

export const badRequest = (code: string, message: string) => new AuthError(400, code, message);
export const validationFailed = (message: string) => new AuthError(400, 'validation_failed', message);
export const forbidden = (code: string, message: string) => new AuthError(403, code, message);
export const unprocessable = (code: string, message: string) => new AuthError(422, code, message);
export const notFound = (code: string, message: string) => new AuthError(404, code, message);

/** The API version a request asked for, when it is 2024-01-01 or later (the only one GoTrue knows). */
export function requestedApiVersion(c: Context): string | null {
  const value = c.req.header(API_VERSION_HEADER)?.trim() ?? '';
  if (!/^2[0-9]{3}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$/.test(value)) return null;
  return value >= API_VERSION_2024 ? API_VERSION_2024 : null;
}

export function authErrorResponse(c: Context, error: AuthError): Response {
  const version = requestedApiVersion(c);
  c.header('x-sb-error-code', error.code);
  for (const [name, value] of Object.entries(error.headers)) c.header(name, value);
  if (version) {
    c.header(API_VERSION_HEADER, version);
    return c.json({ code: error.code, message: error.message, ...error.extra }, error.status);
  }
  return c.json({ code: error.status, error_code: error.code, msg: error.message, ...error.extra }, error.status);
}
