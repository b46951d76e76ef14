import { expect, test } from '@playwright/test';
import { createStudioAccount, ContentPage } from './pages/content-page.ts';

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
