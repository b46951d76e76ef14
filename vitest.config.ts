import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['domain/**/*.test.ts', 'src/**/*.test.{ts,tsx}', 'sync/**/*.test.ts', 'server/**/*.test.ts', 'supabase/**/*.test.ts', 'tests/**/*.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // As Playwright does on CI: one retry for the few tests that time real sockets and
    // databases on a loaded 2-core machine. A test that fails twice still fails the run.
    retry: process.env.CI ? 1 : 0,
  },
});
