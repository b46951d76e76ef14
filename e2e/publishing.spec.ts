// Publishing from the phone: a post scheduled for later today shows on the dashboard
// under "Due today"; "Post now" hands its text (and an image item its picture, as a
// file) to the share sheet, then "Mark as published" records the moment and the post's
// link, which the history shows. Where the browser cannot share, the text is copied.
import { expect, type Page, test } from '@playwright/test';
import { authStorageKey } from '../sync/config.ts';
import { seriousA11yViolations } from './fixtures/axe.ts';
import { E2E_ANON_KEY } from './fixtures/backend-key.ts';
import { createStudioOwner, signInOwner } from './pages/dashboard-page.ts';
import { SettingsPage, seedHistory } from './pages/settings-page.ts';

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

const POST = 'Sunrise flow on the beach this Saturday. Bring a towel, we bring the tea. Book at lagoonflow.mu';
const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();
// A 1x1 PNG.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

type Shared = { title?: string; text?: string; files: { name: string; type: string; size: number }[] };

/** A share sheet that records what it was handed. */
async function stubShare(page: Page) {
  await page.addInitScript(() => {
    const shared: unknown[] = [];
    Object.assign(window, { __shared: shared });
    Object.defineProperty(navigator, 'canShare', { configurable: true, value: (data: ShareData) => (data.files ?? []).every((file) => file.type.startsWith('image/')) });
    Object.defineProperty(navigator, 'share', {
      configurable: true,
      value: async (data: ShareData) => {
        shared.push({ title: data.title, text: data.text, files: (data.files ?? []).map((file) => ({ name: file.name, type: file.type, size: file.size })) });
      },
    });
  });
}

async function session(page: Page): Promise<{ access_token: string; user: { id: string } }> {
  const key = authStorageKey(page.url());
  return JSON.parse((await page.evaluate((name) => localStorage.getItem(name), key)) ?? 'null');
}

test('a post due today is posted from the dashboard, marked as published with its link, and the history shows it', async ({ page, request }) => {
  await stubShare(page);
  await signInOwner(page, await createStudioOwner(request, 'Lagoon Flow Yoga'));
  const { access_token: token, user } = await session(page);
  const imagePath = `${user.id}/sunrise-${Date.now()}.png`;
  const upload = await request.post(`/storage/v1/object/images/${imagePath}`, {
    headers: { apikey: E2E_ANON_KEY, authorization: `Bearer ${token}`, 'content-type': 'image/png' },
    data: PNG,
  });
  expect(upload.status(), await upload.text()).toBe(200);
  await seedHistory(page, request, [
    { title: 'Sunrise flow this Saturday', content_type: 'social', status: 'scheduled', word_count: 18, content: POST, scheduled_for: inMinutes(3), channel: 'instagram', metadata: {} },
    { title: 'Sunrise flow poster', content_type: 'image', status: 'scheduled', word_count: 0, content: '', scheduled_for: inMinutes(4), channel: 'instagram', metadata: { image_path: imagePath } },
    { title: 'Yin yoga retreat letter', content_type: 'newsletter', status: 'scheduled', word_count: 300, content: 'Dear friends', scheduled_for: inMinutes(-26 * 60), channel: 'newsletter', metadata: {} },
  ]);
  await page.reload();

  const due = page.getByRole('list', { name: 'Due today' });
  await expect(due.getByRole('listitem')).toHaveCount(2);
  await expect(page.getByRole('list', { name: 'Overdue' }).getByText('Yin yoga retreat letter')).toBeVisible();
  await expect(page.getByRole('list', { name: 'The coming week' }).getByText(/Sunrise flow this Saturday/)).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('dashboard-due-phone.png'), fullPage: true });
  expect(await seriousA11yViolations(page)).toEqual([]);

  await due.getByRole('button', { name: 'Post now: Sunrise flow this Saturday' }).click();
  await expect(page.getByText('Handed to the app you chose').first()).toBeVisible();
  const dialog = page.getByRole('dialog', { name: 'Mark "Sunrise flow this Saturday" as published' });
  await expect(dialog.getByLabel('Published at')).toBeVisible();
  await dialog.getByLabel('Link to the post (optional)').fill('instagram.com/p/sunrise');
  await dialog.getByRole('button', { name: 'Mark as published' }).click();
  await expect(dialog.getByText('starting with https:// or http://')).toBeVisible();
  await dialog.getByLabel('Link to the post (optional)').fill('https://instagram.com/p/sunrise');
  await dialog.getByRole('button', { name: 'Mark as published' }).click();
  await expect(page.getByText('"Sunrise flow this Saturday" is published').first()).toBeVisible();
  await expect(due.getByRole('listitem')).toHaveCount(1);

  // The image item hands over its picture as a file.
  await expect(due.getByRole('button', { name: 'Post now: Sunrise flow poster' })).toBeVisible();
  await due.getByRole('button', { name: 'Post now: Sunrise flow poster' }).click();
  await expect(page.getByRole('dialog', { name: 'Mark "Sunrise flow poster" as published' }).getByLabel('Published at')).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();

  const shared = (await page.evaluate(() => (window as unknown as { __shared: unknown[] }).__shared)) as Shared[];
  expect(shared[0]).toEqual({ title: 'Sunrise flow this Saturday', text: POST, files: [] });
  expect(shared[1]).toMatchObject({ title: 'Sunrise flow poster', files: [{ name: 'Sunrise-flow-poster.png', type: 'image/png' }] });
  expect(shared[1]!.files[0]!.size).toBeGreaterThan(0);

  const settings = new SettingsPage(page);
  await settings.open('history');
  await settings.historyItems.getByRole('button', { name: 'Sunrise flow this Saturday' }).click();
  const item = page.getByRole('dialog', { name: 'Sunrise flow this Saturday' });
  await expect(item.getByText(/Published/).first()).toBeVisible();
  await expect(item.getByRole('link', { name: 'https://instagram.com/p/sunrise' })).toHaveAttribute('href', 'https://instagram.com/p/sunrise');
  await expect(item.getByRole('button', { name: /^Post now/ })).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath('history-published-phone.png'), fullPage: true });
});

test('where the browser cannot share, Post now copies the text, then offers Mark as published', async ({ page, request, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.addInitScript(() => {
    delete (Navigator.prototype as { share?: unknown }).share;
    delete (Navigator.prototype as { canShare?: unknown }).canShare;
  });
  await signInOwner(page, await createStudioOwner(request, 'Baobab Breathwork'));
  await seedHistory(page, request, [
    { title: 'Breathwork at dusk', content_type: 'social', status: 'scheduled', word_count: 12, content: 'Breathe with us at dusk, Friday 6pm.', scheduled_for: inMinutes(5), channel: 'facebook', metadata: {} },
  ]);
  await page.reload();
  await page.getByRole('list', { name: 'Due today' }).getByRole('button', { name: 'Post now: Breathwork at dusk' }).click();
  await expect(page.getByText('Copied: paste it into the post').first()).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('Breathe with us at dusk, Friday 6pm.');
  const dialog = page.getByRole('dialog', { name: 'Mark "Breathwork at dusk" as published' });
  await dialog.getByRole('button', { name: 'Mark as published' }).click();
  await expect(page.getByText('"Breathwork at dusk" is published').first()).toBeVisible();
  await expect(page.getByText('Nothing is due today.')).toBeVisible();
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.screenshot({ path: test.info().outputPath('dashboard-desktop.png'), fullPage: true });
});
