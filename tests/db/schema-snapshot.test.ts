// supabase/schema.sql, the committed snapshot of today's schema, is what the migrations
// build: a migration added without running `npm run schema` fails here, naming the objects
// that differ. The snapshot is built from one migration of a database in Supabase's
// starting state, on PGlite and on PostgreSQL 15 alike: both must give the same file.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, assert, beforeAll, describe, expect, it } from 'vitest';
import { describeDrift } from '../../scripts/schema/schema-drift.ts';
import { BEFORE_MIGRATIONS, SNAPSHOT_FILE, snapshotMigrations } from '../../scripts/schema/schema-snapshot.ts';
import type { Database } from '../../server/db/database.ts';
import { openTestDb } from './support/test-db.ts';

const root = fileURLToPath(new URL('../../', import.meta.url));
let db: Database;
let built: string;

beforeAll(async () => {
  db = await openTestDb({ migrateUntil: BEFORE_MIGRATIONS });
  built = await snapshotMigrations(db);
});
afterAll(() => db?.close());

describe('the schema snapshot', () => {
  it(`${SNAPSHOT_FILE} is what the migrations build`, () => {
    const drift = describeDrift(readFileSync(join(root, SNAPSHOT_FILE), 'utf8'), built);
    if (drift !== null) assert.fail(drift);
  });

  it('shows the body of the last migration that replaced a function, and no earlier one', () => {
    // sync_pull was written by 0100 and replaced by 0900, 1100 and 1300: only 1300's is live.
    const bodyIn = (migration: string) => {
      const sql = readFileSync(join(root, 'supabase/migrations', migration), 'utf8');
      return /create (?:or replace )?function public\.sync_pull\([\s\S]*?\$\$([\s\S]*?)\$\$;/.exec(sql)?.[1];
    };
    const [current, replaced] = [bodyIn('1300_sync_pull_json.sql'), bodyIn('1100_studio_content.sql')];
    expect(current).toContain('page json;');
    expect(replaced).not.toBe(current);
    expect(built.split('\n').filter((line) => line.startsWith('-- function public.sync_pull('))).toHaveLength(1);
    expect(built).toContain(current);
    expect(built).not.toContain(replaced);
  });
});
