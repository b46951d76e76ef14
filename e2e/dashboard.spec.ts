import { expect, test, type Worker } from '@playwright/test';
import { TOOL_TABS } from '../domain/tools.ts';
import { seriousA11yViolations } from './fixtures/axe.ts';
import { createStudioOwner, DashboardPage, signInOwner } from './pages/dashboard-page.ts';
import { SettingsPage, seedHistory } from './pages/settings-page.ts';
import { holdRequests, reloadWithDatabaseCodeHeld } from './support/held-requests.ts';

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

test.describe('on a slow connection', () => {
  // Requests the service worker would answer from its cache are not seen by page.route.
  test.use({ serviceWorkers: 'block' });

  test("the dashboard's title, lead and tools show before the code that reads the studio's data has arrived", async ({ page, request }) => {
    const owner = await createStudioOwner(request, 'Slow Lane Yoga');
    await signInOwner(page, owner);
    const release = await holdRequests(page, /\/assets\/dashboard-sections-[^/]+\.js$/);
    const dashboard = new DashboardPage(page);
    await dashboard.open();
    await expect(page.getByText('Pick a tool, pick up where you left off, and keep an eye on your credits.')).toBeVisible();
    await expect(dashboard.toolLinks).toHaveCount(9);
    // The greeting without the name until the profile's code is in; no data cards yet.
    await expect(page.locator('p').filter({ hasText: /^Welcome back$/ })).toBeVisible();
    await expect(dashboard.credits).toHaveCount(0);

    release();
    await expect(page.locator('p').filter({ hasText: /^Welcome back, Slow Lane Yoga$/ })).toBeVisible();
    await expect(dashboard.credits.getByText('Starter plan (free trial)', { exact: true })).toBeVisible();
    await expect(page.getByText('Nothing yet. Your first article, post or email will appear here.')).toBeVisible();
  });

  test("a reload says the studio's data is loading until the device database is open: never nothing yet, no plan or zeros", async ({ page, request }) => {
    const owner = await createStudioOwner(request, 'Tidal Breath Studio');
    await signInOwner(page, owner);
    await seedHistory(page, request, [{ title: 'Full moon yin class', content_type: 'blog', word_count: 640 }]);
    const dashboard = new DashboardPage(page);
    await dashboard.open();
    await expect(dashboard.recentItems).toHaveCount(1);
    await expect(dashboard.monthFigure('Words written')).toHaveText('640');

    // The device database's code is held: the cards are drawn, the data cannot be read yet.
    const release = await reloadWithDatabaseCodeHeld(page);
    await expect(dashboard.credits.getByRole('status')).toHaveText('Loading your plan...');
    await expect(page.getByRole('region', { name: 'Recent Content' }).getByRole('status')).toHaveText('Loading your recent content...');
    await expect(dashboard.monthFigure('Content created')).toHaveText('…');
    await expect(dashboard.monthFigure('Words written')).toHaveText('…');
    await expect(dashboard.credits.getByText('No active plan')).toHaveCount(0);
    await expect(page.getByText('Nothing yet. Your first article, post or email will appear here.')).toHaveCount(0);

    release();
    await expect(dashboard.credits.getByText('Starter plan (free trial)', { exact: true })).toBeVisible();
    await expect(dashboard.recentItems).toHaveText([/Full moon yin class/]);
    await expect(dashboard.monthFigure('Content created')).toHaveText('1');
    await expect(dashboard.monthFigure('Words written')).toHaveText('640');
  });

  test("the loading screen stays until the page's code has arrived: the page never goes blank in between", async ({ page, request }) => {
    const owner = await createStudioOwner(request, 'Blank Page Never');
    await signInOwner(page, owner);
    // Counts every moment the page's root holds nothing, from the first parse on.
    await page.addInitScript(() => {
      const w = window as unknown as { blankRoot: number };
      w.blankRoot = 0;
      document.addEventListener('DOMContentLoaded', () => {
        const root = document.getElementById('root');
        if (!root) return;
        new MutationObserver(() => {
          if (root.childElementCount === 0) w.blankRoot += 1;
        }).observe(root, { childList: true });
      });
    });
    const release = await holdRequests(page, /\/assets\/dashboard-[\w-]{8}\.js$/);
    await page.goto('/dashboard');
    await expect(page.getByRole('status').getByText('Loading...', { exact: true })).toBeVisible();
    await expect(page.getByText('Wellness Content Studio', { exact: true })).toBeVisible();

    release();
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(page.locator('p').filter({ hasText: /^Welcome back, Blank Page Never$/ })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { blankRoot: number }).blankRoot)).toBe(0);
  });

  test('while a sync waits on the network the header says so in words, and nothing on the page animates without end', async ({ page, request }) => {
    const owner = await createStudioOwner(request, 'Still Water Studio');
    await signInOwner(page, owner);
    const release = await holdRequests(page, /\/rest\/v1\/rpc\/sync_pull$/);
    const dashboard = new DashboardPage(page);
    await dashboard.open();
    await expect(page.getByTestId('sync-label')).toHaveText('Syncing');
    // An endless animation keeps the browser drawing frames for as long as the sync lasts.
    const endless = await page.evaluate(() => document.getAnimations().filter((animation) => animation.effect?.getComputedTiming().iterations === Number.POSITIVE_INFINITY).length);
    expect(endless).toBe(0);

    release();
    await expect(page.getByTestId('sync-label')).toHaveText('All changes saved');
  });
});

