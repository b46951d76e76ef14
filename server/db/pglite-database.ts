// The embedded engine: one PGlite instance on the server's own thread (in memory, or in a
// data directory). Its default user is a superuser, so `asRole` switches to the API role
// for row level security to apply; transactions run one at a time.
import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { type Claims, type Database, requestSettings, type Tx } from './database.ts';
import { prepareSchema } from './prepare-schema.ts';

export class PgliteDatabase implements Database {
  readonly engine = 'pglite' as const;

  private constructor(readonly pg: PGlite) {}

  static async open(options: { dataDir?: string; migrateUntil?: string } = {}): Promise<PgliteDatabase> {
    if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
    const pg = new PGlite(options.dataDir);
    await pg.waitReady;
    const db = new PgliteDatabase(pg);
    await prepareSchema(db, { until: options.migrateUntil });
    return db;
  }

  asRole<T>(claims: Claims, fn: (tx: Tx) => Promise<T>, settings?: Record<string, string>): Promise<T> {
    const { sql, params } = requestSettings(claims, settings);
    return this.pg.transaction(async (tx) => {
      await tx.query(sql, params);
      return fn(tx);
    });
  }

  asSuperuser<T>(fn: (tx: Tx) => Promise<T>): Promise<T> {
    return this.pg.transaction(fn);
  }

  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>> {
    return this.pg.listen(channel, onPayload);
  }

  close(): Promise<void> {
    return this.pg.close();
  }
}
