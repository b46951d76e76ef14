// Every route at a phone (360), tablet (768) and desktop (1440) width, with the data
// of a studio a year in: a 60-character business name, a long email address, 50
// history items with 120-character titles, 10 keywords. Nothing may push the page
// sideways, no text may sit outside the screen unless it is in a row that scrolls,
// axe finds no serious or critical violation on any of them, and on a phone every
// control is at least 44 px.
import { type Browser, expect, type Page, test } from '@playwright/test';
import { TOOLS_IN_TAB_ORDER } from '../domain/tools.ts';
import { ADMIN_TABS } from '../src/features/admin/admin-tabs.ts';
import { SETTINGS_TABS } from '../src/features/settings/settings-tabs.ts';
import { seriousA11yViolations } from './fixtures/axe.ts';
import { DEMO_ADMIN } from './fixtures/demo-accounts.ts';
import { signInAs } from './fixtures/sign-in.ts';
import { PUBLIC_ROUTES } from './pages/public-routes.ts';
import { type Account, studioWithRealData, TITLE } from './support/long-data.ts';

/** What sticks out: the page wider than the screen, or text outside it that no scrolling row holds. */
function layoutProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const doc = document.documentElement;
    if (doc.scrollWidth > doc.clientWidth + 1) problems.push(`the page is ${doc.scrollWidth} px wide on a ${doc.clientWidth} px screen`);
    const scrolls = (element: Element) => {
      for (let node = element.parentElement; node && node !== document.body; node = node.parentElement) {
        const overflow = getComputedStyle(node).overflowX;
        if (overflow === 'auto' || overflow === 'scroll') return true;
      }
      return false;
    };
    for (const region of document.querySelectorAll('main, header, footer, [role="dialog"]')) {
      if (region.scrollWidth > region.clientWidth + 1 && !scrolls(region)) problems.push(`<${region.tagName.toLowerCase()}> is ${region.scrollWidth} px wide in ${region.clientWidth} px`);
    }
    const text = 'h1, h2, h3, h4, h5, h6, p, li, a, button, label, dt, dd, th, td, input, select, textarea';
    for (const element of document.querySelectorAll(text)) {
      const box = element.getBoundingClientRect();
      if (box.width <= 1 || box.height <= 1 || getComputedStyle(element).visibility === 'hidden') continue;
      if ((box.right > doc.clientWidth + 1 || box.left < -1) && !scrolls(element)) {
        problems.push(`${element.tagName.toLowerCase()} "${(element.textContent ?? '').trim().slice(0, 40)}" spans ${Math.round(box.left)}-${Math.round(box.right)} px`);
      }
    }
    return problems;
  });
}

/** Controls a finger cannot hit reliably on a phone (under 44 px): links inside running text are exempt. */
function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const small: string[] = [];
    const controls = 'button, select, textarea, [role="tab"], input:not([type="hidden"]), a[href]';
    for (const element of document.querySelectorAll<HTMLElement>(controls)) {
      const own = element.getBoundingClientRect();
      if (own.width <= 1 || own.height <= 1 || getComputedStyle(element).visibility === 'hidden') continue;
      const parentText = (element.parentElement?.textContent ?? '').trim();
      if (element.tagName === 'A' && parentText.length > (element.textContent ?? '').trim().length) continue;
      const choice = element.matches('input[type="checkbox"], input[type="radio"]');
      const target = choice ? (element.closest('label') ?? element) : element;
      const box = target.getBoundingClientRect();
      const tall = box.height >= 43.5;
      const wide = element.tagName === 'A' || choice || box.width >= 43.5;
      if (!tall || !wide) small.push(`${element.tagName.toLowerCase()} "${(element.textContent || element.getAttribute('aria-label') || '').trim().slice(0, 30)}" ${Math.round(box.width)}x${Math.round(box.height)}`);
    }
    return small;
  });
}

/** Waits until the screen shows its data (no loading line left), then checks it. */
async function check(page: Page, path: string): Promise<string[]> {
  await page.goto(path);
  await expect(page.locator('h1').first()).toBeVisible();
  await expect(page.getByText(/^Loading/)).toHaveCount(0, { timeout: 15_000 });
  const found = (await layoutProblems(page)).map((problem) => `${path}: ${problem}`);
  found.push(...(await seriousA11yViolations(page)).map((violation) => `${path}: axe ${violation}`));
  if (page.viewportSize()?.width === 360) found.push(...(await smallTargets(page)).map((target) => `${path}: small target ${target}`));
  return found;
}

async function signedIn(browser: Browser, width: number, account: Account): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  const page = await context.newPage();
  await signInAs(page, account);
  return page;
}

// The three widths share nothing (each draws its own studio's data): with more than one
// Playwright worker they may run in different browsers at once.
test.describe.configure({ mode: 'parallel' });

for (const width of [360, 768, 1440]) {
  test(`every route at ${width} px with a year of long data: nothing sideways, nothing cut off, axe clean`, async ({ browser, request }) => {
    test.setTimeout(240_000);
    const problems: string[] = [];

    const visitor = await (await browser.newContext({ viewport: { width, height: 900 } })).newPage();
    for (const route of PUBLIC_ROUTES) problems.push(...(await check(visitor, route.path)));
    for (const path of ['/join', `/join?invitation=${'a'.repeat(64)}`]) problems.push(...(await check(visitor, path)));
    await visitor.context().close();

    const owner = await signedIn(browser, width, await studioWithRealData(request));
    await owner.goto('/dashboard');
    await expect(owner.getByText(TITLE(0)).first()).toBeVisible({ timeout: 30_000 });
    problems.push(...(await check(owner, '/dashboard')));
    problems.push(...(await check(owner, '/profile')));
    problems.push(...(await check(owner, '/briefs')), ...(await check(owner, '/briefs?brief=new')));
    for (const tool of TOOLS_IN_TAB_ORDER) problems.push(...(await check(owner, `/content?tab=${tool.tab}`)));
    for (const tab of SETTINGS_TABS) problems.push(...(await check(owner, `/settings?tab=${tab}`)));
    await owner.context().close();

    const admin = await signedIn(browser, width, DEMO_ADMIN);
    for (const tab of ADMIN_TABS) problems.push(...(await check(admin, `/admin?tab=${tab}`)));
    await admin.context().close();

    expect(problems).toEqual([]);
  });
}
