// One REST request's transaction: as the caller's role, in the time zone the request
// prefers, rolled back instead of committed for `Prefer: tx=rollback` (PostgREST with
// db-tx-end = commit-allow-override: the answer shows what the writes would do).
import type { Claims, Database, Tx } from '../db/database.ts';
import { appliedPreferences, type Prefer } from './prefer.ts';
import type { RestResult } from './rest-request.ts';

export function runTransaction(db: Database, claims: Claims, prefer: Prefer, operation: (tx: Tx) => Promise<RestResult>): Promise<RestResult> {
  return db.asRole(claims, async (tx) => {
    if (prefer.timezone) await tx.query(`select set_config('TimeZone', $1, true)`, [prefer.timezone]);
    const result = await operation(tx);
    if (prefer.tx === 'rollback') {
      await tx.exec('set constraints all immediate');
      await tx.rollback();
    }
    const applied = appliedPreferences(prefer);
    if (applied && result.status < 300) result.headers['Preference-Applied'] = applied;
    return result;
  });
}
