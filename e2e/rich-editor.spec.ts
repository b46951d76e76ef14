// Every long result edited in place as formatted text: a word made bold with the
// toolbar and with Ctrl+B, a list added, accents typed. The edit is the draft (a reload
// shows it) and the history item (markdown with its `**`), and the newsletter's HTML
// (preview and download) follows it. The grammar check's fix lands in the editor.
import { expect, type Locator, test } from '@playwright/test';
import { seriousA11yViolations } from './fixtures/axe.ts';
import { createStudioAccount, ContentPage } from './pages/content-page.ts';

const EDITED = '**Calme** et sérénité, puis **fort** à Noël ☕';
const LIST = '- Tapis et thé\n- Bouillotte';

/** At the end of the text: a new paragraph, one word bold by the toolbar, one by Ctrl+B, then a bulleted list. */
async function formatAtEnd(editor: Locator, toolbar: Locator): Promise<void> {
  const bold = toolbar.getByRole('button', { name: 'Bold' });
  await editor.click();
  await editor.press('ControlOrMeta+End');
  await editor.press('Enter');
  await editor.pressSequentially('Calme');
  await editor.press('Shift+ControlOrMeta+ArrowLeft');
  await bold.click();
  await expect(bold).toHaveAttribute('aria-pressed', 'true');
  await expect(editor.locator('b, strong').filter({ hasText: /^Calme$/ })).toBeVisible();
  await editor.press('End');
  await editor.press('ControlOrMeta+B');
  await editor.pressSequentially(' et sérénité, puis ');
  await editor.press('ControlOrMeta+B');
  await editor.pressSequentially('fort');
  await editor.press('ControlOrMeta+B');
  await expect(bold).toHaveAttribute('aria-pressed', 'false');
  await editor.pressSequentially(' à Noël ☕');
  await editor.press('Enter');
  await toolbar.getByRole('button', { name: 'Bulleted list' }).click();
  await expect(toolbar.getByRole('button', { name: 'Bulleted list' })).toHaveAttribute('aria-pressed', 'true');
  await editor.pressSequentially('Tapis et thé');
  await editor.press('Enter');
  await editor.pressSequentially('Bouillotte');
  await expect(editor.getByRole('listitem').filter({ hasText: 'Bouillotte' })).toBeVisible();
}

/** The history item (as the backend received it from the device) holds the edit as markdown. */
async function expectHistoryHolds(studio: ContentPage, contentType: string): Promise<void> {
  await expect
    .poll(async () => (await studio.serverRows('content_history', 'content,content_type')).filter((row) => row.content_type === contentType).map((row) => row.content as string), { timeout: 45_000 })
    .toEqual(expect.arrayContaining([expect.stringContaining(`${EDITED}\n\n${LIST}`)]));
}

test('the article: formatted in place, kept by the draft and the history item, and the grammar fix lands in the editor', async ({ page, request }) => {
  const studio = new ContentPage(page);
  await studio.signIn(await createStudioAccount(request, 'rich-article'));
  await studio.open('blog');
  await studio.addKeywords('Focus keywords', 'yoga', 'sleep');
  await studio.button('Generate Titles').click();
  await studio.expectToast('Titles Generated');
  await studio.radios('Title suggestions').first().check();
  await studio.button('Generate Article').click();
  await studio.expectToast('Content Generated');
  const card = studio.card('Your article');
  await studio.button('Edit').click();
  const editor = card.getByRole('textbox', { name: 'Article' });
  await expect(editor).toHaveAttribute('aria-multiline', 'true');
  // The article reads as formatted text, not markdown: its title is a heading, no '#' shown.
  await expect(editor.locator('h1')).toHaveCount(1);
  await expect(editor).not.toContainText('# ');
  expect(await seriousA11yViolations(page)).toEqual([]);
  await formatAtEnd(editor, card.getByRole('toolbar', { name: 'Formatting: Article' }));
  await expectHistoryHolds(studio, 'blog');

  await page.reload();
  await expect(studio.panel.getByText('Loading your draft...')).toBeHidden();
  await expect(card.locator('strong', { hasText: 'fort' })).toBeVisible();
  await expect(card.getByRole('listitem').filter({ hasText: 'Tapis et thé' })).toBeVisible();

  await studio.button('Edit').click();
  await editor.click();
  await editor.press('ControlOrMeta+End');
  await editor.press('Enter');
  await editor.press('Enter');
  await editor.pressSequentially('Bring a a blanket tonight.');
  const check = card.getByRole('region', { name: 'Grammar check: Article' });
  const issue = check.getByRole('listitem').filter({ has: page.locator('mark', { hasText: 'a a' }) });
  await expect(issue).toBeVisible({ timeout: 30_000 });
  await issue.getByRole('button', { name: 'Replace with “a”' }).click();
  await expect(editor).toContainText('Bring a blanket tonight.');
  await expect(editor.locator('strong, b').filter({ hasText: 'fort' })).toBeVisible();
});

