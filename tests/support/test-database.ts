// Which database the db and contract suites run on: PGlite in memory by default, or (the
// vitest project `postgres`, see vitest.config.ts) a new database in the throwaway cluster
// that tests/support/pg-global-setup.ts started, already migrated unless asked otherwise.
import { inject } from 'vitest';
import { createTestDatabase, MIGRATED_TEMPLATE, TEMPLATE_DATABASE } from './pg-cluster.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    pgAdminUrl: string;
  }
}

export const onPostgres = process.env.STUDIO_TEST_DB === 'postgres';

/**
 * A fresh PostgreSQL database's URL on the postgres project; undefined on PGlite.
 * `unmigrated`: Supabase's starting state, for a test that migrates only part of the way.
 */
export async function testDatabaseUrl(options: { unmigrated?: boolean } = {}): Promise<string | undefined> {
  if (!onPostgres) return undefined;
  return createTestDatabase(inject('pgAdminUrl'), options.unmigrated ? TEMPLATE_DATABASE : MIGRATED_TEMPLATE);
}
