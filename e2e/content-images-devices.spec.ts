// Images on every device: an image made on the phone goes to the user's Storage folder;
// the desktop (another browser context of the same user) lists it under "From Your
// Other Devices", shows it and downloads it as a PNG, shows it in its history item, and
// still has it offline after a reload.
import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { pngSize } from './pages/pwa.ts';
import { SettingsPage } from './pages/settings-page.ts';
import { createStudioAccount } from './pages/content-page.ts';
import { serverRows, ContentTools } from './pages/content-tools.ts';

test('an image made on the phone is shown and downloaded on the desktop, and stays there offline', async ({ browser, request }) => {
  const account = await createStudioAccount(request, 'images-devices');
  const phoneContext = await browser.newContext({ viewport: { width: 375, height: 812 } });
  const desktopContext = await browser.newContext();

  const phone = new ContentTools(await phoneContext.newPage());
  await phone.signIn(account);
  await phone.open('images');
  await phone.button('Sunrise flow').click();
  await phone.field('Size').selectOption({ label: 'Portrait (1080x1350)' });
  await phone.button('Generate Image').click();
  await phone.expectToast('Placeholder image drawn');
  await expect(phone.queueItems('Done')).toHaveCount(1);
  const made = await phone.card('Your Image').getByRole('img').getAttribute('src');
  // Uploaded, and its history item (which names the file) is on the server.
  await expect
    .poll(async () => (await serverRows(phone.page, 'content_history', 'select=metadata&content_type=eq.image')).map((row) => ((row as { metadata: { image_path?: string } }).metadata).image_path), {
      timeout: 20_000,
    })
    .toEqual([expect.stringMatching(/\.svg$/)]);

  const desktopPage = await desktopContext.newPage();
  const desktop = new ContentTools(desktopPage);
  await desktop.signIn(account);
  await desktop.open('images');
  await expect(desktop.panel.getByText('No images yet on this device.', { exact: false })).toBeVisible();
  const elsewhere = desktop.card('From Your Other Devices');
  await expect(elsewhere.getByRole('listitem')).toHaveCount(1);
  await expect(elsewhere.getByRole('listitem').locator('img')).toHaveAttribute('src', made ?? '');
  await elsewhere.getByRole('button', { name: 'Show' }).click();
  await expect(desktop.card('Your Image').getByRole('img')).toHaveAttribute('src', made ?? '');
  const [download] = await Promise.all([desktopPage.waitForEvent('download'), elsewhere.getByRole('button', { name: 'Download PNG' }).click()]);
  expect(pngSize(await readFile(await download.path()))).toEqual({ width: 1080, height: 1350 });

  // The history item shows the picture too, with its file to download.
  const settings = new SettingsPage(desktopPage);
  await settings.open('history');
  await settings.historyItems.getByRole('button').first().click();
  const dialog = desktopPage.getByRole('dialog');
  await expect(dialog.locator('img')).toHaveAttribute('src', made ?? '');
  const [original] = await Promise.all([desktopPage.waitForEvent('download'), dialog.getByRole('link', { name: 'Download image' }).click()]);
  expect(original.suggestedFilename()).toMatch(/\.svg$/);
  await dialog.getByRole('button', { name: 'Close' }).click();

  await desktop.goOffline();
  await desktop.open('images');
  await expect(desktop.card('From Your Other Devices').getByRole('listitem').locator('img')).toHaveAttribute('src', made ?? '');

  await phoneContext.close();
  await desktopContext.close();
});