test('the newsletter: its letter edited in place, the HTML preview and download follow, the history item keeps the edit', async ({ page, request }) => {
  const studio = new ContentPage(page);
  await studio.signIn(await createStudioAccount(request, 'rich-letter'));
  await studio.open('newsletter');
  await studio.field('Topic *').fill('Sleeping well in winter');
  await studio.field('Call to action goal').fill('Book your winter retreat');
  await studio.field('Link').fill('www.yourstudio.com/retreat');
  await studio.button('Generate Newsletter').click();
  await studio.expectToast('Newsletter Generated');
  const card = studio.card('Your newsletter');
  await studio.button('Edit').click();
  const editor = card.getByRole('textbox', { name: 'Newsletter' });
  // The letter as its email shows it: headings are headings.
  await expect(editor.locator('h2').first()).toBeVisible();
  await formatAtEnd(editor, card.getByRole('toolbar', { name: 'Formatting: Newsletter' }));
  const preview = card.getByTestId('newsletter-preview');
  await expect(preview.locator('strong', { hasText: 'Calme' })).toBeVisible();
  await expect(preview.getByRole('listitem').filter({ hasText: 'Bouillotte' })).toBeVisible();
  await expect(preview.getByRole('link', { name: 'Book your winter retreat' })).toBeVisible();
  const file = await studio.download('Download .html');
  expect(file.text).toContain('<strong>Calme</strong> et sérénité, puis <strong>fort</strong> à Noël ☕');
  expect(file.text).toContain('>Tapis et thé</li>');
  expect(file.text).toContain('{{unsubscribe_url}}');
  await expectHistoryHolds(studio, 'newsletter');

  await page.reload();
  await expect(studio.panel.getByText('Loading your draft...')).toBeHidden();
  await expect(preview.locator('strong', { hasText: 'fort' })).toBeVisible();
  await studio.button('Text').click();
  await expect(card.locator('pre')).toContainText('Calme et sérénité, puis fort à Noël ☕');
  await expect(card.locator('pre')).not.toContainText('**');
});

test('the client reply: now editable in place, offline, kept by the draft and the history item, downloaded without marks', async ({ page, request }) => {
  const studio = new ContentPage(page);
  await studio.signIn(await createStudioAccount(request, 'rich-reply'));
  await studio.open('communication');
  await studio.field('Communication type *').selectOption('inquiry-response');
  await studio.field('Inquiry type *').selectOption('pricing');
  await studio.field('Client name').fill('Priya');
  await studio.button('Generate Reply').click();
  await studio.expectToast('Client communication generated successfully');
  const card = studio.card('Your reply');
  // Edited offline: the draft on the device takes each change; the history item reaches the server once back online.
  await studio.goOffline();
  await studio.button('Edit').click();
  const editor = card.getByRole('textbox', { name: 'Message' });
  await formatAtEnd(editor, card.getByRole('toolbar', { name: 'Formatting: Message' }));
  await expect.poll(async () => ((await studio.deviceDraft('communication'))?.output as { body?: string } | undefined)?.body).toContain(`${EDITED}\n\n${LIST}`);
  await page.context().setOffline(false);
  await expectHistoryHolds(studio, 'communication');
  await studio.button('Done Editing').click();
  await expect(card.locator('strong', { hasText: 'Calme' })).toBeVisible();
  const file = await studio.download('Download .txt');
  expect(file.text).toContain('Calme et sérénité, puis fort à Noël ☕');
  expect(file.text).not.toContain('**');

  await page.reload();
  await expect(studio.panel.getByText('Loading your draft...')).toBeHidden();
  await expect(card.locator('strong', { hasText: 'fort' })).toBeVisible();
  await expect(card.getByRole('listitem').filter({ hasText: 'Bouillotte' })).toBeVisible();
});

