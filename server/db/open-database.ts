// Opens the local backend's database with one of its two engines: a real PostgreSQL
// server when a connection string is given, otherwise the embedded PGlite. Each engine
// is loaded only when chosen, so a PostgreSQL deployment never loads PGlite.
import type { Database } from './database.ts';

export type OpenOptions = {
  /** PGlite's directory; undefined (and no `url`) means in memory. */
  dataDir?: string;
  /** A PostgreSQL connection string: the real server instead of PGlite. */
  url?: string;
  /** Apply migrations only up to this version (tests of a migration on existing data). */
  migrateUntil?: string;
};

/** Opens (and on first use prepares) the database `options` name. */
export async function openDatabase(options: OpenOptions = {}): Promise<Database> {
  if (options.url) {
    const { PostgresDatabase } = await import('./postgres-database.ts');
    return PostgresDatabase.open(options.url, { migrateUntil: options.migrateUntil });
  }
  const { PgliteDatabase } = await import('./pglite-database.ts');
  return PgliteDatabase.open({ dataDir: options.dataDir, migrateUntil: options.migrateUntil });
}
