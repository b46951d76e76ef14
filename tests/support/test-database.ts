// Which database the db and contract suites run on: PGlite in memory by default, or (the
// vitest project `postgres`, see vitest.config.ts) a new database in the throwaway cluster
// that tests/support/pg-global-setup.ts started for this worker, already migrated unless
// asked otherwise.
import { inject } from 'vitest';
import { createTestDatabase, MIGRATED_TEMPLATE, TEMPLATE_DATABASE } from './pg-cluster.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** One admin URL per test worker, in the order of VITEST_POOL_ID. */
    pgAdminUrls: string[];
  }
}

export const onPostgres = process.env.STUDIO_TEST_DB === 'postgres';

/**
 * A fresh PostgreSQL database's URL on the postgres project; undefined on PGlite.
 * `unmigrated`: Supabase's starting state, for a test that migrates only part of the way.
 */
export async function testDatabaseUrl(options: { unmigrated?: boolean } = {}): Promise<string | undefined> {
  if (!onPostgres) return undefined;
  const urls = inject('pgAdminUrls');
  const worker = Number(process.env.VITEST_POOL_ID);
  const adminUrl = urls[(worker - 1) % urls.length];
  if (!adminUrl) throw new Error(`No PostgreSQL cluster for test worker ${process.env.VITEST_POOL_ID} (${urls.length} started)`);
  return createTestDatabase(adminUrl, options.unmigrated ? TEMPLATE_DATABASE : MIGRATED_TEMPLATE);
}
