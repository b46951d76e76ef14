// The content page's tabs: ?tab= chooses the tool, unknown values fall back to blog, the
// URL follows tab changes, arrow keys move between tabs, phones scroll the bar.
import { expect, test } from '@playwright/test';
import { TOOLS_IN_TAB_ORDER } from '../domain/tools.ts';
import { seriousA11yViolations } from './fixtures/axe.ts';
import { createStudioAccount, ContentPage } from './pages/content-page.ts';
import { holdRequests } from './support/held-requests.ts';

test.beforeEach(async ({ page, request }) => {
  await new ContentPage(page).signIn(await createStudioAccount(request, 'tabs'));
});

test('every ?tab= opens its tool with its badge and description; unknown values open the blog', async ({ page }) => {
  const studio = new ContentPage(page);
  await studio.open();
  await expect(studio.tabs.getByRole('tab')).toHaveCount(9);
  for (const tool of TOOLS_IN_TAB_ORDER) {
    await studio.open(tool.tab);
    await expect(studio.tab(tool.label)).toHaveAttribute('aria-selected', 'true');
    await expect(studio.tab(tool.label)).toContainText(tool.badge);
    await expect(studio.panel.getByRole('heading', { level: 2 })).toHaveText(tool.label);
    await expect(studio.panel.getByText(tool.description)).toBeVisible();
    await expect(studio.tabs.getByRole('tab', { selected: true })).toHaveCount(1);
  }
  for (const path of ['/content', '/content?tab=poetry']) {
    await page.goto(path);
    await expect(studio.tab('Blog Articles')).toHaveAttribute('aria-selected', 'true');
    await expect(studio.panel.getByRole('heading', { level: 2 })).toHaveText('Blog Articles');
  }
});

test('clicking a tab updates the URL; arrow keys, Home and End move through the tabs', async ({ page }) => {
  const studio = new ContentPage(page);
  await studio.open('blog');
  await studio.tab('Newsletters').click();
  await expect(page).toHaveURL(/\/content\?tab=newsletter$/);
  await expect(studio.panel.getByRole('heading', { level: 2 })).toHaveText('Newsletters');

  await studio.tab('Newsletters').focus();
  await page.keyboard.press('ArrowRight');
  await expect(page).toHaveURL(/tab=website$/);
  await expect(studio.tab('Website Copy')).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await expect(page).toHaveURL(/tab=social$/);
  await page.keyboard.press('End');
  await expect(page).toHaveURL(/tab=video$/);
  await expect(studio.tab('Video Script Generator')).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(page).toHaveURL(/tab=images$/);
  await page.keyboard.press('Home');
  await expect(studio.tab('AI Images')).toBeFocused();
  // Only the open tab is in the Tab order, so Tab leaves the bar for the panel.
  await expect(studio.tabs.locator('[tabindex="0"]')).toHaveCount(1);
  await expect(studio.panel).toHaveAttribute('aria-labelledby', 'studio-tab-images');
});

test('on a phone the tab bar scrolls sideways and keeps the open tab in view', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  const studio = new ContentPage(page);
  await studio.open('communication');
  const sizes = await studio.tabs.evaluate((bar) => ({ scroll: bar.scrollWidth, client: bar.clientWidth, overflow: getComputedStyle(bar).overflowX }));
  expect(sizes.scroll).toBeGreaterThan(sizes.client);
  expect(sizes.overflow).toBe('auto');
  await expect(studio.tab('Client Communication')).toBeInViewport();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await studio.tab('Client Communication').focus();
  await page.keyboard.press('End');
  await expect(studio.tab('Video Script Generator')).toBeInViewport();
});

test('the six text tools have no serious accessibility violations', async ({ page }) => {
  const studio = new ContentPage(page);
  for (const tab of ['blog', 'social', 'newsletter', 'website', 'email', 'communication']) {
    await studio.open(tab);
    expect(await seriousA11yViolations(page), tab).toEqual([]);
  }
});

test.describe('on a slow connection', () => {
  // Requests the service worker would answer from its cache are not seen by page.route.
  test.use({ serviceWorkers: 'block' });

  test("the studio's title, introduction and tabs show while the open tool's code is still on its way", async ({ page }) => {
    const release = await holdRequests(page, /\/assets\/blog-tool-[^/]+\.js$/);
    const studio = new ContentPage(page);
    await page.goto('/content?tab=blog');
    await expect(studio.heading).toHaveText('Content Studio');
    await expect(page.getByText('Create on-brand content for every channel.', { exact: false })).toBeVisible();
    await expect(studio.tabs.getByRole('tab')).toHaveCount(9);
    await expect(studio.panel.getByText('Opening Blog Articles...')).toBeVisible();

    release();
    await expect(studio.panel.getByText('Opening Blog Articles...')).toBeHidden();
    await expect(studio.panel.getByRole('button', { name: /Generate/ })).toBeVisible();
  });
});
