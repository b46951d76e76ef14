// The studio's calendar in the owner's own calendar app, in Chromium: the owner makes a
// feed link in Settings -> Calendar feed, the address answers the studio's scheduled
// item (and not its draft) as a calendar app fetches it, revoking makes it 404; the
// one-off download is an .ics that ical.js reads. Staff read that the owners manage it.
import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import ICAL from 'ical.js';
import { seriousA11yViolations } from './fixtures/axe.ts';
import { createStudioOwner, signInOwner } from './pages/dashboard-page.ts';
import { SettingsPage, seedHistory } from './pages/settings-page.ts';

const summaries = (text: string) =>
  new ICAL.Component(ICAL.parse(text)).getAllSubcomponents('vevent').map((component) => String(component.getFirstPropertyValue('summary')));

test('an owner makes a feed link, a calendar app reads the plan from it, revoking ends it; the download is a valid .ics', async ({ page, request }, testInfo) => {
  const owner = await createStudioOwner(request, 'Lagoon Flow Yoga');
  await signInOwner(page, owner);
  const soon = new Date(Date.now() + 2 * 86_400_000).toISOString();
  await seedHistory(page, request, [
    { title: 'Full moon flow', content_type: 'social', status: 'scheduled', word_count: 40, content: 'Join us under the full moon.' },
    { title: 'Secret draft', content_type: 'blog', status: 'draft', word_count: 10, content: 'Not for anyone yet.' },
    { title: 'Autumn retreat recap', content_type: 'blog', status: 'published', word_count: 300, content: 'What a week.', created_at: soon },
  ]);
  const settings = new SettingsPage(page);
  await settings.open('history');
  await expect(page.getByText(/of 3 items$/)).toBeVisible();
  await settings.selectTab('Calendar feed');
  await expect(page.getByText('There is no link yet.')).toBeVisible();

  await page.getByRole('button', { name: 'Make a link' }).click();
  const field = page.getByLabel('Calendar feed link');
  await expect(field).toHaveValue(/\/functions\/v1\/calendar-feed\/[0-9a-f]{64}\.ics$/);
  const url = await field.inputValue();
  expect(await seriousA11yViolations(page)).toEqual([]);
  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: width < 800 ? 844 : 900 });
    await page.screenshot({ path: testInfo.outputPath(`calendar-feed-${width}.png`), fullPage: true });
  }

  const feed = await request.get(url);
  expect(feed.status()).toBe(200);
  expect(feed.headers()['content-type']).toBe('text/calendar; charset=utf-8');
  const text = await feed.text();
  expect(summaries(text).sort()).toEqual(['Autumn retreat recap (Blog, published)', 'Full moon flow (Instagram, scheduled)']);
  expect(text).not.toContain('Secret draft');
  expect(text).toContain('X-WR-CALNAME:Lagoon Flow Yoga: content plan');

  // A reload shows that a link exists, never its address again.
  await page.reload();
  await expect(page.getByText(/^A link made on .+ is active\.$/)).toBeVisible();
  await expect(page.getByLabel('Calendar feed link')).toHaveCount(0);

  await page.getByRole('button', { name: 'Revoke the link' }).click();
  const dialog = page.getByRole('dialog', { name: 'Revoke the link?' });
  await expect(dialog.getByRole('heading', { name: 'Revoke the link?' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Revoke the link' }).click();
  await expect(page.getByText('Link revoked')).toBeVisible();
  await expect(page.getByText('There is no link yet.')).toBeVisible();
  const gone = await request.get(url);
  expect([gone.status(), await gone.text()]).toEqual([404, 'Not found\n']);

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download .ics' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^lagoon-flow-yoga-calendar-\d{4}-\d{2}-\d{2}\.ics$/);
  await expect(page.getByText('Calendar downloaded')).toBeVisible();
  const file = await readFile(await download.path());
  expect(summaries(file.toString('utf8')).sort()).toEqual(['Autumn retreat recap (Blog, published)', 'Full moon flow (Instagram, scheduled)']);
});

test('offline, the link waits for the network and the download still works', async ({ page, request, context }) => {
  const owner = await createStudioOwner(request, 'Tide Pool Pilates');
  await signInOwner(page, owner);
  await seedHistory(page, request, [{ title: 'Reformer basics', content_type: 'social', status: 'scheduled', word_count: 40 }]);
  const settings = new SettingsPage(page);
  await settings.open('history');
  await expect(page.getByText(/of 1 items?$/)).toBeVisible();
  await settings.selectTab('Calendar feed');
  await expect(page.getByRole('button', { name: 'Make a link' })).toBeVisible();
  await context.setOffline(true);
  await expect(page.getByText('The feed link is managed online')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Make a link' })).toHaveCount(0);
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download .ics' }).click()]);
  expect(summaries((await readFile(await download.path())).toString('utf8'))).toEqual(['Reformer basics (Instagram, scheduled)']);
  await context.setOffline(false);
});
