// The schema snapshot (supabase/schema.sql): the schema a freshly migrated database has,
// one object after another in a stable order, so a reader finds today's version of any
// table, policy or function in one place instead of in the migration that last replaced
// it. Only what the migrations made or changed is in it: a database is read once with
// Supabase's starting state (server/db/bootstrap*.sql) and again after the migrations,
// and an object unchanged between the two (auth.users, storage.objects...) is left out.
import type { Database } from '../../server/db/database.ts';
import { prepareSchema } from '../../server/db/prepare-schema.ts';
import { readRelations } from './read-relations.ts';
import { readRoutines } from './read-routines.ts';
import { DATABASE_WIDE, readSettings } from './read-settings.ts';
import { compareItems, type SchemaItem } from './schema-item.ts';

export const SNAPSHOT_FILE = 'supabase/schema.sql';

/** A version before the first migration: opening with it gives Supabase's starting state only. */
export const BEFORE_MIGRATIONS = '0000';

const PREAMBLE = `-- supabase/schema.sql: the database schema as the migrations build it today.
-- Written by \`npm run schema\`; never edit it by hand, and never run it against a database.
--
-- Migrations (supabase/migrations/) are history: once applied they never change, and a
-- later migration replaces a function or policy whole. Read today's tables, policies and
-- function bodies here. After adding a migration, run \`npm run schema\` and commit this file
-- with it: tests/db/schema-snapshot.test.ts fails while the two disagree.
--
-- Every object the migrations create or change, by schema (public first), then tables
-- (each followed by its indexes, triggers and policies), views, functions, Storage
-- buckets, and last the database-wide publication and role settings. What Supabase
-- provides before the first migration (auth.users, storage.objects...) is left out, and
-- privileges are those PostgreSQL 15 knows (no MAINTAIN).
`;

/** Everything in the database, as snapshot items (unsorted). */
export function readSchemaItems(db: Database): Promise<SchemaItem[]> {
  return db.asSuperuser(async (tx) => {
    // With only pg_catalog on the path, every name the catalog prints is schema-qualified.
    await tx.exec('set local search_path = pg_catalog');
    return [...(await readRelations(tx)), ...(await readRoutines(tx)), ...(await readSettings(tx))];
  });
}

function schemaRank(item: SchemaItem): SchemaItem {
  const [schema = '', ...rest] = item.sort;
  const rank = schema === 'public' ? '0' : schema === DATABASE_WIDE ? '2' : '1';
  return { ...item, sort: [rank, schema, ...rest] };
}

/** The snapshot's text: the items of `migrated` not also, identical, in `before` (role settings always). */
export function formatSnapshot(before: readonly SchemaItem[], migrated: readonly SchemaItem[]): string {
  // A role's settings belong to the whole cluster, not to one database: on a server where
  // another database was migrated first they are there before this one's migrations ran.
  const clusterWide = (item: SchemaItem) => item.header.startsWith('settings of role ');
  const untouched = new Set(before.filter((item) => !clusterWide(item)).map((item) => `${item.header}\n${item.body}`));
  const items = migrated
    .filter((item) => !untouched.has(`${item.header}\n${item.body}`))
    .map(schemaRank)
    .sort(compareItems);
  return `${PREAMBLE}${items.map((item) => `\n-- ${item.header}\n${item.body}\n`).join('')}`;
}

/**
 * Migrates `db`, which must hold Supabase's starting state and no migration yet (opened
 * with `migrateUntil: BEFORE_MIGRATIONS`), the way the server does, and returns its snapshot.
 */
export async function snapshotMigrations(db: Database): Promise<string> {
  const before = await readSchemaItems(db);
  await prepareSchema(db);
  return formatSnapshot(before, await readSchemaItems(db));
}
