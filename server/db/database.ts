// The local backend's Postgres: one embedded PGlite instance that first gets what a
// hosted Supabase project already has (server/db/bootstrap.sql), then the project's
// own supabase/migrations and seed. Every API request runs through `asRole`, in a
// transaction with the request's role and JWT claims, so row level security is the
// real Postgres one (the PGlite default user is a superuser and would bypass it).
import { existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite, type Transaction } from '@electric-sql/pglite';

export type ApiRole = 'anon' | 'authenticated' | 'service_role';

/** The JWT claims of a request; `role` decides the Postgres role it runs as. */
export type Claims = { role: ApiRole; sub?: string; [claim: string]: unknown };

export type Tx = Transaction;

const root = fileURLToPath(new URL('../../', import.meta.url));
const TIMESTAMP_TYPES = [1082, 1083, 1114, 1184, 1266];

/**
 * Keep dates and timestamps as the text Postgres writes (microseconds intact). Pass it per
 * query (`tx.query(sql, params, { parsers: textParsers })`): PGlite 0.5 ignores parsers
 * given to its constructor. API responses are better built as JSON by Postgres itself.
 */
export const textParsers = Object.fromEntries(TIMESTAMP_TYPES.map((oid) => [oid, (value: string) => value]));

export class Database {
  private constructor(readonly pg: PGlite) {}

  /** Opens (and on first use creates) the database; `dataDir` undefined means in memory. */
  static async open(options: { dataDir?: string; seed?: boolean } = {}): Promise<Database> {
    const fresh = !options.dataDir || !existsSync(join(options.dataDir, 'PG_VERSION'));
    if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
    const pg = new PGlite(options.dataDir);
    await pg.waitReady;
    const db = new Database(pg);
    if (fresh) {
      await pg.exec(readFileSync(join(root, 'server/db/bootstrap.sql'), 'utf8'));
      await db.applyMigrations();
      if (options.seed !== false) await db.applySeed();
    }
    return db;
  }

  private async applyMigrations(): Promise<void> {
    const dir = join(root, 'supabase/migrations');
    const files = existsSync(dir) ? readdirSync(dir).filter((f) => f.endsWith('.sql')).sort() : [];
    for (const file of files) {
      try {
        await this.pg.exec(readFileSync(join(dir, file), 'utf8'));
      } catch (error) {
        throw new Error(`Migration ${file} failed: ${(error as Error).message}`);
      }
    }
  }

  private async applySeed(): Promise<void> {
    const seed = join(root, 'supabase/seed.sql');
    if (existsSync(seed)) await this.pg.exec(readFileSync(seed, 'utf8'));
  }

  /** Runs `fn` in one transaction as the role of `claims`, with row level security in force. */
  asRole<T>(claims: Claims, fn: (tx: Tx) => Promise<T>): Promise<T> {
    return this.pg.transaction(async (tx) => {
      await tx.query(`select set_config('request.jwt.claims', $1, true)`, [JSON.stringify(claims)]);
      await tx.exec(`set local role ${claims.role}`);
      return fn(tx);
    });
  }

  /** Runs `fn` in one transaction as the superuser: for the auth service and the seed, never for API data. */
  asSuperuser<T>(fn: (tx: Tx) => Promise<T>): Promise<T> {
    return this.pg.transaction(fn);
  }

  close(): Promise<void> {
    return this.pg.close();
  }
}
