// The text tools offline from the start: after one online visit (service worker
// in control) the network goes away and the studio still generates, edits, copies,
// downloads, keeps drafts across reloads and lists what was made.
import { expect, test } from '@playwright/test';
import mammoth from 'mammoth';
import { seriousA11yViolations } from './fixtures/axe.ts';
import { createStudioAccount, ContentPage } from './pages/content-page.ts';

test.beforeEach(async ({ page, context, request }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const studio = new ContentPage(page);
  await studio.signIn(await createStudioAccount(request, 'offline'));
  await studio.goOffline();
});

test('blog offline: keywords to titles to an edited, copied and downloaded article; history and sync after', async ({ page, context }) => {
  const studio = new ContentPage(page);
  await studio.open('blog');
  await studio.addKeywords('Focus keywords', 'yoga', 'sleep');
  await studio.button('Generate Titles').click();
  await studio.expectToast('Titles Generated');
  const third = studio.radios('Title suggestions').nth(2);
  const title = ((await third.locator('..').textContent()) ?? '').trim();
  await third.check();
  await studio.expectToast('Title Selected', title);
  await studio.field('Word count').selectOption('600');
  await studio.field('Tone').selectOption('Calming & Meditative');
  await studio.field('Target audience').fill('busy parents');
  await studio.button('Generate Article').click();
  await studio.expectToast('Content Generated');
  const article = studio.card('Your article');
  await expect(article.getByRole('heading', { name: title })).toBeVisible();

  await studio.button('Edit').click();
  const editor = studio.field('Article');
  await editor.click();
  await editor.press('ControlOrMeta+End');
  await editor.press('Enter');
  await editor.pressSequentially('See you on the mat.');
  await studio.button('Done Editing').click();
  await expect(article.getByText('See you on the mat.')).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);

  await article.getByRole('button', { name: 'Copy', exact: true }).click();
  await studio.expectToast('Copied to Clipboard');
  await expect(article.getByRole('button', { name: 'Copied' })).toBeVisible();
  await expect(article.getByRole('button', { name: 'Copy', exact: true })).toBeVisible({ timeout: 4000 });
  expect(await studio.clipboard()).toContain('See you on the mat.');

  const file = await studio.download('Download .md');
  expect(file.name).toMatch(/^[a-z0-9-]+\.md$/);
  expect(file.text.startsWith(`# ${title}`)).toBe(true);
  expect(file.text).toContain('See you on the mat.');
  await studio.expectToast('Download Started');
  // The Word file's code comes from the service worker's cache: it downloads offline too.
  const [word] = await Promise.all([page.waitForEvent('download'), studio.button('Download .docx').click()]);
  expect(word.suggestedFilename()).toBe(file.name.replace(/\.md$/, '.docx'));
  const { value: wordText } = await mammoth.extractRawText({ path: await word.path() });
  expect(wordText).toContain('See you on the mat.');

  await expect(studio.recent.getByRole('listitem')).toHaveCount(2);
  await expect(studio.recent.getByRole('listitem').first()).toContainText(title);
  await expect(studio.recent.getByRole('listitem').nth(1)).toContainText('Blog title ideas: yoga, sleep');

  await context.setOffline(false);
  await expect
    .poll(async () => (await studio.serverRows('content_history', 'title,content_type,status')).map((row) => row.title), { timeout: 45_000 })
    .toEqual(expect.arrayContaining([title, 'Blog title ideas: yoga, sleep']));
  // Each collection syncs on its own: the usage rows may arrive after the history's.
  await expect
    .poll(async () => (await studio.serverRows('usage_tracking', 'content_type,credits_consumed')).map((row) => row.credits_consumed).sort(), { timeout: 45_000 })
    .toEqual([1, 5]);
});

test('blog draft offline: restored after a reload, cleared by New', async ({ page }) => {
  const studio = new ContentPage(page);
  await studio.open('blog');
  await studio.addKeywords('Focus keywords', 'breathwork');
  await studio.button('Generate Titles').click();
  await studio.radios('Title suggestions').first().check();
  await studio.field('Word count').selectOption('1200');
  await studio.field('Target audience').fill('runners');
  await studio.button('Generate Article').click();
  await expect(studio.card('Your article')).toBeVisible();
  // The draft is saved a moment after the last change: reload once the device holds it.
  await expect
    .poll(() => studio.deviceDraft('blog'))
    .toMatchObject({ form: { targetAudience: 'runners', wordCount: 1200 }, output: { article: expect.stringMatching(/\S/) } });

  await page.reload();
  await expect(studio.heading).toHaveText('Content Studio');
  await expect(studio.keyword('breathwork')).toBeVisible();
  await expect(studio.radios('Title suggestions')).toHaveCount(10);
  await expect(studio.radios('Title suggestions').first()).toBeChecked();
  await expect(studio.field('Word count')).toHaveValue('1200');
  await expect(studio.field('Target audience')).toHaveValue('runners');
  await expect(studio.card('Your article')).toBeVisible();

  await studio.button('New').click();
  await expect(studio.panel.getByText('Your article will appear here')).toBeVisible();
  await expect(studio.keyword('breathwork')).toHaveCount(0);
  await page.reload();
  await expect(studio.panel.getByText('Your article will appear here')).toBeVisible();
  await expect(studio.keyword('breathwork')).toHaveCount(0);
  await expect(studio.recent.getByRole('listitem')).toHaveCount(2);
});

