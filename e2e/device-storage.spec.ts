// Settings -> This device, and a full disk: the section shows the browser's storage
// figures, the studio data held here and whether the browser keeps it; with the quota
// made tiny (DevTools protocol) a save fails with the out-of-space message, what was
// typed stays on screen, and what was saved before is still there after a reload.
import { expect, test } from '@playwright/test';
import { BrandPage } from './pages/brand-page.ts';
import { ContentPage, createStudioAccount } from './pages/content-page.ts';
import { createStudioOwner, signInOwner } from './pages/dashboard-page.ts';
import { DeviceSection } from './pages/device-section.ts';
import { SettingsPage } from './pages/settings-page.ts';

const SIZE = /^\d[\d.,]* (bytes|KB|MB|GB|TB)$/;
const OUT_OF_SPACE = 'This device is out of storage space, so this change was not saved';

test('This device shows storage used and available, the studio data, changes waiting and persistence', async ({ page, request }, testInfo) => {
  const studio = new ContentPage(page);
  await studio.signIn(await createStudioAccount(request, 'device'));
  const device = new DeviceSection(page);
  await device.open();
  await expect(device.fact('Used')).toHaveText(SIZE);
  await expect(device.fact('Available')).toHaveText(SIZE);
  await expect(device.fact('Studio data on this device')).toHaveText(/^\d[\d.,]* (bytes|KB|MB) · \d+ items?$/);
  await expect(device.fact('Changes waiting to sync')).toHaveText(/^(None: everything is on the server|\d+)$/);
  await expect(device.fact('Kept when space runs short')).toHaveText(/^(Yes|Not yet): the browser/);
  await expect(device.section.getByRole('meter', { name: 'Storage used' })).toBeVisible();

  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: width === 360 ? 900 : 800 });
    await device.section.screenshot({ path: testInfo.outputPath(`this-device-${width}.png`) });
    // Nothing wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  }

  await device.section.getByRole('button', { name: 'Free up space' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Nothing to free' })).toBeVisible();
});

test('a browser without the storage APIs says so and the section still works', async ({ page, request }) => {
  await page.addInitScript(() => Object.defineProperty(Navigator.prototype, 'storage', { get: () => undefined }));
  const studio = new ContentPage(page);
  await studio.signIn(await createStudioAccount(request, 'nostorage'));
  const device = new DeviceSection(page);
  await device.open();
  await expect(device.fact('Used')).toHaveText('not available on this browser');
  await expect(device.fact('Available')).toHaveText('not available on this browser');
  await expect(device.fact('Kept when space runs short')).toHaveText('not available on this browser');
  await expect(device.fact('Studio data on this device')).toHaveText(/ · \d+ items?$/);
});

test('a save that meets a full disk says so, keeps the typed text, and loses nothing saved before', async ({ page, request }) => {
  test.setTimeout(120_000);
  await signInOwner(page, await createStudioOwner(request, 'Riverbend Yoga'));
  await page.evaluate(() => localStorage.setItem('studio_delay_ms', '0'));
  const studio = new ContentPage(page);
  const brand = new BrandPage(page);
  const settings = new SettingsPage(page);
  await brand.open();
  await brand.description.fill('Slow flow yoga by the river.');
  await brand.audience.fill('Early risers in Kampala');
  await brand.choice('Breathwork').check();
  await brand.saveButton().click();
  await expect(page.getByText('Brand Profile Saved!')).toBeVisible();

  await studio.open('social');
  await studio.field('What is this post about?').fill('Sunrise yoga on the jetty');
  await studio.field('Target audience *').fill('early risers');
  await studio.button('Generate Posts').click();
  await expect(studio.recent.getByRole('listitem')).toHaveCount(1);

  const device = new DeviceSection(page);
  await device.fillDisk();

  await studio.field('What is this post about?').fill('Moonlight meditation by the lake');
  await studio.button('Generate Posts').click();
  await expect(page.getByRole('status').filter({ hasText: OUT_OF_SPACE }).first()).toBeVisible();
  await expect(studio.field('What is this post about?')).toHaveValue('Moonlight meditation by the lake');
  await expect(studio.recent.getByRole('listitem')).toHaveCount(1);

  await settings.open('profile');
  await brand.description.fill('This text meets a full disk.');
  await brand.saveButton('Save Changes').click();
  await expect(page.getByRole('status').filter({ hasText: OUT_OF_SPACE }).first()).toBeVisible();
  await expect(brand.description).toHaveValue('This text meets a full disk.');

  await page.reload();
  await expect(brand.description).toHaveValue('Slow flow yoga by the river.');
  await studio.open('social');
  await expect(studio.recent.getByRole('listitem')).toHaveCount(1);
  await expect(studio.recent.getByRole('listitem').first()).toContainText('Sunrise yoga on the jetty');
  await device.setQuota(null);
});
