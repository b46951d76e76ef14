// `npm run schema`: migrates a fresh in-memory database as the server does and writes its
// schema to supabase/schema.sql (scripts/schema/schema-snapshot.ts). `--postgres` builds it
// on a throwaway PostgreSQL cluster instead of PGlite; both give the same file.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { openDatabase } from '../server/db/open-database.ts';
import { createTestDatabase, startCluster } from '../tests/support/pg-cluster.ts';
import { BEFORE_MIGRATIONS, SNAPSHOT_FILE, snapshotMigrations } from './schema/schema-snapshot.ts';

const root = fileURLToPath(new URL('../', import.meta.url));

async function build(onPostgres: boolean): Promise<string> {
  const cluster = onPostgres ? await startCluster() : null;
  try {
    const url = cluster ? await createTestDatabase(cluster.adminUrl) : undefined;
    const db = await openDatabase({ url, migrateUntil: BEFORE_MIGRATIONS });
    try {
      return await snapshotMigrations(db);
    } finally {
      await db.close();
    }
  } finally {
    await cluster?.stop();
  }
}

const snapshot = await build(process.argv.includes('--postgres'));
writeFileSync(join(root, SNAPSHOT_FILE), snapshot);
console.log(`wrote ${SNAPSHOT_FILE} (${snapshot.split('\n').length} lines)`);
