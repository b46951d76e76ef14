// The browser goes away in the middle of a bulk write (the phone's battery dies, the tab is
// swiped away) while a new device downloads a studio of 3,000 items and the user has just
// changed one of them. Reopened on the same profile: the change the app confirmed is there,
// and the download goes on from the page it had reached instead of starting over.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type BrowserContext, chromium, expect, type Page, type Request, test } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH, WITHOUT_RENDER_DOCUMENT } from './fixtures/chromium.ts';
import { signInAs } from './fixtures/sign-in.ts';
import { createStudioAccount, insertAs } from './pages/content-page.ts';
import { SettingsPage } from './pages/settings-page.ts';
import { serverRows } from './pages/content-tools.ts';

const ITEMS = 3_000;
const PULL = '**/rest/v1/rpc/sync_pull';

type PullBody = { p_table: string; p_after_txid: string | null };
const pullOf = (request: Request) => request.postDataJSON() as PullBody;

async function device(profile: string, baseURL: string): Promise<{ context: BrowserContext; page: Page }> {
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS, WITHOUT_RENDER_DOCUMENT],
    baseURL,
    locale: 'en-GB',
    viewport: { width: 1280, height: 900 },
  });
  return { context, page: context.pages()[0] ?? (await context.newPage()) };
}

test('a browser closed in the middle of a first download keeps what it confirmed and resumes from its checkpoint', async ({ request, baseURL }) => {
  test.setTimeout(180_000);
  const account = await createStudioAccount(request, 'battery');
  const titles = Array.from({ length: ITEMS }, (_, i) => `Retreat journal ${String(i + 1).padStart(4, '0')}: sunrise on the lake`);
  for (let start = 0; start < ITEMS; start += 1_000) {
    await insertAs(
      request,
      account,
      'content_history',
      titles.slice(start, start + 1_000).map((title) => ({ title, content_type: 'blog', status: 'draft', content: '', word_count: 120 })),
    );
  }
  const profile = await mkdtemp(join(tmpdir(), 'e2e-interrupted-'));
  try {
    const first = await device(profile, baseURL ?? '');
    // The third page of history is held: the browser dies with two pages on the device.
    let historyPages = 0;
    await first.context.route(PULL, async (route) => {
      if (pullOf(route.request()).p_table !== 'content_history') return route.fallback();
      historyPages += 1;
      if (historyPages >= 3) return; // never answered: the app is still downloading when it closes
      return route.fallback();
    });
    await signInAs(first.page, account);
    const settings = new SettingsPage(first.page);
    await settings.open('history');
    await expect(first.page.getByText(`of ${2_000} items`)).toBeVisible({ timeout: 60_000 });

    // The user changes an item while the download goes on, and the app says it is done.
    const status = first.page.getByLabel(/^Status of Retreat journal/).first();
    const changed = ((await status.getAttribute('aria-label')) ?? '').replace(/^Status of /, '');
    await status.selectOption('published');
    await expect(first.page.getByText('Status Updated')).toBeVisible();
    await first.context.close();

    // Reopened: the first history page asked for starts after what was stored.
    const again = await device(profile, baseURL ?? '');
    const asked: PullBody[] = [];
    again.page.on('request', (r) => {
      if (r.url().includes('/rest/v1/rpc/sync_pull') && pullOf(r).p_table === 'content_history') asked.push(pullOf(r));
    });
    const reopened = new SettingsPage(again.page);
    await reopened.open('history');
    await expect(again.page.getByText(`of ${ITEMS} items`)).toBeVisible({ timeout: 60_000 });
    expect(asked[0]?.p_after_txid, 'the download resumed from its checkpoint').not.toBeNull();
    expect(asked.length, `history pages asked after reopening: ${asked.length}`).toBeLessThan(ITEMS / 1_000);

    await again.page.getByLabel('Status', { exact: true }).selectOption('published');
    await expect(again.page.getByText('Showing 1 of 3000 items')).toBeVisible();
    await expect(again.page.getByLabel(`Status of ${changed}`)).toHaveValue('published');
    const indicator = again.page.getByRole('button', { name: /^Sync status:/ });
    await expect(indicator).toHaveAccessibleName(/^Sync status: All changes saved/, { timeout: 30_000 });
    const published = (await serverRows(again.page, 'content_history', 'select=title&status=eq.published')) as { title: string }[];
    expect(published.map((row) => row.title)).toEqual([changed]);
    await again.context.close();
  } finally {
    await rm(profile, { recursive: true, force: true });
  }
});
