// Newsletter, email and client replies end to end; the busy state with the real
// simulated delay; copy refused by the clipboard; the blog flow on a phone.
import { expect, test } from '@playwright/test';
import { seriousA11yViolations } from './fixtures/axe.ts';
import { createStudioAccount, ContentPage } from './pages/content-page.ts';

test('newsletter: subject, preview, sanitized HTML preview, text and an .html download', async ({ page, request }) => {
  const studio = new ContentPage(page);
  await studio.signIn(await createStudioAccount(request, 'letters'));
  await studio.open('newsletter');
  await expect(studio.field('Template *')).toHaveValue('Weekly Wellness Digest');
  await studio.field('Topic *').fill('Sleeping well in winter <img src=x onerror=alert(1)>');
  await studio.field('Call to action goal').fill('Book your winter retreat');
  await studio.button('Generate Newsletter').click();
  await studio.expectToast('Newsletter Generated');
  const result = studio.card('Your newsletter');
  await expect(result.getByText('Subject', { exact: true })).toBeVisible();
  await expect(result.getByText('Preview text', { exact: true })).toBeVisible();
  const preview = result.getByTestId('newsletter-preview');
  await expect(preview.getByRole('link', { name: 'Book your winter retreat' })).toBeVisible();
  await expect(preview.locator('img, script, [onerror]')).toHaveCount(0);
  expect(await seriousA11yViolations(page)).toEqual([]);
  await studio.button('Text').click();
  await expect(result.locator('pre')).toContainText('Book your winter retreat');
  const file = await studio.download('Download .html');
  expect(file.name).toMatch(/\.html$/);
  expect(file.text).toMatch(/^<!DOCTYPE html>\n<html/);
  expect(file.text).toContain('<meta charset="utf-8">');
  expect(file.text).not.toContain('<img');
  await studio.expectToast('Download Started');
  await expect(studio.recent.getByRole('listitem')).toHaveCount(1);
});

test('email marketing: generated, copied and downloaded as .txt', async ({ page, context, request }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const studio = new ContentPage(page);
  await studio.signIn(await createStudioAccount(request, 'email'));
  await studio.open('email');
  await studio.field('Campaign type *').selectOption('event');
  await studio.field('Subject line *').fill('Join our full moon circle');
  await studio.field('Target audience *').fill('meditation regulars');
  await studio.field('Key message').fill('A guided evening of breath and sound.');
  await studio.button('Generate Email').click();
  await studio.expectToast('Email marketing content generated successfully');
  const result = studio.card('Your email');
  await expect(result).toContainText('Join our full moon circle');
  await expect(result).toContainText('A guided evening of breath and sound.');
  await result.getByRole('button', { name: 'Copy', exact: true }).click();
  await studio.expectToast('Content copied');
  expect(await studio.clipboard()).toMatch(/^Subject: Join our full moon circle\nPreheader: /);
  const file = await studio.download('Download .txt');
  expect(file.name).toBe('join-our-full-moon-circle.txt');
  expect(file.text).toContain('A guided evening of breath and sound.');
  await studio.expectToast('Content downloaded');
  await expect(studio.recent).toContainText('Join our full moon circle');
});

test('client communication: a reply with the promised response time, downloaded as .txt', async ({ page, request }) => {
  const studio = new ContentPage(page);
  await studio.signIn(await createStudioAccount(request, 'reply'));
  await studio.open('communication');
  await studio.field('Communication type *').selectOption('inquiry-response');
  await studio.field('Inquiry type *').selectOption('pricing');
  await studio.field('Urgency').selectOption('urgent');
  await studio.field('Client name').fill('Priya');
  await studio.button('Generate Reply').click();
  await studio.expectToast('Client communication generated successfully');
  const result = studio.card('Your reply');
  await expect(result).toContainText('Priya');
  // Every urgent reply promises the two hours, in its own words ("within 2 hours", "within the next 2 hours").
  await expect(result).toContainText(/within (?:the next )?2 hours/);
  expect(await seriousA11yViolations(page)).toEqual([]);
  const file = await studio.download('Download .txt');
  expect(file.name).toMatch(/^urgent-.*\.txt$/);
  await studio.expectToast('Content downloaded');
  await expect(studio.recent.getByRole('listitem')).toHaveCount(1);
});

