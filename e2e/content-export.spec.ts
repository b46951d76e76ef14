// Taking a result out of the app: "Copy" puts formatted HTML and plain text on the
// clipboard, and pasting into a rich editor gives real headings, lists and bold with no
// markdown signs left; "Download .docx" gives a Word file with the title, date,
// headings and lists.
import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import mammoth from 'mammoth';
import { createStudioAccount, ContentPage } from './pages/content-page.ts';

// The text of a title as the browser and mammoth write it back in HTML.
const esc = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const UNSAFE = 'Ask us: <img src=x onerror="window.pasted=1"> anytime.';

async function writeArticle(studio: ContentPage): Promise<string> {
  await studio.open('blog');
  await studio.addKeywords('Focus keywords', 'yoga', 'sleep');
  await studio.button('Generate Titles').click();
  await studio.expectToast('Titles Generated');
  const first = studio.radios('Title suggestions').first();
  const title = ((await first.locator('..').textContent()) ?? '').trim();
  await first.check();
  await studio.button('Generate Article').click();
  await studio.expectToast('Content Generated');
  // Added in the editor as formatted text: a heading, a list with a bold word, and markup typed as text.
  await studio.button('Edit').click();
  const editor = studio.field('Article');
  const tool = (name: string) => studio.panel.getByRole('toolbar', { name: 'Formatting: Article' }).getByRole('button', { name });
  await editor.click();
  await editor.press('ControlOrMeta+End');
  await editor.press('Enter');
  await tool('Heading').click();
  await editor.pressSequentially('Packing list');
  await editor.press('Enter');
  await tool('Bulleted list').click();
  await editor.pressSequentially('A ');
  await editor.press('ControlOrMeta+B');
  await editor.pressSequentially('warm');
  await editor.press('ControlOrMeta+B');
  await editor.pressSequentially(' blanket');
  await editor.press('Enter');
  await editor.pressSequentially('Water & tea');
  await editor.press('Enter');
  await tool('Bulleted list').click();
  await editor.pressSequentially(UNSAFE);
  await studio.button('Done Editing').click();
  return title;
}

async function readClipboard(page: Page) {
  return page.evaluate(async () => {
    const [item] = await navigator.clipboard.read();
    if (!item) return { types: [], html: '', text: '' };
    const read = async (type: string) => (item.types.includes(type) ? (await item.getType(type)).text() : '');
    return { types: [...item.types].sort(), html: await read('text/html'), text: await read('text/plain') };
  });
}

test('an article copied with "Copy" pastes into a rich editor as headings, lists and bold, with no markdown signs', async ({ page, context, request }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const studio = new ContentPage(page);
  await studio.signIn(await createStudioAccount(request, 'export'));
  const title = await writeArticle(studio);
  const article = studio.card('Your article');

  await article.getByRole('button', { name: 'Copy', exact: true }).click();
  await studio.expectToast('Copied to Clipboard');
  const copied = await readClipboard(page);
  expect(copied.types).toEqual(['text/html', 'text/plain']);
  expect(copied.html).toContain(`<h1>${esc(title)}</h1>`);
  expect(copied.html).toContain('<h2>Packing list</h2>\n<ul><li>A <strong>warm</strong> blanket</li><li>Water &amp; tea</li></ul>');
  // The browser hands the HTML back re-serialized: quotes in text stay bare, markup stays escaped.
  expect(copied.html).toContain('Ask us: &lt;img src=x onerror="window.pasted=1"&gt; anytime.');
  expect(copied.text).toContain('Packing list\n\n• A warm blanket\n• Water & tea');
  expect(copied.text).not.toMatch(/^#|\*\*/m);

  // A rich editor, as Google Docs, Gmail or Notion are: a contenteditable page receiving a real paste.
  const editorPage = await context.newPage();
  await editorPage.setContent('<div contenteditable="true" id="doc" style="min-height:10em"></div>');
  await editorPage.locator('#doc').click();
  await editorPage.keyboard.press('ControlOrMeta+V');
  const doc = editorPage.locator('#doc');
  await expect(doc.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(doc.getByRole('heading', { level: 2, name: 'Packing list' })).toBeVisible();
  await expect(doc.getByRole('list').last().getByRole('listitem')).toHaveText(['A warm blanket', 'Water & tea']);
  await expect(doc.locator('strong', { hasText: 'warm' })).toHaveCount(1);
  await expect(doc).toContainText('Ask us: <img src=x onerror="window.pasted=1"> anytime.');
  await expect(doc.locator('img')).toHaveCount(0);
  // biome-ignore lint/performance/useDomNodeTextContent: the lines as a reader sees them, where a leftover '- ' would start one.
  const pasted = await doc.innerText();
  expect(pasted).not.toMatch(/^\s*(#|- )|\*\*/m);
  expect(await editorPage.evaluate(() => (window as { pasted?: number }).pasted)).toBeUndefined();

  // "Copy as plain text" puts no HTML on the clipboard.
  await article.getByRole('button', { name: 'Copy as plain text' }).click();
  await expect.poll(async () => (await readClipboard(page)).types).toEqual(['text/plain']);
  expect((await readClipboard(page)).text).toBe(copied.text);
});

test('"Download .docx" gives a Word file of the article with its title, date, headings and lists', async ({ page, request }) => {
  const studio = new ContentPage(page);
  await studio.signIn(await createStudioAccount(request, 'docx'));
  const title = await writeArticle(studio);

  const [download] = await Promise.all([page.waitForEvent('download'), studio.button('Download .docx').click()]);
  await studio.expectToast('Download Started');
  expect(download.suggestedFilename()).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*\.docx$/);
  const buffer = await readFile(await download.path());
  const { value: html } = await mammoth.convertToHtml({ buffer }, { styleMap: ["p[style-name='Title'] => h1.title:fresh"] });
  const today = await page.evaluate(() => new Intl.DateTimeFormat(undefined, { day: 'numeric', month: 'short', year: 'numeric' }).format(new Date()));
  expect(html).toContain(`<h1 class="title">${esc(title)}</h1><p><em>${today}</em></p>`);
  expect(html.match(/<h2>/g)?.length ?? 0).toBeGreaterThan(1);
  expect(html).toContain('<h2>Packing list</h2><ul><li>A <strong>warm</strong> blanket</li><li>Water &amp; tea</li></ul>');
  const { value: text } = await mammoth.extractRawText({ buffer });
  expect(text).not.toMatch(/^#|\*\*/m);
});
