// Which database the db and contract suites run on: PGlite in memory by default, or (the
// vitest project `postgres`, see vitest.config.ts) a new database in the throwaway cluster
// that tests/support/pg-global-setup.ts started.
import { inject } from 'vitest';
import { createTestDatabase } from './pg-cluster.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    pgAdminUrl: string;
  }
}

export const onPostgres = process.env.STUDIO_TEST_DB === 'postgres';

/** A fresh PostgreSQL database's URL on the postgres project; undefined on PGlite. */
export async function testDatabaseUrl(): Promise<string | undefined> {
  return onPostgres ? createTestDatabase(inject('pgAdminUrl')) : undefined;
}
