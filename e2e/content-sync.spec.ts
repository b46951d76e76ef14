// What reaches the studio through sync: defaults from content preferences, a
// draft typed on another device, and a synced newsletter draft's HTML, which is
// sanitized before it is shown.
import { expect, test } from '@playwright/test';
import { createStudioAccount, insertAs, ContentPage } from './pages/content-page.ts';

test('defaults come from the content preferences, synced from the server', async ({ page, request }) => {
  const account = await createStudioAccount(request, 'prefs');
  await insertAs(request, account, 'content_preferences', [
    { content_type: 'blog', default_settings: { default_word_count: 1200, default_tone: 'Calming & Meditative' } },
    { content_type: 'social', default_settings: { default_platform: 'linkedin', max_hashtags: 5, include_emojis: false } },
    { content_type: 'newsletter', default_settings: { default_template: 'Self-Care Sunday' } },
    { content_type: 'website', default_settings: { cta_placement: 'bottom' } },
  ]);
  const studio = new ContentPage(page);
  await studio.signIn(account);
  await studio.open('social');
  await expect(studio.panel.getByRole('checkbox', { name: /LinkedIn/ })).toBeChecked();
  await expect(studio.panel.getByRole('checkbox', { name: /Instagram/ })).not.toBeChecked();
  await expect(studio.field('Number of hashtags')).toHaveValue('5');
  await expect(studio.panel.getByRole('checkbox', { name: 'Include emojis' })).not.toBeChecked();
  await studio.open('newsletter');
  await expect(studio.field('Template *')).toHaveValue('Self-Care Sunday');
  await studio.open('blog');
  await studio.addKeywords('Focus keywords', 'reiki');
  await studio.button('Generate Titles').click();
  await studio.radios('Title suggestions').first().check();
  await expect(studio.field('Word count')).toHaveValue('1200');
  await expect(studio.field('Tone')).toHaveValue('Calming & Meditative');
  await studio.open('website');
  await studio.field('Business name *').fill('Reiki Rooms');
  await studio.addKeywords('Focus keywords', 'reiki');
  await studio.button('Generate H1 Headlines').click();
  await studio.radios('H1 headline options').first().check();
  await expect(studio.field('CTA placement')).toHaveValue('bottom');
});

test('a draft typed on one device opens on another after sync', async ({ browser, request }) => {
  const account = await createStudioAccount(request, 'devices');
  const phone = await browser.newContext();
  const laptop = await browser.newContext();
  const first = new ContentPage(await phone.newPage());
  await first.signIn(account);
  await first.open('blog');
  await first.addKeywords('Focus keywords', 'sound healing');
  await first.button('Generate Titles').click();
  await first.radios('Title suggestions').nth(4).check();
  const chosen = ((await first.radios('Title suggestions').nth(4).locator('..').textContent()) ?? '').trim();
  await expect
    .poll(async () => (await first.serverRows('generator_drafts', 'content_type,form')).map((row) => row.form), { timeout: 30_000 })
    .toEqual([expect.objectContaining({ keywords: ['sound healing'], selectedTitle: chosen })]);

  const second = new ContentPage(await laptop.newPage());
  await second.signIn(account);
  await second.open('blog');
  await expect(second.keyword('sound healing')).toBeVisible();
  await expect(second.option(chosen)).toBeChecked();
  await expect(second.panel.getByText(`Selected title: ${chosen}`)).toBeVisible();
  await phone.close();
  await laptop.close();
});

test('newsletter HTML from a synced draft is sanitized before it is shown', async ({ page, request }) => {
  const account = await createStudioAccount(request, 'sanitize');
  const html =
    '<p>Hello from the other device</p><img src=x onerror="window.__xss=1"><script>window.__xss=2</script><a href="javascript:window.__xss=3">Open</a>';
  await insertAs(request, account, 'generator_drafts', [
    {
      content_type: 'newsletter',
      form: { topic: 'Spring', template: 'Mindfulness Monday' },
      output: { subject: 'Spring is here', preview: 'New classes', content: 'Hello', html },
    },
  ]);
  // Counts failed loads of the draft's image in the capture phase, so before any handler on the image itself.
  await page.addInitScript(() => {
    const seen = window as { __imageErrors?: number };
    seen.__imageErrors = 0;
    document.addEventListener('error', (event) => {
      if (event.target instanceof HTMLImageElement && event.target.getAttribute('src') === 'x') seen.__imageErrors = (seen.__imageErrors ?? 0) + 1;
    }, true);
  });
  const studio = new ContentPage(page);
  await studio.signIn(account);
  await studio.open('newsletter');
  await expect(studio.field('Topic *')).toHaveValue('Spring');
  await expect(studio.field('Template *')).toHaveValue('Mindfulness Monday');
  const preview = studio.panel.getByTestId('newsletter-preview');
  await expect(preview).toContainText('Hello from the other device');
  await expect(preview.locator('script, [onerror]')).toHaveCount(0);
  await expect(preview.getByText('Open')).toBeVisible();
  await expect(preview.locator('[href^="javascript"]')).toHaveCount(0);
  // The image's failed load has been dispatched (an onerror that survived would have run in that dispatch).
  await expect.poll(() => page.evaluate(() => (window as { __imageErrors?: number }).__imageErrors)).toBeGreaterThan(0);
  expect(await page.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined();
});
