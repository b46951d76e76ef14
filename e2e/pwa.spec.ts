// Installable and offline: the manifest and its images, a controlling service
// worker, every route opening offline after one visit, and the API left alone.
import { expect, test } from './fixtures/test.ts';
import { createStudioOwner, DashboardPage, signInOwner } from './pages/dashboard-page.ts';
import { pngSize, waitForController } from './pages/pwa.ts';
import { holdRequests } from './support/held-requests.ts';

test('the manifest is linked and describes an installable app', async ({ page, request }) => {
  await page.goto('/');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBeTruthy();
  const response = await request.get(href!);
  expect(response.ok()).toBe(true);
  const manifest = await response.json();
  expect(manifest).toMatchObject({
    name: 'Wellness Content Studio',
    short_name: 'Wellness Studio',
    start_url: '/dashboard',
    scope: '/',
    display: 'standalone',
    theme_color: '#0f766e',
  });
  expect(manifest.background_color).toBeTruthy();
  const purposes = manifest.icons.map((icon: { purpose: string }) => icon.purpose);
  expect(purposes).toContain('maskable');
  for (const image of [...manifest.icons, ...manifest.screenshots]) {
    const file = await request.get(image.src);
    expect(file.headers()['content-type'], image.src).toContain('image/png');
    const { width, height } = pngSize(await file.body());
    expect(`${width}x${height}`, image.src).toBe(image.sizes);
  }
  const forms = manifest.screenshots.map((shot: { form_factor: string }) => shot.form_factor).sort();
  expect(forms).toEqual(['narrow', 'wide']);
});

test('a service worker registers and controls the page', async ({ page }) => {
  await page.goto('/');
  await waitForController(page);
  const scriptURL = await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL);
  expect(scriptURL).toMatch(/\/sw\.js$/);
});

test('after one online visit, /, /faq and /privacy open and reload offline', async ({ page, context, shell }) => {
  await page.goto('/');
  await waitForController(page);
  await context.setOffline(true);
  await page.reload();
  await expect(shell.heading).toHaveText('AI content creation for wellness professionals');
  await expect(shell.offlineIndicator).toBeVisible();
  for (const [path, heading] of [
    ['/faq', 'Frequently Asked Questions'],
    ['/privacy', 'Privacy Policy'],
  ]) {
    await page.goto(path!);
    await expect(shell.heading).toHaveText(heading!);
    await page.reload();
    await expect(shell.heading).toHaveText(heading!);
  }
  await context.setOffline(false);
  await expect(shell.offlineIndicator).toBeHidden();
});

test('the offline indicator follows the connection', async ({ page, context, shell }) => {
  await shell.open('/about');
  await expect(shell.offlineIndicator).toBeHidden();
  await context.setOffline(true);
  await expect(shell.offlineIndicator).toBeVisible();
  await context.setOffline(false);
  await expect(shell.offlineIndicator).toBeHidden();
  expect(page.url()).toMatch(/\/about$/);
});

test('API paths are never answered with the app', async ({ page }) => {
  await page.goto('/');
  await waitForController(page);
  const health = await page.goto('/health');
  expect(health?.headers()['content-type']).not.toContain('text/html');
  await page.goto('/');
  await waitForController(page);
  const answer = await page.evaluate(async () => {
    const response = await fetch('/rest/v1/no_such_table', { headers: { accept: 'application/json' } });
    return response.headers.get('content-type');
  });
  expect(answer).not.toContain('text/html');
});

test('the last pricing answer is kept for offline visits', async ({ page, context, landing }) => {
  await landing.open();
  await waitForController(page);
  await page.reload();
  await landing.waitForPlans();
  const online = await landing.planCards.allInnerTexts();
  await expect
    .poll(() =>
      page.evaluate(async () => {
        const cache = await caches.open('pricing-plans');
        return (await cache.keys()).map((request) => request.url);
      }),
    )
    .toEqual([expect.stringContaining('/rest/v1/subscription_plans')]);
  await context.setOffline(true);
  await page.reload();
  await landing.waitForPlans();
  expect(await landing.planCards.allInnerTexts()).toEqual(online);
});

test("a signed-in first visit installs the service worker once the studio's data is on the device, not beside its download", async ({ browser, page, request }) => {
  const owner = await createStudioOwner(request, 'First Light Pilates');
  await signInOwner(page, owner);
  // A device that has the session but has never installed the app.
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL, storageState: await page.context().storageState() });
  try {
    const device = await context.newPage();
    await device.addInitScript(() => {
      const calls: number[] = [];
      (window as unknown as { registerCalls: number[] }).registerCalls = calls;
      const register = navigator.serviceWorker.register.bind(navigator.serviceWorker);
      navigator.serviceWorker.register = (...args) => {
        calls.push(performance.now());
        return register(...args);
      };
    });
    const release = await holdRequests(device, /\/rest\/v1\/rpc\/sync_pull$/);
    const pulling = device.waitForRequest(/\/rest\/v1\/rpc\/sync_pull$/);
    const workbox = device.waitForResponse(/\/assets\/workbox-window[^/]*\.js$/);
    await new DashboardPage(device).open();
    await Promise.all([pulling, workbox, device.waitForLoadState('load')]);
    await expect(device.getByTestId('sync-label')).toHaveText('Syncing');
    const registerCalls = () => device.evaluate(() => (window as unknown as { registerCalls: number[] }).registerCalls.length);
    expect(await registerCalls()).toBe(0);

    release();
    await expect(device.getByTestId('sync-label')).toHaveText('All changes saved');
    await waitForController(device);
    expect(await registerCalls()).toBe(1);
  } finally {
    await context.close();
  }
});
