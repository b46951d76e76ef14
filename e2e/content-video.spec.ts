// Video scripts: validation texts, a script whose timing adds up to the chosen
// duration, its four tabs, copying, history and the draft, on a phone.
import { expect, test } from '@playwright/test';
import { seriousA11yViolations } from './fixtures/axe.ts';
import { createStudioAccount } from './pages/content-page.ts';
import { ContentTools } from './pages/content-tools.ts';

test.use({ viewport: { width: 375, height: 812 } });

test.beforeEach(async ({ page, context, request }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await new ContentTools(page).signIn(await createStudioAccount(request, 'video'));
});

const seconds = (text: string, label: string) => Number(new RegExp(`${label}\\s*[\\d:]+-[\\d:]+ \\((\\d+) s\\)`).exec(text)?.[1]);

test('a script in four tabs whose timing adds up to the chosen duration', async ({ page }) => {
  const studio = new ContentTools(page);
  await studio.open('video');
  await expect(studio.field('Video type *').locator('option')).toHaveCount(9);
  await expect(studio.field('Duration').locator('option')).toHaveCount(6);

  await studio.button('Generate Script').click();
  await studio.expectToast('Topic Required', 'Please enter a video topic');
  await studio.field('Video topic *').fill('Morning breathwork');
  await studio.button('Generate Script').click();
  await studio.expectToast('Video Type Required', 'Please select a video type');
  await expect(studio.panel.getByText('Your video script will appear here')).toBeVisible();

  await studio.field('Video type *').selectOption({ label: 'YouTube Video' });
  await studio.field('Duration').selectOption({ label: '3-5 minutes' });
  await studio.field('Target audience').fill('busy parents');
  await studio.field('Tone').selectOption('Inspirational');
  await studio.field('Key points').fill('Box breathing\nSit tall\nBreathe out longer than in');
  await studio.button('Generate Script').click();
  await studio.expectToast('Script Generated!');
  // The success clears the earlier complaints, and on a phone toasts rise from the
  // bottom edge rather than over the form's fields at the top.
  await expect(studio.toast('Video Type Required')).toHaveCount(0);
  await expect(studio.toast('Topic Required')).toHaveCount(0);
  const toastBox = await studio.toast('Script Generated!').last().boundingBox();
  expect(toastBox?.y ?? 0).toBeGreaterThan(812 / 2);

  const script = await studio.openResultTab('Script');
  await expect(script.getByRole('heading', { level: 4 })).toContainText('Morning Breathwork');
  await expect(script.getByText('Hook', { exact: true })).toBeVisible();
  await expect(script.getByRole('listitem')).toHaveCount(3);
  await expect(script.getByRole('listitem').first()).toContainText('Box breathing');

  const timing = await studio.openResultTab('Timing');
  await expect(timing).toContainText('4:00 total');
  const text = (await timing.textContent()) ?? '';
  const parts = ['Intro', 'Main content', 'Outro'].map((label) => seconds(text, label));
  expect(parts.every((part) => part > 0)).toBe(true);
  expect(parts.reduce((sum, part) => sum + part, 0)).toBe(240);

  const description = await studio.openResultTab('Description');
  await expect(description).toContainText(/breathwork/i);
  await description.getByRole('button', { name: 'Copy description' }).click();
  await studio.expectToast('Copied!');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toContain('breathwork');

  const hashtags = await studio.openResultTab('Hashtags');
  const tags = await hashtags.getByRole('list', { name: 'Hashtags' }).getByRole('listitem').allInnerTexts();
  expect(tags.length).toBeGreaterThan(2);
  expect(tags.every((tag) => tag.startsWith('#'))).toBe(true);

  await studio.button('Copy script').click();
  // The description's 'Copied!' may still show: wait for the script itself on the clipboard.
  await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toContain('Total duration: 4:00');
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toContain('Box breathing');

  await expect(studio.recent).toContainText('Morning Breathwork');
  expect(await seriousA11yViolations(page)).toEqual([]);
  // No sideways scrolling on a phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

  await page.reload();
  await expect(studio.panel.getByText('Loading your draft...')).toBeHidden();
  await expect(studio.field('Video topic *')).toHaveValue('Morning breathwork');
  await expect(studio.field('Duration')).toHaveValue('3-5min');
  await expect(await studio.openResultTab('Timing')).toContainText('4:00 total');
});
