// Lie-fi at a retreat: the phone says it is online, but requests to the server fail
// or never answer. The header must say the server cannot be reached, images must
// queue, nothing may be lost, and the radio must rest: a handful of requests in two
// minutes, not hundreds. The two-minute windows run on Playwright's clock, stepped
// a second at a time so real network answers land between steps.
import { type BrowserContext, expect, type Page, test, type WebSocketRoute } from '@playwright/test';
import { createStudioAccount } from './pages/content-page.ts';
import { serverRows, ContentTools } from './pages/content-tools.ts';

const BACKEND = /\/(rest|auth|functions|storage)\/v1\//;
const REALTIME = /\/realtime\/v1\//;

/** Makes every backend request fail (HTTP aborted, sockets dropped) once started; counts what the page tries. */
async function lieFi(context: BrowserContext) {
  const open: WebSocketRoute[] = [];
  const state = {
    on: false,
    attempts: [] as string[],
    /** Requests let through while the network works (the paths). */
    passed: [] as string[],
    start() {
      state.on = true;
      for (const socket of open.splice(0)) socket.close();
    },
  };
  await context.route(BACKEND, async (route) => {
    if (!state.on) {
      state.passed.push(new URL(route.request().url()).pathname);
      return route.fallback();
    }
    state.attempts.push(new URL(route.request().url()).pathname);
    return route.abort('timedout');
  });
  await context.routeWebSocket(REALTIME, (socket) => {
    if (!state.on) {
      socket.connectToServer();
      open.push(socket);
      return;
    }
    state.attempts.push(new URL(socket.url()).pathname);
    socket.close();
  });
  return state;
}

/** Two minutes of the page's time, a second per step, with the network's answers landing in between. */
async function twoMinutesPass(page: Page): Promise<void> {
  for (let second = 0; second < 120; second += 1) {
    await page.clock.fastForward(1_000);
    await page.evaluate(() => new Promise((resolve) => queueMicrotask(() => resolve(null))));
  }
}

test('with lie-fi the header says the server is unreachable, an image queues, and all of it syncs once the server answers', async ({ page, context, request }) => {
  const network = await lieFi(context);
  const studio = new ContentTools(page);
  await studio.signIn(await createStudioAccount(request, 'liefi'));
  await studio.open('images');
  const indicator = page.getByRole('button', { name: /^Sync status:/ });
  await expect(indicator).toHaveAccessibleName('Sync status: All changes saved, Live', { timeout: 15_000 });
  await studio.goOffline();
  await context.setOffline(false);

  network.start();
  await page.reload();
  await expect(indicator).toHaveAccessibleName(/^Sync status: Can’t reach the server/, { timeout: 45_000 });
  expect(await page.evaluate(() => navigator.onLine)).toBe(true);

  await studio.button('Sunrise flow').click();
  await studio.button('Generate Image').click();
  await studio.expectToast('Queued: will generate when you are back online');
  await expect(studio.queueItems('Queued')).toHaveCount(1);
  // The tool stays usable: a second image can be queued at once.
  await studio.button('Rainbow bowl').click();
  await expect(studio.button('Generate Image')).toBeEnabled();
  await studio.button('Generate Image').click();
  await expect(studio.queueItems('Queued')).toHaveCount(2);

  network.on = false;
  await indicator.click();
  // Retry asks at once; the app's own next attempt may already have found the server (then
  // the popover has no Retry). Either way everything syncs. The two-minute tests below, on
  // a frozen clock, check that Retry alone brings the server back.
  const retry = page.getByRole('button', { name: 'Retry', exact: true });
  await expect(retry.or(page.getByText('All changes saved').first())).toBeVisible();
  if (await retry.isVisible()) await retry.click({ timeout: 5_000 }).catch(() => undefined);
  await expect(studio.queueItems('Done')).toHaveCount(2, { timeout: 45_000 });
  await expect(indicator).toHaveAccessibleName(/^Sync status: All changes saved/, { timeout: 30_000 });
  await expect.poll(async () => (await serverRows(page, 'content_history', 'select=id&content_type=eq.image')).length, { timeout: 30_000 }).toBe(2);
});

for (const mode of ['offline', 'lie-fi'] as const) {
  test(`${mode} for two minutes, the app makes at most 10 attempts to reach the server`, async ({ page, context, request }) => {
    const network = await lieFi(context);
    await page.clock.install();
    const studio = new ContentTools(page);
    await studio.signIn(await createStudioAccount(request, `quiet-${mode}`));
    await studio.open('blog');
    const indicator = page.getByRole('button', { name: /^Sync status:/ });
    await expect(indicator).toHaveAccessibleName('Sync status: All changes saved, Live', { timeout: 15_000 });

    const sent: string[] = [];
    const count = (url: string) => {
      if (BACKEND.test(url) || REALTIME.test(url)) sent.push(new URL(url).pathname);
    };
    page.on('request', (r) => count(r.url()));
    page.on('websocket', (socket) => count(socket.url()));
    if (mode === 'offline') await studio.goOffline();
    else network.start();
    // A change made while cut off: it must wait, not be retried in a loop.
    await studio.addKeywords('Focus keywords', 'yin yoga');
    await studio.button('Generate Titles').click();
    await studio.expectToast('Titles Generated');
    await expect(indicator).toHaveAccessibleName(mode === 'offline' ? /^Sync status: Offline/ : /^Sync status: Can’t reach the server/, { timeout: 45_000 });

    sent.length = 0;
    network.attempts.length = 0;
    const before = await page.evaluate(() => Date.now());
    await twoMinutesPass(page);
    expect(await page.evaluate(() => Date.now()) - before).toBeGreaterThanOrEqual(120_000);
    const attempts = mode === 'offline' ? sent : network.attempts;
    test.info().annotations.push({ type: 'attempts in two minutes', description: `${attempts.length}: ${attempts.join(', ')}` });
    expect(attempts.length, attempts.join('\n')).toBeLessThanOrEqual(10);

    // The connection works again. Offline, the browser says so; with lie-fi nothing does,
    // and the app's own probe must find the server within 20 s of the page's time.
    await context.setOffline(false);
    network.on = false;
    if (mode === 'lie-fi') {
      network.passed.length = 0;
      let seconds = 0;
      while (seconds < 30 && network.passed.length === 0) {
        await page.clock.fastForward(1_000);
        await page.evaluate(() => new Promise((resolve) => queueMicrotask(() => resolve(null))));
        seconds += 1;
      }
      test.info().annotations.push({ type: 'found the server again after', description: `${seconds} s of the page's time` });
      expect(seconds, 'seconds of the page before a request got through').toBeLessThanOrEqual(20);
      // The queued change goes at once, with no further step of the clock.
      await expect.poll(() => network.passed.filter((path) => path.endsWith('/rpc/sync_push')).length).toBeGreaterThan(0);
    }
    await expect(indicator).toHaveAccessibleName(/^Sync status: All changes saved/, { timeout: 45_000 });
  });
}