test('a result generated on one device and edited on another: the edit reaches the history item the generation wrote', async ({ browser, request }) => {
  const account = await createStudioAccount(request, 'rich-two-devices');
  const phone = new ContentPage(await (await browser.newContext()).newPage());
  await phone.signIn(account);
  await phone.open('communication');
  await phone.field('Communication type *').selectOption('inquiry-response');
  await phone.field('Inquiry type *').selectOption('pricing');
  await phone.field('Client name').fill('Anaïs');
  await phone.button('Generate Reply').click();
  await phone.expectToast('Client communication generated successfully');
  // The phone's memory of that run (which history item it wrote) travels with the draft.
  await expect
    .poll(async () => Object.keys(((await phone.serverRows('generator_drafts', 'content_type,last_runs')).find((row) => row.content_type === 'communication')?.last_runs ?? {}) as object), { timeout: 45_000 })
    .toHaveLength(1);

  const laptop = new ContentPage(await (await browser.newContext()).newPage());
  await laptop.signIn(account);
  await laptop.open('communication');
  await expect(laptop.panel.getByText('Loading your draft...')).toBeHidden();
  const card = laptop.card('Your reply');
  await expect(card).toContainText('Anaïs');
  await laptop.button('Edit').click();
  await formatAtEnd(card.getByRole('textbox', { name: 'Message' }), card.getByRole('toolbar', { name: 'Formatting: Message' }));
  // One history item, the phone's, now holds the laptop's edit: no second item was made.
  await expectHistoryHolds(laptop, 'communication');
  expect((await laptop.serverRows('content_history', 'content_type')).filter((row) => row.content_type === 'communication')).toHaveLength(1);
});

