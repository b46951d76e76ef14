// A studio's backup in Chromium: the owner downloads it from Settings -> Backup (a real
// .zip, read back with fflate), another owner restores it into a fresh studio through
// the file picker, sees the preview and the summary, and finds the history there; a
// file that is not a backup is refused with the reason.
import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { unzipSync } from 'fflate';
import { createStudioOwner, signInOwner } from './pages/dashboard-page.ts';
import { type SeedItem, SettingsPage, seedHistory } from './pages/settings-page.ts';

const ITEMS: SeedItem[] = Array.from({ length: 40 }, (_, i) => ({
  title: `Sunrise flow ${String(i + 1).padStart(2, '0')}`,
  content_type: i % 2 === 0 ? 'blog' : 'social',
  word_count: 100 + i,
  content: 'Roll out your mat and breathe with the tide.',
  // A minute apart, the 40th the newest: the list opens on it.
  created_at: new Date(Date.now() - (40 - i) * 60_000).toISOString(),
}));

test('an owner downloads the studio as a .zip and another restores it into a fresh studio', async ({ browser, page, request }) => {
  const owner = await createStudioOwner(request, 'Lagoon Flow Yoga');
  await signInOwner(page, owner);
  await seedHistory(page, request, ITEMS);
  const settings = new SettingsPage(page);
  await settings.open('history');
  await expect(page.getByText(/of 40 items$/)).toBeVisible();
  await settings.selectTab('Backup');

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download a backup' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^lagoon-flow-yoga-backup-\d{4}-\d{2}-\d{2}\.zip$/);
  await expect(page.getByText('Backup downloaded')).toBeVisible();
  const path = await download.path();
  const files = unzipSync(new Uint8Array(await readFile(path)));
  const manifest = JSON.parse(new TextDecoder().decode(files['manifest.json']));
  expect(manifest).toMatchObject({ format: 'wellness-studio-backup', version: 1, partial: false, counts: { content_history: 40, profiles: 1 } });
  const history = JSON.parse(new TextDecoder().decode(files['content_history.json'])) as { title: string }[];
  expect(history.map((row) => row.title).sort()).toEqual(ITEMS.map((item) => item.title).sort());

  const context = await browser.newContext();
  const other = await context.newPage();
  const fresh = await createStudioOwner(request, 'Tide Pool Pilates');
  await signInOwner(other, fresh);
  const freshSettings = new SettingsPage(other);
  await freshSettings.open('backup');

  await other.getByLabel('Restore from a backup').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a backup') });
  await expect(other.getByRole('alert')).toContainText('This file is not a studio backup.');

  await other.getByLabel('Restore from a backup').setInputFiles(path);
  const dialog = other.getByRole('dialog', { name: 'Restore this backup?' });
  // The dialog element has no box of its own (its panel is fixed): its title shows it is open.
  const dialogTitle = dialog.getByRole('heading', { name: 'Restore this backup?' });
  await expect(dialogTitle).toBeVisible();
  await expect(dialog.getByRole('row', { name: /^Content history/ })).toContainText('40');
  await dialog.getByRole('button', { name: 'Restore', exact: true }).click();
  await expect(other.getByRole('status').filter({ hasText: 'Last restore' })).toContainText('40 added');
  await expect(dialogTitle).toBeHidden();

  await freshSettings.selectTab('History');
  await expect(other.getByText(/of 40 items$/)).toBeVisible();
  await expect(freshSettings.historyItems.filter({ hasText: 'Sunrise flow 40' })).toBeVisible();

  await freshSettings.selectTab('Backup');
  await other.getByLabel('Restore from a backup').setInputFiles(path);
  await expect(dialog.getByRole('row', { name: /^Content history/ })).toContainText(/0\s*40/);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await context.close();
});
