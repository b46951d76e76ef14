// Live sync in the browser: two contexts of one user, both open and focused. A blog
// article generated on one (and the title ideas before it) shows in the other's content history within 2 seconds,
// with no reload, no focus change and long before the 30 s poll.
import { expect, type Page, test } from '@playwright/test';
import { SettingsPage } from './pages/settings-page.ts';
import { createStudioAccount, StudioPage } from './pages/studio-page.ts';
import { signInAs } from './fixtures/sign-in.ts';

const LIVE_LIMIT_MS = 2_000;

/** Resolves once the page's Realtime channel has joined (the server accepted its postgres_changes bindings). */
function channelJoined(page: Page): Promise<void> {
  return new Promise((resolve) => {
    page.on('websocket', (socket) => {
      socket.on('framereceived', ({ payload }) => {
        const text = String(payload);
        if (text.includes('"phx_reply"') && text.includes('"status":"ok"') && text.includes('"postgres_changes":[{')) resolve();
      });
    });
  });
}

test('a blog article generated on one device appears in the other device history within 2 seconds', async ({ browser, request }) => {
  const account = await createStudioAccount(request, 'live');
  const desktopContext = await browser.newContext();
  const phoneContext = await browser.newContext({ viewport: { width: 375, height: 740 } });

  const desktopPage = await desktopContext.newPage();
  const joined = channelJoined(desktopPage);
  await signInAs(desktopPage, account);
  const desktop = new SettingsPage(desktopPage);
  await desktop.open('history');
  await joined;
  await expect(desktop.historyItems).toHaveCount(0);

  const phone = new StudioPage(await phoneContext.newPage());
  await phone.signIn(account);
  await phone.open('blog');
  await phone.addKeywords('Focus keywords', 'forest bathing');
  await phone.button('Generate Titles').click();
  const ideasAt = Date.now();
  const ideas = 'Blog title ideas: forest bathing';
  await expect.poll(() => desktop.historyTitles(), { timeout: LIVE_LIMIT_MS, intervals: [50] }).toEqual([ideas]);
  expect(Date.now() - ideasAt).toBeLessThan(LIVE_LIMIT_MS);
  await phone.radios('Title suggestions').first().check();
  const title = ((await phone.radios('Title suggestions').first().locator('..').textContent()) ?? '').trim();
  expect(title).not.toBe('');

  await phone.button('Generate Article').click();
  const generatedAt = Date.now();
  await expect(phone.card('Your article')).toBeVisible();
  const left = LIVE_LIMIT_MS - (Date.now() - generatedAt);
  await expect.poll(() => desktop.historyTitles(), { timeout: left, intervals: [50] }).toEqual([title, ideas]);
  expect(desktopPage.url()).toContain('/settings?tab=history');

  await desktopContext.close();
  await phoneContext.close();
});
