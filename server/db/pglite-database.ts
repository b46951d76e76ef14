// The embedded engine: one PGlite instance on the server's own thread (in memory, or in a
// data directory). Its default user is a superuser, so `asRole` switches to the API role
// for row level security to apply; transactions run one at a time. An in-memory database
// starts as a copy of the process's memory image when one is set (memory-image.ts).
import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { type Claims, type Database, requestSettings, type Tx } from './database.ts';
import { memoryImage } from './memory-image.ts';
import { prepareSchema } from './prepare-schema.ts';

export class PgliteDatabase implements Database {
  readonly engine = 'pglite' as const;

  private constructor(readonly pg: PGlite) {}

  static async open(options: { dataDir?: string; migrateUntil?: string } = {}): Promise<PgliteDatabase> {
    if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
    // A copy of the image holds every migration: not for a test that stops before one.
    const image = options.dataDir || options.migrateUntil ? undefined : await memoryImage();
    const pg = image ? new PGlite({ loadDataDir: image }) : new PGlite(options.dataDir);
    await pg.waitReady;
    const db = new PgliteDatabase(pg);
    await prepareSchema(db, { until: options.migrateUntil });
    return db;
  }

  /** This database's data directory as a tar, for memory-image.ts. */
  async dumpImage(): Promise<Blob> {
    return this.pg.dumpDataDir('none');
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