test('social offline: posts for two platforms with character counters and at most 10 hashtags', async ({ page }) => {
  const studio = new ContentPage(page);
  await studio.open('social');
  await studio.panel.getByRole('checkbox', { name: /Facebook/ }).check();
  await studio.field('What is this post about?').fill('Postnatal yoga with your baby');
  await studio.field('Target audience *').fill('new mums');
  await studio.addKeywords('Keywords', 'postnatal yoga', 'self-care');
  await studio.field('Number of hashtags').selectOption('15');
  await studio.field('Call to action').selectOption('Join our next class');
  await studio.button('Generate Posts').click();
  await studio.expectToast('Content Generated');

  const instagram = studio.panel.getByRole('textbox', { name: 'Instagram post' });
  const facebook = studio.panel.getByRole('textbox', { name: 'Facebook post' });
  await expect(instagram).toHaveValue(/Join our next class/);
  await expect(facebook).toHaveValue(/Join our next class/);
  await expect(studio.panel.getByText(/^\d+ \/ 2200 characters$/)).toBeVisible();
  // Facebook allows far more than 500 characters: its length is labelled as recommended.
  await expect(studio.panel.getByRole('checkbox', { name: 'Facebook (500 recommended)' })).toBeChecked();
  await expect(studio.panel.getByRole('checkbox', { name: 'Instagram (2200 max)' })).toBeVisible();
  await expect(studio.panel.getByText(/^\d+ \/ 500 characters recommended$/)).toBeVisible();
  await expect(studio.panel.getByRole('list', { name: 'Hashtags' }).getByRole('listitem')).toHaveCount(10);
  await expect(studio.panel.getByText('Showing 10 of 15 hashtags.')).toBeVisible();

  // Normal up to 80% of the limit, yellow above it, red over the limit.
  const counter = studio.panel.getByText(/\/ 500 characters/);
  const colour = () => counter.evaluate((element) => getComputedStyle(element).color);
  await facebook.fill('a'.repeat(400));
  await expect(counter).toHaveText('400 / 500 characters recommended');
  await expect(counter).toHaveClass(/text-stone-600/);
  const normal = await colour();
  await facebook.fill('a'.repeat(401));
  await expect(counter).toHaveClass(/text-yellow-700/);
  const warning = await colour();
  await facebook.fill('a'.repeat(501));
  await expect(counter).toHaveText('501 / 500 characters recommended (over the recommended length)');
  await expect(counter).toHaveClass(/text-red-700/);
  expect(new Set([normal, warning, await colour()]).size).toBe(3);
  await expect(studio.panel.getByText(/\/ 2200 characters/)).toHaveClass(/text-stone-600/);

  await studio.panel.getByLabel('Image (optional)').setInputFiles({ name: 'mat.png', mimeType: 'image/png', buffer: PNG });
  await expect(studio.panel.getByRole('img', { name: 'Preview of mat.png' })).toBeVisible();
  await expect(studio.recent.getByRole('listitem')).toHaveCount(1);
  await expect(studio.recent).toContainText('Social post (Instagram, Facebook): Postnatal yoga with your baby');
  expect(await seriousA11yViolations(page)).toEqual([]);
});

test('website copy offline: H1, hero, two sections with one removed, CTAs, copy all', async ({ page }) => {
  const studio = new ContentPage(page);
  await studio.open('website');
  await studio.field('Business name *').fill('Lotus Flow Studio');
  await studio.addKeywords('Focus keywords', 'yoga classes');
  await studio.button('Generate H1 Headlines').click();
  await studio.expectToast('H1 Headlines Generated');
  await expect(studio.radios('H1 headline options')).toHaveCount(10);
  await studio.radios('H1 headline options').first().check();
  const h1 = await studio.field('Selected H1 headline').inputValue();

  await studio.button('Generate Hero Paragraph').click();
  await studio.expectToast('Hero Paragraph Generated');
  await studio.button('Generate H2 Headlines').click();
  await studio.expectToast('H2 Headlines Generated');
  const options = studio.panel.getByRole('list', { name: 'H2 headline options' }).getByRole('listitem');
  await expect(options).toHaveCount(10);
  const first = ((await options.nth(0).locator('span').textContent()) ?? '').trim();
  const second = ((await options.nth(1).locator('span').textContent()) ?? '').trim();
  await options.nth(0).getByRole('button', { name: 'Add' }).click();
  await studio.expectToast('H2 Section Added');
  await options.nth(1).getByRole('button', { name: 'Add' }).click();
  // The sections themselves, not the lists inside their text or grammar check.
  const sections = studio.panel.getByRole('list', { name: 'Sections' }).locator(':scope > li');
  await expect(sections).toHaveCount(2);
  await studio.button(`Generate content for ${first}`).click();
  await studio.expectToast('Content Generated');
  await expect(studio.field(`Content of ${first}`)).not.toBeEmpty();
  await studio.button(`Remove section ${second}`).click();
  await studio.expectToast('Section Removed');
  await expect(sections).toHaveCount(1);

  await studio.button('Generate CTAs').click();
  await studio.expectToast('CTAs Generated');
  await expect(studio.radios('Call to action options')).toHaveCount(10);
  await studio.radios('Call to action options').nth(1).check();

  await studio.button('Copy All Content').click();
  await studio.expectToast('All Content Copied');
  const copied = await studio.clipboard();
  // Plain text without markdown signs; the formatted twin beside it has the headings.
  expect(copied.startsWith(`${h1}\n\n`)).toBe(true);
  expect(copied).toContain(`\n\n${first}\n\n`);
  expect(copied).not.toContain(`\n\n${second}\n\n`);
  expect(copied).not.toMatch(/^#/m);
  expect(copied).toContain('Call to action: ');
  await expect(studio.recent.getByRole('listitem')).toHaveCount(5);
  expect(await seriousA11yViolations(page)).toEqual([]);
});

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
