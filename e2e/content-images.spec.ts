// AI images: an image generated online and downloaded as a PNG of the chosen size
// (credits recorded once, by the server), and three images queued offline that
// survive a reload and all generate, once each, when the network returns.
import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { IMAGE_MESSAGES } from '../domain/tools/images.ts';
import { imageTitle } from '../src/features/content/image-request/image-title.ts';
import { seriousA11yViolations } from './fixtures/axe.ts';
import { createStudioAccount } from './pages/content-page.ts';
import { pngSize } from './pages/pwa.ts';
import { serverRows, ContentTools } from './pages/content-tools.ts';

test.beforeEach(async ({ page, request }) => {
  await new ContentTools(page).signIn(await createStudioAccount(request, 'images'));
});

test('an image generated online and downloaded as a PNG of the chosen size', async ({ page }) => {
  const studio = new ContentTools(page);
  await studio.open('images');
  await expect(studio.panel.getByText('Your image will appear here')).toBeVisible();
  await expect(studio.button('Generate Image')).toBeDisabled();
  await studio.field('Image prompt *').fill('   ');
  await expect(studio.button('Generate Image')).toBeDisabled();
  await expect(studio.field('Size').locator('option')).toHaveCount(8);
  await expect(studio.radios('Colour palette')).toHaveCount(7);
  await expect(studio.radios('Image prompt style')).toHaveCount(4);

  await studio.button('Golden milk').click();
  await expect(studio.field('Image prompt *')).toHaveValue(/golden turmeric milk/);
  await expect(studio.field('Wellness type')).toHaveValue('ayurveda');
  await studio.field('Text overlay').fill('Warm up your evening');
  await studio.field('Style').selectOption('watercolor');
  await studio.field('Size').selectOption({ label: 'Portrait (1080x1350)' });
  await studio.panel.getByRole('radio', { name: 'Ocean Calm' }).check();
  // A master prompt fills the request in around the user's prompt; the history keeps the user's.
  await studio.panel.getByRole('radio', { name: /Nature retreat scene/ }).check();
  const typed = await studio.field('Image prompt *').inputValue();
  await studio.button('Generate Image').click();
  // No image provider is configured here: the built-in renderer draws, and says so.
  await studio.expectToast(IMAGE_MESSAGES.drawn.title, IMAGE_MESSAGES.drawn.description);
  await expect(studio.toast('Image generated successfully')).toHaveCount(0);
  await expect(studio.card('Your Image')).toContainText('A drawn placeholder, not a photo: an administrator can connect an image provider under Admin, API Configuration, for photos.');

  const image = studio.card('Your Image').getByRole('img');
  await expect(image).toHaveAttribute('src', /^data:image\/svg\+xml/);
  await expect(studio.queueItems('Done')).toHaveCount(1);
  await expect(studio.recent).toContainText('golden turmeric milk');

  const [download] = await Promise.all([page.waitForEvent('download'), studio.card('Your Image').getByRole('button', { name: 'Download PNG' }).click()]);
  expect(download.suggestedFilename()).toMatch(/-1080x1350\.png$/);
  expect(pngSize(await readFile(await download.path()))).toEqual({ width: 1080, height: 1350 });

  // The function recorded the image's credits; the app did not record them again.
  await expect.poll(async () => (await serverRows(page, 'content_history', 'select=title&content_type=eq.image')), { timeout: 20_000 }).toEqual([{ title: imageTitle(typed) }]);
  expect(await serverRows(page, 'usage_tracking', 'select=credits_consumed&content_type=eq.image')).toEqual([{ credits_consumed: 3 }]);

  await page.reload();
  await expect(studio.card('Your Image').getByRole('img')).toHaveAttribute('src', /^data:image\/svg\+xml/);
  await expect(studio.queueItems('Done')).toHaveCount(1);
  expect(await seriousA11yViolations(page)).toEqual([]);
  // The job finished before the reload: the reopened tool does not announce it again
  // (its list of jobs is not "empty, then one done" while the database opens).
  await expect(studio.toast(IMAGE_MESSAGES.drawn.title)).toHaveCount(0);
});

test('three images queued offline survive a reload and all generate once back online', async ({ page, context }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  const studio = new ContentTools(page);
  await studio.open('images');
  await studio.goOffline();

  for (const preset of ['Sunrise flow', 'Herbal apothecary', 'Rainbow bowl']) {
    await studio.button(preset).click();
    await studio.button('Generate Image').click();
    await studio.expectToast('Queued: will generate when you are back online');
  }
  await expect(studio.queueItems('Queued')).toHaveCount(3);
  await expect(studio.panel.getByText('Queued: will generate when you are back online', { exact: true })).toBeVisible();

  await page.reload();
  await expect(studio.panel.getByText('Loading your draft...')).toBeHidden();
  await expect(studio.queueItems('Queued')).toHaveCount(3);
  await expect(studio.imageQueue).toContainText('3 waiting');
  await expect(studio.field('Image prompt *')).toHaveValue(/nourish bowl/);
  await expect(studio.panel.getByText('Queued: will generate when you are back online', { exact: true })).toBeVisible();

  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

  await context.setOffline(false);
  await studio.expectToast(IMAGE_MESSAGES.drawn.title);
  await expect(studio.queueItems('Done')).toHaveCount(3, { timeout: 30_000 });
  await expect(studio.queueItems()).toHaveCount(3);
  for (const prompt of [/warrior II pose/, /Ayurvedic herbs/, /nourish bowl/]) {
    await expect(studio.queueItems('Done').filter({ hasText: prompt }).locator('img')).toHaveAttribute('src', /^data:image\/svg\+xml/);
  }
  await expect(studio.card('Your Image').getByRole('img')).toBeVisible();
  await expect(studio.recent.getByRole('listitem')).toHaveCount(3);
  await expect.poll(async () => (await serverRows(page, 'usage_tracking', 'select=id&content_type=eq.image')).length).toBe(3);
});

test('a refused request shows the function\'s message and can be retried or removed', async ({ page }) => {
  const studio = new ContentTools(page);
  await studio.open('images');
  // The function accepts prompts of up to 2000 characters.
  await studio.field('Image prompt *').fill(`A calm lake at dawn, ${'soft mist, '.repeat(200)}`);
  await studio.button('Generate Image').click();
  await studio.expectToast('Error', 'The prompt is too long: at most 2000 characters.');
  const failed = studio.queueItems('Failed');
  await expect(failed).toHaveCount(1);
  await expect(failed).toContainText('The prompt is too long');
  await expect(studio.panel.getByRole('alert')).toContainText('The prompt is too long');

  await failed.getByRole('button', { name: 'Retry' }).click();
  await expect(studio.toast('The prompt is too long')).toHaveCount(2);
  await expect(studio.queueItems('Failed')).toHaveCount(1);
  await studio.queueItems('Failed').getByRole('button', { name: 'Remove' }).click();
  await expect(studio.queueItems()).toHaveCount(0);
  await expect(studio.imageQueue).toContainText('No images yet on this device.');
  await expect(studio.recent.getByRole('listitem')).toHaveCount(0);
  expect(await serverRows(page, 'usage_tracking', 'select=id&content_type=eq.image')).toEqual([]);
});
