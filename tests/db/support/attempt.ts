// Runs one statement as an API role and always rolls back, so a table-driven suite
// can try every operation against the same rows. The outcome says what the caller
// would notice: rows seen/affected, or the Postgres error code.
import type { Claims, Database, Tx } from '../../../server/db/database.ts';

export type Outcome = { rows: number } | { error: string };

export type Statement = {
  sql: string;
  params?: unknown[];
  /** Superuser SQL run first in the same (rolled back) transaction, e.g. to clear a row. */
  prepare?: string;
};

class Rollback extends Error {
  constructor(readonly outcome: Outcome) {
    super('rollback');
  }
}

export function errorCode(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : undefined;
}

async function run(tx: Tx, statement: Statement): Promise<Outcome> {
  try {
    const result = await tx.query(statement.sql, statement.params ?? []);
    return { rows: /^\s*(select|with)\b/i.test(statement.sql) ? result.rows.length : (result.affectedRows ?? 0) };
  } catch (error) {
    const code = errorCode(error);
    if (!code) throw error;
    return { error: code };
  }
}

/** `claims` null means the superuser (row level security bypassed, constraints still apply). */
export async function attempt(db: Database, claims: Claims | null, statement: Statement): Promise<Outcome> {
  const body = async (tx: Tx) => {
    if (statement.prepare) {
      await tx.exec('reset role');
      await tx.exec(statement.prepare);
      if (claims) await tx.exec(`set local role ${claims.role}`);
    }
    throw new Rollback(await run(tx, statement));
  };
  try {
    await (claims ? db.asRole(claims, body) : db.asSuperuser(body));
  } catch (error) {
    if (error instanceof Rollback) return error.outcome;
    throw error;
  }
  throw new Error('unreachable: the attempt always rolls back');
}
