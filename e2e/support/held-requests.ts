// A slow connection for some files only: their requests wait until the test releases
// them. The page's service worker must be blocked (test.use({ serviceWorkers: 'block' })),
// or it answers from its cache where page.route cannot see the request.
import type { Page } from '@playwright/test';

/** Holds every request whose URL matches `pattern`; the returned function lets them all through. */
export async function holdRequests(page: Page, pattern: RegExp): Promise<() => void> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(pattern, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

const DATABASE_CODE = /\/assets\/device-db-[^/]+\.js$/;

/**
 * Reloads the page with the device database's code (RxDB, Dexie) held back, so the
 * database cannot open; resolves once the page has asked for it. The returned function
 * lets it through.
 */
export async function reloadWithDatabaseCodeHeld(page: Page): Promise<() => void> {
  const release = await holdRequests(page, DATABASE_CODE);
  const asked = page.waitForRequest(DATABASE_CODE);
  await page.reload();
  await asked;
  return release;
}