test('while generating, the button is disabled with a spinner and skeleton lines show, for the simulated delay', async ({ page, request }) => {
  const studio = new ContentPage(page);
  await studio.signIn(await createStudioAccount(request, 'busy'), { keepDelays: true });
  await studio.open('social');
  await studio.field('What is this post about?').fill('Chair yoga on Wednesday mornings');
  await studio.field('Target audience *').fill('retirees');
  await studio.addKeywords('Keywords', 'chair yoga');
  const started = Date.now();
  await studio.button('Generate Posts').click();
  const busy = studio.panel.getByRole('button', { name: 'Generating Posts...' });
  await expect(busy).toBeDisabled();
  await expect(busy.locator('svg.animate-spin')).toBeVisible();
  await expect(studio.panel.getByTestId('result-skeleton')).toBeVisible();
  await expect(studio.panel.getByRole('status').filter({ hasText: 'Writing your posts...' })).toBeVisible();
  await expect(studio.panel.getByRole('textbox', { name: 'Instagram post' })).toBeVisible();
  expect(Date.now() - started).toBeGreaterThanOrEqual(2400);
  await expect(studio.button('Generate Posts')).toBeEnabled();
  await expect(studio.panel.getByTestId('result-skeleton')).toHaveCount(0);
});

test("a clipboard that refuses shows 'Copy Failed'", async ({ page, request }) => {
  await page.addInitScript(() => {
    const refuse = () => Promise.reject(new DOMException('Refused', 'NotAllowedError'));
    Object.defineProperty(navigator.clipboard, 'writeText', { value: refuse });
    Object.defineProperty(navigator.clipboard, 'write', { value: refuse });
  });
  const studio = new ContentPage(page);
  await studio.signIn(await createStudioAccount(request, 'nocopy'));
  await studio.open('communication');
  await studio.field('Communication type *').selectOption('follow-up');
  await studio.field('Inquiry type *').selectOption('general');
  await studio.button('Generate Reply').click();
  await studio.card('Your reply').getByRole('button', { name: 'Copy', exact: true }).click();
  await studio.expectToast('Copy Failed', 'Unable to copy to clipboard');
  await expect(studio.card('Your reply').getByRole('button', { name: 'Copied' })).toHaveCount(0);
});

