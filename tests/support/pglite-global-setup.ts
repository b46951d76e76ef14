// Global setup of the vitest project `pglite`: one in-memory database migrated once for the
// run and written out as a memory image (server/db/memory-image.ts), which every test
// file's in-memory databases then copy (tests/support/pglite-image.ts) instead of running
// every migration again.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { PgliteDatabase } from '../../server/db/pglite-database.ts';

export default async function setup(project: TestProject): Promise<() => void> {
  const dir = mkdtempSync(join(tmpdir(), 'studio-pglite-'));
  const file = join(dir, 'migrated.tar');
  const db = await PgliteDatabase.open();
  try {
    writeFileSync(file, Buffer.from(await (await db.dumpImage()).arrayBuffer()));
  } finally {
    await db.close();
  }
  project.provide('pgliteImage', file);
  return () => rmSync(dir, { recursive: true, force: true });
}
