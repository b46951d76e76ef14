// The local backend's Postgres, behind one small interface with two engines: an embedded
// PGlite (server/db/pglite-database.ts, the zero-setup default) or a real PostgreSQL server
// reached through DATABASE_URL (server/db/postgres-database.ts, a connection pool), opened
// by open-database.ts. This module holds what both engines and their callers share. Either
// first gets what a hosted Supabase project already has (server/db/bootstrap.sql), then the
// project's own supabase/migrations (tracked as the Supabase CLI tracks them, so a later
// start applies only new ones; reference data is a migration too). Every API request runs
// through `asRole`, in a transaction with the request's role and JWT claims, so row level
// security is the real Postgres one.

export type ApiRole = 'anon' | 'authenticated' | 'service_role';

/** The JWT claims of a request; `role` decides the Postgres role it runs as. */
export type Claims = { role: ApiRole; sub?: string; [claim: string]: unknown };

export type QueryOptions = {
  /** Per type oid: turns Postgres's text for a value into what the caller wants. */
  parsers?: Record<number, (value: string) => unknown>;
};

export type QueryResult<T> = { rows: T[]; affectedRows?: number };

/** One open transaction; both engines give the same value types (see the parsers in postgres-database.ts). */
export type Tx = {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[], options?: QueryOptions): Promise<QueryResult<T>>;
  /** One or more statements without parameters. */
  exec(sql: string): Promise<unknown>;
  /** Ends the transaction without its writes (the caller's function still returns). */
  rollback(): Promise<void>;
};

export type Database = {
  readonly engine: 'pglite' | 'postgres';
  /**
   * Runs `fn` in one transaction as the role of `claims`, with row level security in force;
   * `settings` are further transaction-local settings (statement_timeout, TimeZone), set in
   * the same statement as the role and claims, as PostgREST does.
   */
  asRole<T>(claims: Claims, fn: (tx: Tx) => Promise<T>, settings?: Record<string, string>): Promise<T>;
  /**
   * Runs `fn` in one transaction as the database owner (the role that applied the
   * migrations; it bypasses row level security): for the auth service and migrations, never
   * for API data.
   */
  asSuperuser<T>(fn: (tx: Tx) => Promise<T>): Promise<T>;
  /** Calls `onPayload` for each NOTIFY on `channel` after its transaction commits, in commit order. */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
};

const TIMESTAMP_TYPES = [1082, 1083, 1114, 1184, 1266];

/**
 * Keep dates and timestamps as the text Postgres writes (microseconds intact). Pass it per
 * query (`tx.query(sql, params, { parsers: textParsers })`). API responses are better built
 * as JSON by Postgres itself.
 */
export const textParsers: Record<number, (value: string) => unknown> = Object.fromEntries(
  TIMESTAMP_TYPES.map((oid) => [oid, (value: string) => value]),
);

/** One statement that makes a transaction the request's: its claims, its role, its settings. */
export function requestSettings(claims: Claims, settings: Record<string, string> = {}): { sql: string; params: string[] } {
  const all: [string, string][] = [['request.jwt.claims', JSON.stringify(claims)], ['role', claims.role], ...Object.entries(settings)];
  return {
    sql: `select ${all.map((_, i) => `set_config($${2 * i + 1}, $${2 * i + 2}, true)`).join(', ')}`,
    params: all.flat(),
  };
}