test('on a phone the blog flow fits the screen from keywords to article', async ({ page, request }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  const studio = new ContentPage(page);
  await studio.signIn(await createStudioAccount(request, 'phone'));
  await studio.open('blog');
  await studio.addKeywords('Focus keywords', 'pilates');
  await studio.button('Generate Titles').click();
  await studio.radios('Title suggestions').first().check();
  await studio.button('Generate Article').click();
  await expect(studio.card('Your article')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});

test('regenerating an article with the same inputs writes a different one and keeps one history entry for it', async ({ page, request }) => {
  const studio = new ContentPage(page);
  await studio.signIn(await createStudioAccount(request, 'regen'));
  await studio.open('blog');
  await studio.addKeywords('Focus keywords', 'yin yoga', 'better sleep');
  await studio.button('Generate Titles').click();
  await studio.radios('Title suggestions').first().check();
  const article = studio.card('Your article');
  const text = async () => (await article.locator('p').allTextContents()).join('\n');
  /** The article entry the server holds (the other entry is the title ideas). */
  const savedArticles = async () =>
    (await studio.serverRows('content_history', 'title,content')).filter((row) => !String(row.title).startsWith('Blog title ideas')).map((row) => String(row.content));

  await studio.button('Generate Article').click();
  await expect(article).toBeVisible();
  const first = await text();
  await expect.poll(async () => (await savedArticles()).length, { timeout: 15_000 }).toBe(1);
  const [firstSaved] = await savedArticles();

  await studio.button('Generate Article').click();
  await expect.poll(text).not.toBe(first);
  const second = await text();
  const sentences = (value: string) => value.split(/(?<=[.!?])\s+/).filter((sentence) => sentence.length > 30);
  const repeated = sentences(second).filter((sentence) => first.includes(sentence));
  expect(repeated.length / sentences(second).length).toBeLessThan(0.5);

  // Still one article entry, which now holds the second text, on the device and on the server.
  await expect(studio.recent.getByRole('listitem')).toHaveCount(2);
  await expect.poll(async () => (await savedArticles())[0] !== firstSaved, { timeout: 15_000 }).toBe(true);
  expect(await savedArticles()).toHaveLength(1);
  const [secondSaved] = await savedArticles();

  // After a reload the tool still knows: the same inputs give a third text, in the same entry.
  await page.reload();
  await expect(article).toBeVisible();
  const restored = await text();
  await studio.button('Generate Article').click();
  await expect.poll(text).not.toBe(restored);
  const third = await text();
  expect(third).not.toBe(first);
  expect(third).not.toBe(second);
  await expect(studio.recent.getByRole('listitem')).toHaveCount(2);
  await expect.poll(async () => (await savedArticles())[0] !== secondSaved, { timeout: 15_000 }).toBe(true);
  expect(await savedArticles()).toHaveLength(1);
});

test('social: pasted event details reach every post, and a Facebook post says what it had to leave out', async ({ page, request }) => {
  const studio = new ContentPage(page);
  await studio.signIn(await createStudioAccount(request, 'retreat'));
  await studio.open('social');
  await studio.panel.getByRole('checkbox', { name: /Facebook/ }).check();
  await studio.field('Target audience *').fill('Women and men 28-55 living or working in the north of Mauritius. Worries: back pain');
  await studio.field('Source text (optional)').fill(
    [
      'SOLSTICE RETREAT 19-21 June',
      'Two nights at Lagoon Flow, Grand Baie. Led by Anaïs (yoga) & Ravi (sound bath).',
      'Rs 12,500 pp incl. all meals, early bird Rs 11,000 until 1 June',
      'Bring: mat, warm layers, water bottle',
      'Book on WhatsApp +230 5712 3456 or www.lagoonflow.mu/solstice',
      'Holiday timetable: no classes 22-23 June, back on 24 June at 7am',
      'Airport transfers Rs 1,500 each way, call +230 5250 1111 by 10 June.',
      'Free parking at 7 Royal Road for guests arriving from 3pm.',
      'Only 5 places left!',
    ].join('\n'),
  );
  await studio.button('Generate Posts').click();
  await studio.expectToast('Content Generated');
  const instagram = studio.panel.getByRole('textbox', { name: 'Instagram post' });
  const facebook = studio.panel.getByRole('textbox', { name: 'Facebook post' });
  for (const fact of ['Rs 12,500 pp', 'warm layers', '+230 5712 3456', 'no classes 22-23 June', 'Only 5 places left']) await expect(instagram).toHaveValue(new RegExp(fact.replace(/[+.]/g, '\\$&')));
  await expect(instagram).not.toHaveValue(/north of Mauritius/);
  for (const fact of ['19-21 June', 'Rs 12,500 pp', '+230 5712 3456', 'Only 5 places left']) await expect(facebook).toHaveValue(new RegExp(fact.replace(/[+.]/g, '\\$&')));
  await expect(studio.panel.getByTestId('left-out')).toHaveCount(1);
  await expect(studio.panel.getByTestId('left-out')).toContainText('Left out on Facebook to keep to the recommended 500 characters:');
});
