import { expect, type Page, test } from '@playwright/test';
import { READ_ERRORS } from '../domain/sync-messages.ts';
import { createStudioOwner, signInOwner } from './pages/dashboard-page.ts';
import { SettingsPage, seedHistory } from './pages/settings-page.ts';
import { failStore, healStore } from './support/failing-store.ts';

function readFailed(page: Page, within = page.locator('body')) {
  return within.getByRole('alert').filter({ hasText: READ_ERRORS.failed });
}

test('templates the device cannot read: the screen says so, not "no templates", and shows them after Try again', async ({ page, request }) => {
  const owner = await createStudioOwner(request);
  await signInOwner(page, owner);
  const settings = new SettingsPage(page);
  await settings.open('templates');
  await settings.createTemplate({ name: 'Calm Guide', tone: 'calming' });

  await failStore(page, 'tone_templates');
  await settings.open('templates');
  const alert = readFailed(page);
  await expect(alert).toBeVisible();
  await expect(page.getByText('No tone templates yet', { exact: false })).toHaveCount(0);
  await expect(settings.templateCard('Calm Guide')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'New Template' })).toBeDisabled();

  // The device reads again; Try again, from the keyboard, shows what was there all along.
  await healStore(page);
  const again = alert.getByRole('button', { name: READ_ERRORS.retry });
  await again.focus();
  await page.keyboard.press('Enter');
  await expect(settings.templateCard('Calm Guide')).toBeVisible();
  await expect(readFailed(page)).toHaveCount(0);
});

test('history the device cannot read: the dashboard says so instead of "nothing yet", and shows it after Try again', async ({ page, request }) => {
  const owner = await createStudioOwner(request);
  await signInOwner(page, owner);
  await seedHistory(page, request, [{ title: 'Morning flow for beginners', content_type: 'blog', word_count: 420 }]);
  const recent = page.getByRole('region', { name: 'Recent Content' });
  await expect(recent.getByText('Morning flow for beginners')).toBeVisible();

  await failStore(page, 'content_history');
  await page.reload();
  await expect(readFailed(page, recent)).toBeVisible();
  await expect(recent.getByText('Morning flow for beginners')).toHaveCount(0);

  await healStore(page);
  await recent.getByRole('button', { name: READ_ERRORS.retry }).click();
  await expect(recent.getByText('Morning flow for beginners')).toBeVisible();
  await expect(readFailed(page)).toHaveCount(0);
});
