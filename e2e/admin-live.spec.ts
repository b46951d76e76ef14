// The admin analytics tab stays live in Chromium: while the administrator has it
// open, a studio owner's new usage (written from another session) shows in the
// stat cards and recent activity within 2 seconds, with no reload, no focus change
// and no spinner; the tab's Realtime channel leaves when the administrator opens
// another tab and when they sign out.
import type { Page, WebSocket } from '@playwright/test';
import { ANALYTICS } from '../src/features/admin/messages.ts';
import { AccountPages } from './pages/account-pages.ts';
import { DEMO_ADMIN } from './fixtures/demo-accounts.ts';
import { frameOf } from './fixtures/realtime-frames.ts';
import { signInAs } from './fixtures/sign-in.ts';
import { expect, test } from './fixtures/test.ts';
import { AdminPage, recordUsage, sessionOf } from './pages/admin-page.ts';
import { createStudioAccount } from './pages/content-page.ts';

const LIVE_WITHIN_MS = 2000;
const TOPIC = 'admin-usage';

/** The analytics channel's joins (the server replied ok) and leaves, read from the page's Realtime socket frames. */
function watchChannel(page: Page) {
  const state = { joined: 0, left: 0, closed: 0 };
  page.on('websocket', (socket: WebSocket) => {
    if (!socket.url().includes('/realtime/v1')) return;
    const joins = new Set<string>();
    socket.on('framesent', ({ payload }) => {
      const frame = frameOf(payload);
      if (!frame?.topic.includes(TOPIC)) return;
      if (frame.event === 'phx_join' && frame.ref) joins.add(frame.ref);
      if (frame.event === 'phx_leave') state.left += 1;
    });
    socket.on('framereceived', ({ payload }) => {
      const frame = frameOf(payload);
      if (frame?.event === 'phx_reply' && frame.ref && joins.has(frame.ref) && frame.payload.status === 'ok') state.joined += 1;
    });
    socket.on('close', () => {
      state.closed += 1;
    });
  });
  return state;
}

/** Answers to the analytics tab's loads (each asks the server for its usage summary). */
function countAnalyticsLoads(page: Page) {
  const state = { answered: 0 };
  page.on('requestfinished', (request) => {
    if (request.url().includes('/rpc/admin_usage_summary')) state.answered += 1;
  });
  return state;
}

test('new usage shows in the open analytics tab within 2 seconds; the channel ends on leaving the tab and on sign-out', async ({
  page,
  request,
  browser,
}) => {
  const channel = watchChannel(page);
  const loads = countAnalyticsLoads(page);
  await signInAs(page, DEMO_ADMIN);
  const admin = new AdminPage(page);
  await admin.open('analytics');
  const panel = admin.panel;
  const stats = panel.getByRole('list', { name: ANALYTICS.summary }).getByRole('listitem');
  const credits = stats.filter({ hasText: ANALYTICS.creditsUsed }).locator('p').nth(1);
  await expect(credits).toHaveText(/^\d+$/);
  await expect.poll(() => channel.joined).toBe(1);
  // The join itself loads once more (nothing is missed between the first load and the join): let it land.
  await expect.poll(() => loads.answered).toBeGreaterThanOrEqual(2);
  const before = Number(await credits.textContent());

  // Any spinner or busy Refresh button from here on would be a flash on a live refresh.
  await page.evaluate((loadingText) => {
    const flags = window as unknown as { sawSpinner: boolean };
    flags.sawSpinner = false;
    const check = () => {
      if (document.querySelector('[aria-busy="true"]') || document.body.textContent?.includes(loadingText)) flags.sawSpinner = true;
    };
    new MutationObserver(check).observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
  }, ANALYTICS.loading);

  // A studio owner, in a browser of their own, whose content generation records usage on the server.
  const account = await createStudioAccount(request, 'live-usage');
  const studio = await sessionOf(request, account);
  const studioContext = await browser.newContext();
  try {
    const studioPage = await studioContext.newPage();
    await signInAs(studioPage, account);
    const started = Date.now();
    await recordUsage(studioPage.request, studio, 'newsletter', 7);
    await expect(credits).toHaveText(String(before + 7), { timeout: LIVE_WITHIN_MS });
    const delay = Date.now() - started;
    const recent = panel.getByRole('region', { name: ANALYTICS.recentActivity }).getByRole('row');
    await expect(recent.nth(1)).toContainText(studio.user.id.slice(0, 8));
    await expect(recent.nth(1)).toContainText('Newsletter');
    test.info().annotations.push({ type: 'live delay', description: `${delay} ms` });
    console.log(`admin analytics live delay: ${delay} ms`);

    // A burst of usage is gathered into few reloads and all of it shows.
    const second = Date.now();
    await recordUsage(studioPage.request, studio, 'blog', 2);
    await recordUsage(studioPage.request, studio, 'social', 1);
    await expect(credits).toHaveText(String(before + 10), { timeout: LIVE_WITHIN_MS });
    console.log(`admin analytics live delay (burst of two): ${Date.now() - second} ms`);
    expect(await page.evaluate(() => (window as unknown as { sawSpinner: boolean }).sawSpinner)).toBe(false);
    await expect(page).toHaveURL(/\/admin\?tab=analytics$/);
  } finally {
    await studioContext.close();
  }

  // Leaving the tab ends the channel; coming back joins a new one.
  await admin.openTab('plans');
  await expect.poll(() => channel.left).toBe(1);
  await admin.openTab('analytics');
  await expect(credits).toHaveText(String(before + 10));
  await expect.poll(() => channel.joined).toBe(2);

  // Signing out ends it too (a leave, or the whole socket closing).
  await new AccountPages(page).signOut();
  await expect.poll(() => channel.left + channel.closed).toBeGreaterThanOrEqual(2);
});
