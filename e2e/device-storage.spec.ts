// Settings -> This device, and a full disk: the section shows the browser's storage
// figures, the studio data held here and whether the browser keeps it; with the quota
// made tiny (DevTools protocol) a save fails with the out-of-space message, what was
// typed stays on screen, and what was saved before is still there after a reload.
import { expect, type Page, test } from '@playwright/test';
import { authStorageKey } from '../sync/config.ts';
import { E2E_ANON_KEY } from './fixtures/backend-key.ts';
import { BrandPage } from './pages/brand-page.ts';
import { ContentPage, createStudioAccount } from './pages/content-page.ts';
import { ContentTools, serverRows } from './pages/content-tools.ts';
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
  await expect(device.fact('Studio data on this device')).toHaveText(/^\d[\d.,]* (KB|MB) · [1-9][\d,]* items?$/);
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

test('the first sign-in on a device and installing the app ask the browser to keep the data', async ({ page, request }) => {
  const device = new DeviceSection(page);
  await device.countPersistRequests();
  const studio = new ContentPage(page);
  await studio.signIn(await createStudioAccount(request, 'persist'));
  await device.open();
  await expect.poll(() => device.persistRequests()).toBe(1);
  // Headless Chromium declines: the section says so and offers to ask again.
  await expect(device.fact('Kept when space runs short')).toHaveText('Not yet: the browser may clear this data when the device runs short of space.');

  // Signed in already on this device: a reload does not ask again.
  await device.open();
  await expect(device.fact('Studio data on this device')).toHaveText(/ · \d+ items?$/);
  expect(await device.persistRequests()).toBe(1);
  await page.evaluate(() => window.dispatchEvent(new Event('appinstalled')));
  await expect.poll(() => device.persistRequests()).toBe(2);

  await device.section.getByRole('button', { name: 'Keep data on this device' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'The browser did not agree to keep the data' })).toBeVisible();
  expect(await device.persistRequests()).toBe(3);
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

test('free up space drops an image the server holds, and it comes back from Storage when shown', async ({ page, request }) => {
  const studio = new ContentTools(page);
  await studio.signIn(await createStudioAccount(request, 'freeup'));
  await studio.open('images');
  await studio.button('Sunrise flow').click();
  await studio.button('Generate Image').click();
  await expect(studio.queueItems('Done')).toHaveCount(1);
  const made = await studio.card('Your Image').getByRole('img').getAttribute('src');
  // In Storage: the file the history item names answers.
  await expect.poll(() => storedFile(page), { timeout: 20_000 }).toBe(200);

  const device = new DeviceSection(page);
  await device.open();
  // The device marks the job uploaded once Storage has answered: until then there is nothing to free.
  await expect(async () => {
    await device.section.getByRole('button', { name: 'Free up space' }).click();
    await expect(page.getByRole('status').filter({ hasText: /^Freed 1 image \(/ })).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });

  // This device no longer holds it: the images tool fetches it from Storage, as another device would.
  await studio.open('images');
  await expect(studio.queueItems('Done')).toHaveCount(0);
  await expect(studio.card('From Your Other Devices').getByRole('listitem').locator('img')).toHaveAttribute('src', made ?? '');
});

/** The status of a GET of the image the history item names, from Storage. */
async function storedFile(page: Page): Promise<number> {
  const [row] = (await serverRows(page, 'content_history', 'select=metadata&content_type=eq.image')) as { metadata: { image_path?: string } }[];
  const path = row?.metadata.image_path;
  if (!path) return 0;
  const token = await page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? '{}').access_token as string, authStorageKey(page.url()));
  const response = await page.request.get(`/storage/v1/object/authenticated/images/${path}`, { headers: { apikey: E2E_ANON_KEY, authorization: `Bearer ${token}` } });
  return response.status();
}
