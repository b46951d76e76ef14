// Brings a database to the project's schema, on either engine. A database without the
// `auth` schema first gets server/db/bootstrap.sql, and one without Storage's schema
// server/db/bootstrap-storage.sql (what a hosted Supabase project has before any migration). Migrations are then applied one transaction each and recorded in
// supabase_migrations.schema_migrations, the table the Supabase CLI keeps on a hosted
// project, so a later start applies only the files added since. Reference data (plans,
// master prompts) is a migration too (0500_reference_data.sql), as it must be on a hosted
// project; there is no separate seed.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Database, Tx } from './database.ts';

const root = fileURLToPath(new URL('../../', import.meta.url));
const MIGRATION_FILE = /^(\d+)_(.+)\.sql$/;

export type Migration = { version: string; name: string; file: string };

export function migrationFiles(dir = join(root, 'supabase/migrations')): Migration[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .map((file) => ({ file, match: MIGRATION_FILE.exec(file) }))
    .filter((entry): entry is { file: string; match: RegExpExecArray } => entry.match !== null)
    .map(({ file, match }) => ({ version: match[1]!, name: match[2]!, file: join(dir, file) }))
    .sort((a, b) => a.version.localeCompare(b.version));
}

async function exists(tx: Tx, relation: string): Promise<boolean> {
  const { rows } = await tx.query<{ present: boolean }>('select to_regclass($1) is not null as present', [relation]);
  return rows[0]?.present === true;
}

async function isSuperuser(tx: Tx): Promise<boolean> {
  const { rows } = await tx.query<{ superuser: boolean }>(`select rolsuper as superuser from pg_roles where rolname = current_user`);
  return rows[0]?.superuser === true;
}

/** `until` stops after that migration version: a test builds the data a later migration meets. */
export async function prepareSchema(db: Database, options: { until?: string } = {}): Promise<void> {
  const state = await db.asSuperuser(async (tx) => ({
    bootstrapped: await exists(tx, 'auth.users'),
    storage: await exists(tx, 'storage.objects'),
    tracked: await exists(tx, 'supabase_migrations.schema_migrations'),
    schemaPresent: await exists(tx, 'public.profiles'),
    superuser: await isSuperuser(tx),
  }));
  if (!state.bootstrapped) {
    if (!state.superuser) {
      throw new Error(
        'This database has no auth schema yet and the connecting role is not a superuser: connect once as a superuser (the backend then creates the roles and the auth schema a Supabase project starts with), or run server/db/bootstrap.sql as one.',
      );
    }
    await db.asSuperuser((tx) => tx.exec(readFileSync(join(root, 'server/db/bootstrap.sql'), 'utf8')));
  }
  if (!state.storage) {
    // A local database made before images went to Storage has the auth schema but no storage.
    if (!state.superuser) {
      throw new Error(
        'This database has no storage schema (Supabase Storage) and the connecting role is not a superuser: connect once as a superuser, or run server/db/bootstrap-storage.sql as one.',
      );
    }
    await db.asSuperuser((tx) => tx.exec(readFileSync(join(root, 'server/db/bootstrap-storage.sql'), 'utf8')));
  }
  const migrations = migrationFiles();
  const applied = await db.asSuperuser(async (tx) => {
    await tx.exec(`create schema if not exists supabase_migrations;
      create table if not exists supabase_migrations.schema_migrations (version text not null primary key, statements text[], name text)`);
    if (!state.tracked && state.schemaPresent) {
      // A data directory made before migrations were recorded had every migration of its day
      // applied at creation: record what is there, and apply only what comes after.
      console.warn('[db] recording the migrations of a database made before they were tracked');
      for (const m of migrations.filter((m) => m.version <= '0410')) {
        await tx.query('insert into supabase_migrations.schema_migrations (version, name) values ($1, $2) on conflict do nothing', [m.version, m.name]);
      }
    }
    const { rows } = await tx.query<{ version: string }>('select version from supabase_migrations.schema_migrations');
    return new Set(rows.map((row) => row.version));
  });
  for (const migration of migrations) {
    if (applied.has(migration.version)) continue;
    if (options.until !== undefined && migration.version > options.until) break;
    const sql = readFileSync(migration.file, 'utf8');
    try {
      await db.asSuperuser(async (tx) => {
        await tx.exec(sql);
        await tx.query('insert into supabase_migrations.schema_migrations (version, name, statements) values ($1, $2, $3)', [
          migration.version,
          migration.name,
          [sql],
        ]);
      });
    } catch (error) {
      throw new Error(`Migration ${migration.file.split('/').pop()} failed: ${(error as Error).message}`);
    }
  }
}