test('a signed-in start makes the date and number formats in a short-lived worker; the landing page starts none', async ({ page, request }) => {
  const started: Worker[] = [];
  const ended = new Set<Worker>();
  page.on('worker', (worker) => {
    started.push(worker);
    worker.on('close', () => ended.add(worker));
  });
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Start Creating Now' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(started.map((worker) => worker.url())).toEqual([]);

  await signInOwner(page, await createStudioOwner(request, 'Morning Tide Yoga'));
  await expect.poll(() => started.filter((worker) => worker.url().includes('intl-warm')).length).toBe(1);
  const warm = started.find((worker) => worker.url().includes('intl-warm'));
  await expect.poll(() => (warm ? ended.has(warm) : false)).toBe(true);
});

test('the dashboard shows the tools, real recent content, the Starter plan credits and this month', async ({ page, request }) => {
  const owner = await createStudioOwner(request, 'Coral Reef Spa');
  await signInOwner(page, owner);
  const dashboard = new DashboardPage(page);
  await dashboard.open();

  await expect(dashboard.toolLinks).toHaveCount(9);
  const hrefs = await dashboard.toolLinks.evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  expect(hrefs).toEqual(TOOL_TABS.map((tab) => `/content?tab=${tab}`));
  await expect(dashboard.toolLinks.first()).toContainText('AI Images');
  const header = page.getByRole('navigation', { name: 'Dashboard' });
  await expect(header.getByRole('link', { name: 'Settings' })).toHaveAttribute('href', '/settings');
  await expect(header.getByRole('link', { name: 'Create Content' })).toHaveAttribute('href', '/content');

  // A new account starts on the Starter plan's free trial (sign-up trigger), nothing used yet.
  await expect(dashboard.credits.getByText('Starter plan (free trial)', { exact: true })).toBeVisible();
  await expect(dashboard.credits.getByText('0 of 200 credits used')).toBeVisible();
  await expect(dashboard.creditMeter).toHaveAttribute('data-level', 'green');
  await expect(dashboard.credits.getByText(/^Free trial ends on \d{1,2} \w{3} \d{4}$/)).toBeVisible();
  await expect(page.getByText('Nothing yet. Your first article, post or email will appear here.')).toBeVisible();
  await expect(dashboard.monthFigure('Content created')).toHaveText('0');

  await dashboard.credits.getByRole('button', { name: 'Manage Billing' }).click();
  const billing = page.getByRole('dialog', { name: 'Your plan: Starter' });
  await expect(billing.getByText('$29.00/month')).toBeVisible();
  await expect(billing.getByText('Free trial', { exact: true })).toBeVisible();
  await expect(billing.getByText('200 AI credits per month')).toBeVisible();
  await billing.getByRole('button', { name: 'Close' }).click();
  await expect(billing.getByRole('heading', { name: 'Your plan: Starter' })).toBeHidden();

  const seeds = [
    { title: 'Oldest post', content_type: 'social', word_count: 90, created_at: minutesAgo(70) },
    { title: 'Hot stone massage guide', content_type: 'blog', status: 'published', word_count: 900, created_at: minutesAgo(60) },
    { title: 'Spa day newsletter', content_type: 'newsletter', status: 'scheduled', word_count: 400, created_at: minutesAgo(50) },
    { title: 'Welcome to Coral Reef', content_type: 'email', word_count: 210, created_at: minutesAgo(40) },
    { title: 'Reply to booking request', content_type: 'communication', word_count: 150, created_at: minutesAgo(30) },
    { title: 'Aromatherapy reel script', content_type: 'video', word_count: 250, created_at: minutesAgo(20) },
  ];
  await seedHistory(page, request, seeds);
  const thisMonth = seeds.filter((seed) => new Date(seed.created_at).getMonth() === new Date().getMonth());
  await dashboard.open();
  await expect(dashboard.recentItems).toHaveCount(5);
  await expect(dashboard.recentItems.first()).toContainText('Aromatherapy reel script');
  await expect(dashboard.recentItems.first()).toContainText('Video Script Generator');
  await expect(dashboard.recentItems.first()).toContainText('Draft');
  await expect(dashboard.recentItems.nth(3)).toContainText('Spa day newsletter');
  await expect(dashboard.recentItems.nth(3)).toContainText('Scheduled');
  await expect(dashboard.recentItems.nth(4)).toContainText('Hot stone massage guide');
  await expect(dashboard.recentItems.nth(4)).toContainText('Blog Articles');
  await expect(dashboard.recentItems.nth(4)).toContainText('Published');
  await expect(page.getByText('Oldest post')).toHaveCount(0);
  await expect(dashboard.monthFigure('Content created')).toHaveText(String(thisMonth.length));
  await expect(dashboard.monthFigure('Words written')).toHaveText(thisMonth.reduce((sum, seed) => sum + seed.word_count, 0).toLocaleString('en-GB'));

  await page.getByRole('link', { name: 'View all history' }).click();
  await expect(page).toHaveURL(/\/settings\?tab=history$/);
  await expect(new SettingsPage(page).historyItems).toHaveCount(6);

  // View Plans compares the plans in place: the user's own marked, a way to ask for
  // each other one (never the public sign-up page).
  await dashboard.open();
  await dashboard.credits.getByRole('button', { name: 'View Plans' }).click();
  const plans = page.getByRole('dialog', { name: 'Plans' });
  await expect(plans.getByRole('listitem')).toHaveCount(3);
  await expect(plans.getByRole('listitem', { name: 'Starter plan' })).toContainText('Your plan');
  await expect(plans.getByRole('listitem', { name: 'Starter plan' }).getByRole('link')).toHaveCount(0);
  const ask = plans.getByRole('link', { name: 'Ask to switch to Professional' });
  await expect(ask).toHaveAttribute('href', /^mailto:hello@example\.com\?subject=Switch%20my%20plan%20to%20Professional/);
  await plans.getByRole('button', { name: 'Close' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await dashboard.credits.getByRole('button', { name: 'Manage Billing' }).click();
  await page.getByRole('dialog', { name: 'Your plan: Starter' }).getByRole('button', { name: 'Compare plans' }).click();
  await expect(page.getByRole('dialog', { name: 'Plans' }).getByRole('listitem')).toHaveCount(3);
});

test.describe('on a phone (375 px)', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('dashboard, brand setup and every settings tab fit the screen and pass axe', async ({ page, request }) => {
    const owner = await createStudioOwner(request);
    await signInOwner(page, owner);
    // A real studio's titles run long; the page must still not scroll sideways.
    const longTitle = 'Restorative yin sequences for deep sleep, anxiety relief and nervous system regulation in the cooler monsoon season';
    await seedHistory(page, request, [{ title: longTitle, content_type: 'blog', word_count: 900, created_at: new Date().toISOString() }]);
    const pages: [string, string][] = [
      ['/dashboard', 'Dashboard'],
      ['/profile', 'Brand Setup'],
      ...['profile', 'preferences', 'templates', 'history', 'analytics', 'versions'].map((tab): [string, string] => [`/settings?tab=${tab}`, 'Settings & Analytics']),
    ];
    for (const [path, title] of pages) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(page.getByRole('status').filter({ hasText: 'Loading' })).toHaveCount(0);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `${path} scrolls sideways`).toBeLessThanOrEqual(0);
      expect(await seriousA11yViolations(page), path).toEqual([]);
    }
  });
});
