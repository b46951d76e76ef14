// A new version of the service worker waits; the page offers Reload, which
// activates it and reloads under it. The "deployment" appends a comment to the
// built dist/sw.js (the server reads it from disk on each request), and puts the
// file back afterwards.
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test } from './fixtures/test.ts';
import { waitForController } from './pages/pwa.ts';

const workerFile = fileURLToPath(new URL('../dist/sw.js', import.meta.url));

test('a waiting new version is offered with a Reload action', async ({ page }) => {
  await page.goto('/');
  await waitForController(page);

  const built = readFileSync(workerFile, 'utf8');
  const next = `${built}\n// next version ${Date.now()}\n`;
  writeFileSync(workerFile, next);
  try {
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
    const offer = page.getByRole('status').filter({ hasText: 'A new version of the studio is ready.' });
    await expect(offer).toBeVisible();
    const waiting = await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting?.state);
    expect(waiting).toBe('installed');

    const reloaded = page.waitForEvent('load');
    await offer.getByRole('button', { name: 'Reload' }).click();
    await reloaded;
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // The waiting version took over: nothing waits any more and it controls the page.
    const state = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      return { waiting: registration?.waiting ?? null, controlled: navigator.serviceWorker.controller !== null };
    });
    expect(state).toEqual({ waiting: null, controlled: true });
  } finally {
    // Put the built worker back, unless a new build replaced the file meanwhile.
    if (readFileSync(workerFile, 'utf8') === next) writeFileSync(workerFile, built);
  }
});
