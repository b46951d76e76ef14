import { expect, test } from '@playwright/test';
import { signInAs } from './fixtures/sign-in.ts';
import { createStudioAccount, ContentPage } from './pages/content-page.ts';
import { SettingsPage } from './pages/settings-page.ts';

// The header's sync status as a person reads it: saved and live online, offline
// with the number of changes waiting, then saved again once they reached the server.
test('the header says what sync is doing: live, offline with changes waiting, all saved', async ({ page, request }) => {
  const studio = new ContentPage(page);
  await studio.signIn(await createStudioAccount(request, 'indicator'));
  await studio.open('blog');

  const indicator = page.getByRole('button', { name: /^Sync status:/ });
  await expect(indicator).toHaveAccessibleName('Sync status: All changes saved, Live', { timeout: 15_000 });

  await studio.goOffline();
  await expect(indicator).toHaveAccessibleName(/^Sync status: Offline/);
  await studio.addKeywords('Focus keywords', 'yin yoga');
  await studio.button('Generate Titles').click();
  await studio.expectToast('Titles Generated');
  // The toast sits below the header, never over the sync status (hovering it would pause it there).
  const header = await page.getByRole('banner').boundingBox();
  const toast = page.getByRole('status').filter({ hasText: 'Titles Generated' });
  await expect.poll(async () => (await toast.boundingBox())?.y ?? 0).toBeGreaterThanOrEqual(header!.y + header!.height);
  await expect(indicator).toHaveAccessibleName(/Offline · \d+ changes? waiting/);

  await indicator.click();
  await expect(indicator).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByText(/^Last synced /)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByText(/^Last synced /)).toHaveCount(0);
  await expect(indicator).toBeFocused();
  // Open again from the keyboard (a toast may still sit over the button), close with a press elsewhere.
  await page.keyboard.press('Enter');
  await expect(page.getByText(/^Last synced /)).toBeVisible();
  await page.getByRole('heading', { level: 1 }).click();
  await expect(page.getByText(/^Last synced /)).toHaveCount(0);

  await page.context().setOffline(false);
  await expect(indicator).toHaveAccessibleName('Sync status: All changes saved, Live', { timeout: 15_000 });
  expect((await studio.serverRows('content_history', 'title')).length).toBeGreaterThan(0);
});

// Back online after working offline: the changes go by themselves (no click, no focus), the
// header says "All changes saved" only once the server has them, and the user's other
// device, open on the history, shows them live (well before its 30 s poll).
test('back online, the changes made offline reach the server, the header says saved, and another device shows them', async ({ browser, request }) => {
  const account = await createStudioAccount(request, 'back-online');
  const desktopContext = await browser.newContext();
  const phoneContext = await browser.newContext({ viewport: { width: 1024, height: 800 } });
  const desktopPage = await desktopContext.newPage();
  await signInAs(desktopPage, account);
  const desktop = new SettingsPage(desktopPage);
  await desktop.open('history');
  await expect(desktopPage.getByRole('button', { name: /^Sync status:/ })).toHaveAccessibleName('Sync status: All changes saved, Live', { timeout: 15_000 });

  const phone = new ContentPage(await phoneContext.newPage());
  await phone.signIn(account);
  await phone.open('blog');
  const indicator = phone.page.getByRole('button', { name: /^Sync status:/ });
  await expect(indicator).toHaveAccessibleName('Sync status: All changes saved, Live', { timeout: 15_000 });

  await phone.goOffline();
  await phone.addKeywords('Focus keywords', 'sound bath');
  await phone.button('Generate Titles').click();
  await phone.expectToast('Titles Generated');
  await expect(indicator).toHaveAccessibleName(/^Sync status: Offline · \d+ changes? waiting/);
  expect(await phone.serverRows('content_history', 'title')).toEqual([]);

  await phoneContext.setOffline(false);
  await expect(indicator).toHaveAccessibleName(/^Sync status: All changes saved/, { timeout: 15_000 });
  // Saved means on the server: asked once, right then, not waited for.
  expect(await phone.serverRows('content_history', 'title')).toEqual([{ title: 'Blog title ideas: sound bath' }]);
  await expect.poll(() => desktop.historyTitles(), { timeout: 15_000 }).toEqual(['Blog title ideas: sound bath']);

  await desktopContext.close();
  await phoneContext.close();
});
