import { expect, test } from '@playwright/test';
import { createStudioOwner, secondDevice, signInOwner } from './pages/dashboard-page.ts';
import { SettingsPage } from './pages/settings-page.ts';

test('tone templates: name required, create two, switch the default, edit, delete; another device agrees', async ({ page, request, browser }) => {
  const owner = await createStudioOwner(request);
  await signInOwner(page, owner);
  const settings = new SettingsPage(page);
  await settings.open();
  await settings.selectTab('Templates');
  await expect(page).toHaveURL(/\/settings\?tab=templates$/);

  await page.getByRole('button', { name: 'New Template' }).click();
  await settings.templateDialog.getByRole('button', { name: 'Create Template' }).click();
  await expect(page.getByText('Missing Information')).toBeVisible();
  await expect(page.getByText('Please provide a template name')).toBeVisible();
  await expect(settings.templateDialogTitle).toHaveText('Create Tone Template');
  await settings.templateDialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(settings.templateDialogTitle).toBeHidden();

  await settings.createTemplate({ name: 'Calm Guide', description: 'Slow, soft, reassuring.', tone: 'calming', includeQuestions: false });
  await settings.createTemplate({ name: 'Bold Coach', tone: 'motivational' });
  const defaultBadges = page.getByRole('article').getByText('Default', { exact: true });
  await expect(settings.templateCard('Calm Guide').getByText('Default', { exact: true })).toBeVisible();
  await expect(defaultBadges).toHaveCount(1);

  await settings.templateCard('Bold Coach').getByRole('button', { name: 'Set as Default' }).click();
  await expect(page.getByText('Default Template Set')).toBeVisible();
  await expect(settings.templateCard('Bold Coach').getByText('Default', { exact: true })).toBeVisible();
  await expect(settings.templateCard('Calm Guide').getByText('Default', { exact: true })).toHaveCount(0);
  await expect(defaultBadges).toHaveCount(1);

  await settings.templateCard('Calm Guide').getByRole('button', { name: 'Edit Calm Guide' }).click();
  await expect(settings.templateDialog.getByLabel('Template name')).toHaveValue('Calm Guide');
  await expect(settings.templateDialog.getByLabel('Include questions')).not.toBeChecked();
  await expect(settings.templateDialog.getByLabel('Emotional tone')).toHaveValue('calming');
  await settings.templateDialog.getByLabel('Template name').fill('Calm Guide II');
  await settings.templateDialog.getByRole('button', { name: 'Save Template' }).click();
  await expect(page.getByText('Template Updated!')).toBeVisible();
  await expect(settings.templateCard('Calm Guide II')).toBeVisible();

  const other = await secondDevice(browser, owner);
  const otherSettings = new SettingsPage(other.page);
  await otherSettings.open('templates');
  await expect(otherSettings.templateCard('Bold Coach').getByText('Default', { exact: true })).toBeVisible();
  await expect(otherSettings.templateCard('Calm Guide II')).toBeVisible();
  await expect(other.page.getByRole('article').getByText('Default', { exact: true })).toHaveCount(1);
  await other.context.close();

  // Deleting the default hands the flag to the other template.
  await settings.templateCard('Bold Coach').getByRole('button', { name: 'Delete Bold Coach' }).click();
  await expect(page.getByText('Template Deleted')).toBeVisible();
  await expect(settings.templateCard('Bold Coach')).toHaveCount(0);
  await expect(settings.templateCard('Calm Guide II').getByText('Default', { exact: true })).toBeVisible();
});
