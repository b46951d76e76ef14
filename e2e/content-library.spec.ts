import { expect, test } from '@playwright/test';
import { createStudioOwner, signInOwner } from './pages/dashboard-page.ts';
import { type SeedItem, SettingsPage, seedHistory, serverRows } from './pages/settings-page.ts';

const DAY = 24 * 60 * 60 * 1000;
const at = (fromNow: number) => new Date(Date.now() + fromNow).toISOString();

// Made "on another device": one text holds a word no title has.
const ITEMS: SeedItem[] = [
  { title: 'Morning yoga flow', content_type: 'blog', status: 'scheduled', word_count: 300, content: 'Roll out your mat.', created_at: at(-5 * 60_000), scheduled_for: at(2 * DAY) },
  { title: 'Breathwork tips', content_type: 'social', status: 'draft', word_count: 40, content: 'Bring your bolster and breathe.', created_at: at(-4 * 60_000) },
  { title: 'Yin retreat letter', content_type: 'newsletter', status: 'scheduled', word_count: 450, content: 'Winter retreat.', created_at: at(-3 * 60_000), scheduled_for: at(9 * DAY) },
  { title: 'Welcome email', content_type: 'email', status: 'draft', word_count: 120, content: 'Welcome to the studio.', created_at: at(-2 * 60_000) },
];

test('the content library: search the text, sort by planned date, duplicate, delete and undo, archive several', async ({ page, request }) => {
  test.setTimeout(120_000);
  const owner = await createStudioOwner(request);
  await signInOwner(page, owner);
  await seedHistory(page, request, ITEMS);
  const settings = new SettingsPage(page);
  await settings.open('history');
  await expect(settings.historyItems).toHaveCount(4);

  // A word only in a text.
  await settings.search.fill('bolster');
  await expect.poll(() => settings.historyTitles()).toEqual(['Breathwork tips']);
  await settings.search.fill('');
  await expect(settings.historyItems).toHaveCount(4);

  // Newest planned first, the undated after them.
  await page.getByLabel('Sort by').selectOption('planned');
  await expect.poll(() => settings.historyTitles()).toEqual(['Yin retreat letter', 'Morning yoga flow', 'Welcome email', 'Breathwork tips']);
  // A range of planned days keeps the items planned in it.
  const day = (ms: number) => new Date(Date.now() + ms).toLocaleDateString('en-CA');
  await page.getByLabel('From', { exact: true }).fill(day(DAY));
  await page.getByLabel('To', { exact: true }).fill(day(3 * DAY));
  await expect.poll(() => settings.historyTitles()).toEqual(['Morning yoga flow']);
  await page.getByLabel('From', { exact: true }).fill('');
  await page.getByLabel('To', { exact: true }).fill('');
  await page.getByLabel('Sort by').selectOption('created');
  await expect(settings.historyItems).toHaveCount(4);

  // Duplicate: a new draft with no date, opened at once.
  await page.getByRole('button', { name: 'Morning yoga flow' }).click();
  await page.getByRole('dialog', { name: 'Morning yoga flow' }).getByRole('button', { name: 'Duplicate' }).click();
  const copy = page.getByRole('dialog', { name: 'Morning yoga flow (copy)' });
  await expect(copy.getByRole('heading', { name: 'Morning yoga flow (copy)' })).toBeVisible();
  await expect(copy.getByText('Roll out your mat.')).toBeVisible();
  await copy.getByRole('button', { name: 'Close' }).click();
  await expect(settings.historyItems).toHaveCount(5);
  await expect(page.getByLabel('Status of Morning yoga flow (copy)')).toHaveValue('draft');

  // Delete, then Undo: the same item is back, on the server too.
  await page.getByRole('button', { name: 'Welcome email' }).click();
  await page.getByRole('dialog', { name: 'Welcome email' }).getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('"Welcome email" was deleted.')).toBeVisible();
  await expect(settings.historyItems).toHaveCount(4);
  // The server keeps it as deleted meanwhile.
  await expect
    .poll(async () => (await serverRows<{ _deleted: boolean }>(page, request, 'content_history?select=_deleted&title=eq.Welcome%20email')).map((row) => row._deleted))
    .toEqual([true]);
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByText('"Welcome email" is back.')).toBeVisible();
  await expect(settings.historyItems).toHaveCount(5);
  await expect
    .poll(async () => (await serverRows<{ _deleted: boolean }>(page, request, 'content_history?select=_deleted&title=eq.Welcome%20email')).map((row) => row._deleted))
    .toEqual([false]);

  // Several at once: two chosen by their boxes, set to archived.
  await page.getByLabel('Select Breathwork tips').check();
  await page.getByLabel('Select Welcome email').check();
  await expect(page.getByText('2 selected')).toBeVisible();
  await page.getByLabel('Status for the selected items').selectOption('archived');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('2 items are now archived.')).toBeVisible();
  await expect(page.getByLabel('Status of Breathwork tips')).toHaveValue('archived');
  await expect(page.getByLabel('Status of Welcome email')).toHaveValue('archived');
  await expect(page.getByLabel('Status of Yin retreat letter')).toHaveValue('scheduled');

  // "Select all shown" after a search, scheduled with one date for all.
  await settings.search.fill('yoga');
  await expect.poll(() => settings.historyTitles()).toEqual(['Morning yoga flow (copy)', 'Morning yoga flow']);
  await page.getByLabel('Select all shown').check();
  await page.getByLabel('Status for the selected items').selectOption('scheduled');
  await page.getByRole('button', { name: 'Apply' }).click();
  const ask = page.getByRole('dialog', { name: 'Schedule 2 items' });
  await expect(ask.getByRole('heading', { name: 'Schedule 2 items' })).toBeVisible();
  await ask.getByRole('button', { name: 'Schedule' }).click();
  await expect(page.getByText('2 items are now scheduled.')).toBeVisible();
  await expect(page.getByLabel('Status of Morning yoga flow (copy)')).toHaveValue('scheduled');
  // One moment for both, on the server.
  await expect
    .poll(async () => {
      const rows = await serverRows<{ status: string; scheduled_for: string | null }>(page, request, 'content_history?select=status,scheduled_for&title=like.Morning*&_deleted=eq.false');
      return [...new Set(rows.map((row) => `${row.status} ${row.scheduled_for !== null}`))].length === 1 && new Set(rows.map((row) => row.scheduled_for)).size === 1;
    })
    .toBe(true);
});
