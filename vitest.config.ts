import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { findPgBin } from './tests/support/pg-cluster.ts';

const shared = {
  environment: 'node',
  testTimeout: 30_000,
  hookTimeout: 60_000,
  // As Playwright does on CI: one retry for the few tests that time real sockets and
  // databases on a loaded 2-core machine. A test that fails twice still fails the run.
  retry: process.env.CI ? 1 : 0,
} as const;

// The db and contract suites run twice: on PGlite (with everything else) and on a
// throwaway real PostgreSQL cluster in Supabase's starting state (tests/support/pg-cluster.ts).
const ON_BOTH_DATABASES = ['tests/db/**/*.test.ts', 'tests/contract/**/*.test.ts'];
const pgBin = findPgBin();
if (!pgBin) {
  console.warn(
    '\n[vitest] No PostgreSQL binaries (initdb, pg_ctl; Debian package `postgresql`, or PG_BIN): the db and contract suites run on PGlite only, NOT on real PostgreSQL.\n',
  );
}

export default defineConfig({
  test: {
    pool: 'forks',
    // One test file per core, not Vitest's default of one fewer: many files spend much of
    // their time waiting on sockets, timers and the database's own processes, and on a
    // 2-core machine the default is a single file at a time.
    maxWorkers: Math.max(2, availableParallelism()),
    projects: [
      {
        test: {
          ...shared,
          name: 'pglite',
          // One migrated in-memory database per run, copied by each test file's databases.
          globalSetup: ['tests/support/pglite-global-setup.ts'],
          setupFiles: ['tests/support/pglite-image.ts'],
          include: ['domain/**/*.test.ts', 'src/**/*.test.{ts,tsx}', 'sync/**/*.test.ts', 'server/**/*.test.ts', 'supabase/**/*.test.ts', 'scripts/**/*.test.ts', 'tests/**/*.test.ts'],
        },
      },
      ...(pgBin
        ? [
            {
              test: {
                ...shared,
                name: 'postgres',
                include: ON_BOTH_DATABASES,
                env: { STUDIO_TEST_DB: 'postgres' },
                globalSetup: ['tests/support/pg-global-setup.ts'],
              },
            },
          ]
        : []),
    ],
  },
});
