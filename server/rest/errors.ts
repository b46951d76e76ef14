// PostgREST's error body `{code, details, hint, message}` and its HTTP status rules,
// so supabase-js sees the same PostgrestError locally as against a hosted project.
// Status mapping follows PostgREST's `pgErrorStatus` (src/PostgREST/Error.hs).

export type ErrorBody = { code: string; details: string | null; hint: string | null; message: string };

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details: string | null = null,
    readonly hint: string | null = null,
  ) {
    super(message);
  }

  body(): ErrorBody {
    return { code: this.code, details: this.details, hint: this.hint, message: this.message };
  }
}

/** A query string or body PostgREST could not parse (PGRST100, 400). */
export function parseError(message: string, details: string | null = null): ApiError {
  return new ApiError(400, 'PGRST100', message, details);
}

export function unknownTable(table: string): ApiError {
  return new ApiError(404, 'PGRST205', `Could not find the table 'public.${table}' in the schema cache`);
}

export function unknownColumn(table: string, column: string): ApiError {
  return new ApiError(400, '42703', `column ${table}.${column} does not exist`);
}

export function unknownWriteColumn(table: string, column: string): ApiError {
  return new ApiError(400, 'PGRST204', `Could not find the '${column}' column of '${table}' in the schema cache`);
}

export function invalidBody(message: string): ApiError {
  return new ApiError(400, 'PGRST102', message);
}

export function singularError(rows: number): ApiError {
  return new ApiError(
    406,
    'PGRST116',
    'Cannot coerce the result to a single JSON object',
    `The result contains ${rows} rows`,
  );
}

type PgLikeError = { code?: unknown; message?: unknown; detail?: unknown; hint?: unknown };

function isPgError(error: unknown): error is PgLikeError & { code: string; message: string } {
  if (typeof error !== 'object' || error === null) return false;
  const { code, message } = error as PgLikeError;
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) && typeof message === 'string';
}

/** The HTTP status PostgREST answers for a Postgres SQLSTATE. */
export function statusForSqlState(code: string, message: string, authenticated: boolean): number {
  const exact: Record<string, number> = {
    '23503': 409,
    '23505': 409,
    '25006': 405,
    '53400': 500,
    '57P01': 503,
    P0001: 400,
    '42883': 404,
    '42P01': 404,
    '42P17': 500,
  };
  if (code === '42501') return authenticated ? 403 : 401;
  if (code === '21000') return message.endsWith('requires a WHERE clause') ? 400 : 500;
  const hit = exact[code];
  if (hit !== undefined) return hit;
  if (code.startsWith('PT')) {
    const status = Number(code.slice(2));
    return Number.isInteger(status) && status >= 100 && status <= 599 ? status : 500;
  }
  const byClass: Record<string, number> = {
    '08': 503,
    '09': 500,
    '0L': 403,
    '0P': 403,
    '25': 500,
    '28': 403,
    '2D': 500,
    '38': 500,
    '39': 500,
    '3B': 500,
    '40': 500,
    '53': 503,
    '54': 500,
    '55': 500,
    '57': 500,
    '58': 500,
    F0: 500,
    HV: 500,
    P0: 500,
    XX: 500,
  };
  return byClass[code.slice(0, 2)] ?? 400;
}

/** Turns anything thrown while serving a request into an ApiError (Postgres errors keep their SQLSTATE). */
export function toApiError(error: unknown, authenticated: boolean): ApiError {
  if (error instanceof ApiError) return error;
  if (isPgError(error)) {
    const detail = typeof error.detail === 'string' ? error.detail : null;
    const hint = typeof error.hint === 'string' ? error.hint : null;
    return new ApiError(statusForSqlState(error.code, error.message, authenticated), error.code, error.message, detail, hint);
  }
  return new ApiError(500, 'PGRST000', 'Internal server error', error instanceof Error ? error.message : null);
}