test('the email: a paste or a drop keeps headings, lists and bold but no foreign style, and Ctrl+K links the selected words', async ({ page, context, request }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const studio = new ContentPage(page);
  await studio.signIn(await createStudioAccount(request, 'rich-email'));
  await studio.open('email');
  await studio.field('Campaign type *').selectOption('event');
  await studio.field('Subject line *').fill('Join our full moon circle');
  await studio.field('Target audience *').fill('meditation regulars');
  await studio.button('Generate Email').click();
  await studio.expectToast('Email marketing content generated successfully');
  const card = studio.card('Your email');
  await studio.button('Edit').click();
  const editor = card.getByRole('textbox', { name: 'Message' });

  // What a word processor puts on the clipboard: styles, classes, a font, a script.
  await page.evaluate(async () => {
    const html =
      '<meta charset="utf-8"><h3 style="color:red;font-family:Comic Sans MS">What to bring</h3><ul class="x"><li style="font-size:30px"><span style="font-weight:700">Warm</span> socks</li><li>Your mat</li></ul><p style="background:yellow">See you <script>window.pasted=1</script>soon</p>';
    await navigator.clipboard.write([new ClipboardItem({ 'text/html': new Blob([html], { type: 'text/html' }), 'text/plain': new Blob(['What to bring'], { type: 'text/plain' }) })]);
  });
  await editor.click();
  await editor.press('ControlOrMeta+End');
  await editor.press('Enter');
  await editor.press('ControlOrMeta+V');
  await expect(editor.getByRole('heading', { name: 'What to bring' })).toBeVisible();
  await expect(editor.locator('strong', { hasText: 'Warm' })).toBeVisible();
  await expect(editor.locator('[style], [class], script, font')).toHaveCount(0);
  expect(await page.evaluate(() => (window as { pasted?: number }).pasted)).toBeUndefined();

  await editor.press('ControlOrMeta+End');
  await editor.pressSequentially(' Book now');
  await editor.press('Shift+ControlOrMeta+ArrowLeft');
  page.once('dialog', (dialog) => dialog.accept('www.yourstudio.com/book'));
  await editor.press('ControlOrMeta+K');
  await expect(editor.getByRole('link', { name: 'now' })).toHaveAttribute('href', 'https://www.yourstudio.com/book');
  await expect
    .poll(async () => (await studio.serverRows('content_history', 'content')).map((row) => row.content as string), { timeout: 45_000 })
    .toEqual([expect.stringContaining('### What to bring\n\n- **Warm** socks\n- Your mat\n\nSee you soon Book [now](https://www.yourstudio.com/book)')]);
  // Dropped from another page: the same clean structure as a paste.
  await editor.evaluate((box) => {
    const data = new DataTransfer();
    data.setData('text/html', '<p style="color:red"><em class="x">Dropped</em> words</p>');
    box.scrollIntoView({ block: 'center' });
    const { left, top, height } = box.getBoundingClientRect();
    box.dispatchEvent(new DragEvent('drop', { dataTransfer: data, clientX: left + 20, clientY: top + height / 2, bubbles: true, cancelable: true }));
  });
  await expect(editor.locator('em, i').filter({ hasText: 'Dropped' })).toBeVisible();
  await expect(editor.locator('[style], [class]')).toHaveCount(0);
});

test('the video script and a website section: edited in place as formatted text, kept by the history item and a reload', async ({ page, request }) => {
  const studio = new ContentPage(page);
  await studio.signIn(await createStudioAccount(request, 'rich-video'));
  await studio.open('video');
  await studio.field('Video topic *').fill('Morning breathwork');
  await studio.field('Video type *').selectOption({ label: 'YouTube Video' });
  await studio.button('Generate Script').click();
  await studio.expectToast('Script Generated!');
  const card = studio.card('Video Script');
  await studio.button('Edit').click();
  const editor = card.getByRole('textbox', { name: 'Video script' });
  await expect(editor.getByRole('heading', { name: /^Hook/ })).toBeVisible();
  await formatAtEnd(editor, card.getByRole('toolbar', { name: 'Formatting: Video script' }));
  await expectHistoryHolds(studio, 'video');
  await studio.button('Done Editing').click();
  await expect(card.locator('strong', { hasText: 'fort' })).toBeVisible();
  await page.reload();
  await expect(studio.panel.getByText('Loading your draft...')).toBeHidden();
  await expect(card.locator('strong', { hasText: 'Calme' })).toBeVisible();

  await studio.open('website');
  await studio.field('Business name *').fill('Lotus Flow Studio');
  await studio.addKeywords('Focus keywords', 'yoga classes');
  await studio.button('Generate H1 Headlines').click();
  await studio.expectToast('H1 Headlines Generated');
  await studio.radios('H1 headline options').first().check();
  await studio.button('Generate H2 Headlines').click();
  await studio.expectToast('H2 Headlines Generated');
  const option = studio.panel.getByRole('list', { name: 'H2 headline options' }).getByRole('listitem').first();
  const h2 = ((await option.locator('span').textContent()) ?? '').trim();
  await option.getByRole('button', { name: 'Add' }).click();
  await studio.button(`Generate content for ${h2}`).click();
  await studio.expectToast('Content Generated');
  const section = studio.panel.getByRole('list', { name: 'Sections' }).locator(':scope > li');
  await formatAtEnd(section.getByRole('textbox', { name: `Content of ${h2}` }), section.getByRole('toolbar', { name: `Formatting: Content of ${h2}` }));
  await expectHistoryHolds(studio, 'website');
});
