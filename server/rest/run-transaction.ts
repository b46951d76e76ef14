// One REST request's transaction: as the caller's role, in the time zone the request
// prefers, rolled back instead of committed for `Prefer: tx=rollback` (PostgREST with
// db-tx-end = commit-allow-override: the answer shows what the writes would do), and
// with the role's statement time limit (migration 0400), as PostgREST applies role
// settings per request. On PostgreSQL that limit cancels; PGlite cannot (see the
// migration), which is why the REST layer refuses what it cannot bound.
import type { Claims, Database, Tx } from '../db/database.ts';
import { appliedPreferences, type Prefer } from './prefer.ts';
import type { RestResult } from './rest-request.ts';

/** The API roles' statement time limits (migration 0400), set per request as PostgREST does; Storage uses them too. */
export const STATEMENT_TIMEOUT: Partial<Record<Claims['role'], string>> = { anon: '3s', authenticated: '8s' };

export function runTransaction(db: Database, claims: Claims, prefer: Prefer, operation: (tx: Tx) => Promise<RestResult>): Promise<RestResult> {
  const settings: Record<string, string> = {};
  const timeout = STATEMENT_TIMEOUT[claims.role];
  if (timeout) settings.statement_timeout = timeout;
  if (prefer.timezone) settings.TimeZone = prefer.timezone;
  return db.asRole(
    claims,
    async (tx) => {
      const result = await operation(tx);
      if (prefer.tx === 'rollback') {
        await tx.exec('set constraints all immediate');
        await tx.rollback();
      }
      const applied = appliedPreferences(prefer);
      if (applied && result.status < 300) result.headers['Preference-Applied'] = applied;
      return result;
    },
    settings,
  );
}
