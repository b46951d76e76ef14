import { expect, test } from '@playwright/test';
import { createStudioOwner, signInOwner } from './pages/dashboard-page.ts';
import { SettingsPage } from './pages/settings-page.ts';
import { reloadWithDatabaseCodeHeld } from './support/held-requests.ts';

// Requests the service worker would answer from its cache are not seen by page.route.
test.use({ serviceWorkers: 'block' });

test("while the device database's code is on its way, the tone templates and preferences say they are loading: no 'none yet', no defaults to edit over the saved ones", async ({ page, request }) => {
  const owner = await createStudioOwner(request, 'Lantern Lotus Spa');
  await signInOwner(page, owner);
  const settings = new SettingsPage(page);
  await settings.open('preferences');
  const blog = settings.preferenceForm('Blog');
  await blog.getByLabel('Default word count').selectOption('1200');
  await blog.getByRole('button', { name: 'Save Preferences' }).click();
  await expect(page.getByText('Preferences Saved!')).toBeVisible();
  await settings.selectTab('Templates');
  await settings.createTemplate({ name: 'Evening Calm', tone: 'calming' });
  await expect(settings.templateCard('Evening Calm')).toBeVisible();

  const release = await reloadWithDatabaseCodeHeld(page);
  await expect(page.getByRole('status').filter({ hasText: 'Loading your tone templates...' })).toBeVisible();
  await expect(page.getByText('No tone templates yet.', { exact: false })).toHaveCount(0);

  // The preferences form is not drawn over the defaults meanwhile.
  await settings.selectTab('Preferences');
  await expect(page.getByRole('status').filter({ hasText: 'Loading your preferences...' })).toBeVisible();
  await expect(page.getByLabel('Default word count')).toHaveCount(0);

  release();
  await expect(settings.preferenceForm('Blog').getByLabel('Default word count')).toHaveValue('1200');
  await settings.selectTab('Templates');
  await expect(settings.templateCard('Evening Calm')).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Loading your tone templates...' })).toHaveCount(0);
});
