// `npm run screenshots`: every route at 360, 390, 768, 1024 and 1440 px with a year of
// long data, saved to screenshots/<width>/<route>.png for a designer's review (not a
// test: the every-screen suite asserts what can be asserted). Runs with
// playwright.screenshots.config.ts, which only picks up this file.
import { type Browser, expect, type Page, test } from '@playwright/test';
import { TOOLS_IN_TAB_ORDER } from '../domain/tools.ts';
import { ADMIN_TABS } from '../src/features/admin/admin-tabs.ts';
import { SETTINGS_TABS } from '../src/features/settings/settings-tabs.ts';
import { DEMO_ADMIN } from './fixtures/demo-accounts.ts';
import { signInAs } from './fixtures/sign-in.ts';
import { PUBLIC_ROUTES } from './pages/public-routes.ts';
import { type Account, studioWithRealData, TITLE } from './support/long-data.ts';

const WIDTHS = [360, 390, 768, 1024, 1440];
const OWNER_ROUTES = ['/dashboard', '/profile', '/briefs', '/briefs?brief=new', ...TOOLS_IN_TAB_ORDER.map((tool) => `/content?tab=${tool.tab}`), ...SETTINGS_TABS.map((tab) => `/settings?tab=${tab}`)];
const ADMIN_ROUTES = ADMIN_TABS.map((tab) => `/admin?tab=${tab}`);

const fileName = (path: string) => (path === '/' ? 'home' : path.replace(/^\//, '').replace(/[?=&]/g, '-'));

async function capture(page: Page, width: number, paths: readonly string[]): Promise<void> {
  for (const path of paths) {
    await page.goto(path);
    await expect(page.locator('h1').first()).toBeVisible();
    await expect(page.getByText(/^Loading/)).toHaveCount(0, { timeout: 15_000 });
    await page.screenshot({ path: `screenshots/${width}/${fileName(path)}.png`, fullPage: true });
  }
}

async function pageFor(browser: Browser, width: number, account?: Account): Promise<Page> {
  const page = await (await browser.newContext({ viewport: { width, height: width < 768 ? 844 : 900 } })).newPage();
  if (account) await signInAs(page, account);
  return page;
}

for (const width of WIDTHS) {
  test(`screenshots at ${width} px`, async ({ browser, request }) => {
    test.setTimeout(300_000);
    await capture(await pageFor(browser, width), width, PUBLIC_ROUTES.map((route) => route.path));
    const owner = await pageFor(browser, width, await studioWithRealData(request));
    await owner.goto('/dashboard');
    await expect(owner.getByText(TITLE(0)).first()).toBeVisible({ timeout: 30_000 });
    await capture(owner, width, OWNER_ROUTES);
    await capture(await pageFor(browser, width, DEMO_ADMIN), width, ADMIN_ROUTES);
  });
}
