import { defineConfig } from '@playwright/test';
import { E2E_JWT_SECRET } from './e2e/fixtures/backend-key.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH, WITHOUT_RENDER_DOCUMENT } from './e2e/fixtures/chromium.ts';

// The e2e suite drives the production build served by the local backend, in the
// system Chromium (never a downloaded browser).
const port = Number(process.env.E2E_PORT ?? 4310);

// Specs that change what every other test sees: the catalog and customers the administrator
// edits (plans on the landing page, the demo studio's subscription, analytics counted over
// every account) and the "deployment" of a new service worker (pwa-update rewrites
// dist/sw.js). They run first, one at a time, on the server as it starts (their cards and
// searches assume the studio names no later account has taken yet); the rest, each test on
// accounts of its own, then run, one at a time too: on a 2-core machine a second browser
// finished the suite no sooner (11.6 min against 11.5 min). Playwright skips the second group when a test
// of the first fails.
const SERVER_WIDE = ['**/admin-*.spec.ts', '**/pwa-update.spec.ts'];

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  projects: [
    { name: 'server-wide', testMatch: SERVER_WIDE },
    { name: 'own-accounts', testIgnore: SERVER_WIDE, dependencies: ['server-wide'] },
  ],
  retries: process.env.CI ? 1 : 0,
  // On CI a run that has gone wrong as a whole (the browser, the server) ends with its
  // report instead of running out the job's clock: after ten failures, or at 45 minutes
  // (the e2e suite took 20-24 minutes in clean-clone runs on a slow 2-core machine).
  maxFailures: process.env.CI ? 10 : 0,
  globalTimeout: process.env.CI ? 45 * 60_000 : 0,
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${port}`,
    // Screens write dates and numbers in the browser's locale: one fixed locale keeps the assertions the same on every machine.
    locale: 'en-GB',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: [...CHROMIUM_ARGS, WITHOUT_RENDER_DOCUMENT],
    },
  },
  webServer: {
    // A fixed test-only secret (the page objects call the API with its anon key) and roomy
    // auth rate limits: the suite signs in hundreds of times from 127.0.0.1.
    command: `node_modules/.bin/tsx server/start.ts --port ${port} --memory --confirm-email --quiet --jwt-secret ${E2E_JWT_SECRET} --rate-limit-scale 50`,
    url: `http://localhost:${port}/health`,
    reuseExistingServer: false,
    timeout: 120_000,
  },
});
