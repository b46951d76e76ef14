import { expect, type Locator, type Page, test } from '@playwright/test';
import { AccountPages } from './pages/account-pages.ts';
import { BrandPage } from './pages/brand-page.ts';
import { createStudioOwner, DashboardPage, secondDevice, signInOwner } from './pages/dashboard-page.ts';
import { SettingsPage, seedHistory } from './pages/settings-page.ts';

/** Reloads until the locator shows: the second device pulls what the first pushed. */
async function eventually(page: Page, path: string, locator: () => Locator): Promise<void> {
  await expect(async () => {
    await page.goto(path);
    await expect(locator()).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 60_000 });
}

test('brand setup, templates, preferences and a status change made offline reach a second device', async ({ page, context, request, browser }) => {
  const owner = await createStudioOwner(request, 'Banyan Breath Studio');
  await signInOwner(page, owner);
  await seedHistory(page, request, [{ title: 'Pranayama for sleep', content_type: 'blog', word_count: 640, created_at: new Date().toISOString() }]);
  const settings = new SettingsPage(page);
  await settings.open('history');
  await expect(settings.historyItems).toHaveCount(1);
  await new AccountPages(page).waitForServiceWorker();
  await context.setOffline(true);

  const brand = new BrandPage(page);
  await brand.open();
  await expect(brand.businessName).toHaveValue('Banyan Breath Studio');
  await brand.description.fill('Breathwork and yin yoga under the banyan tree.');
  await brand.audience.fill('Stressed professionals in Port Louis');
  await brand.choice('Breathwork').check();
  await brand.expectCompletion(71);
  await brand.saveButton().click();
  await expect(page.getByText('Brand Profile Saved!')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);

  await settings.open('templates');
  await settings.createTemplate({ name: 'Gentle Voice', tone: 'nurturing' });
  await settings.createTemplate({ name: 'Morning Energy', tone: 'motivational' });
  await settings.templateCard('Morning Energy').getByRole('button', { name: 'Set as Default' }).click();
  await expect(settings.templateCard('Morning Energy').getByText('Default', { exact: true })).toBeVisible();

  await settings.selectTab('Preferences');
  const blog = settings.preferenceForm('Blog');
  await blog.getByLabel('Default word count').selectOption('1500');
  await blog.getByRole('button', { name: 'Save Preferences' }).click();
  await expect(page.getByText('Preferences Saved!')).toBeVisible();

  await settings.selectTab('History');
  await page.getByLabel('Status of Pranayama for sleep').selectOption('archived');
  await expect(page.getByText('Status Updated')).toBeVisible();
  await settings.search.fill('pranayama');
  await settings.statusFilter.selectOption('archived');
  await expect(settings.historyItems).toHaveCount(1);
  await settings.selectTab('Analytics');
  await expect(settings.stat('Total Content')).toHaveText('1');
  await expect(settings.stat('Total Words')).toHaveText('640');
  await expect(settings.typeShares).toHaveText([/Blog Articles\s*1 item · 100%/]);

  // Still there after an offline reload (the device database, not memory).
  await settings.open('templates');
  await expect(settings.templateCard('Morning Energy').getByText('Default', { exact: true })).toBeVisible();
  await new DashboardPage(page).open();
  await expect(page.getByText('Welcome back, Banyan Breath Studio')).toBeVisible();

  await context.setOffline(false);

  const other = await secondDevice(browser, owner);
  const otherSettings = new SettingsPage(other.page);
  await eventually(other.page, '/settings?tab=templates', () => otherSettings.templateCard('Morning Energy').getByText('Default', { exact: true }));
  await expect(otherSettings.templateCard('Gentle Voice')).toBeVisible();
  await expect(other.page.getByRole('article').getByText('Default', { exact: true })).toHaveCount(1);

  await otherSettings.open('profile');
  const otherBrand = new BrandPage(other.page);
  await expect(otherBrand.description).toHaveValue('Breathwork and yin yoga under the banyan tree.');
  await expect(otherBrand.choice('Breathwork')).toBeChecked();

  await otherSettings.open('preferences');
  await expect(otherSettings.preferenceForm('Blog').getByLabel('Default word count')).toHaveValue('1500');

  await otherSettings.open('history');
  await expect(other.page.getByLabel('Status of Pranayama for sleep')).toHaveValue('archived');
  await other.context.close();
});
