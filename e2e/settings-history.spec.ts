import { expect, test } from '@playwright/test';
import mammoth from 'mammoth';
import { ContentPage } from './pages/content-page.ts';
import { createStudioOwner, signInOwner } from './pages/dashboard-page.ts';
import { type SeedItem, SettingsPage, seedHistory } from './pages/settings-page.ts';
import { holdRequests, reloadWithDatabaseCodeHeld } from './support/held-requests.ts';

const DAY = 24 * 60 * 60 * 1000;
const ago = (ms: number) => new Date(Date.now() - ms).toISOString();

const ARTICLE = '# Morning yoga flow for beginners\n\n## Before you start\n\nRoll out your mat and breathe.\n\n- Water\n- A blanket';

// Six items made "on another device": four of them now, two forty days ago.
const ITEMS: SeedItem[] = [
  { title: 'Morning yoga flow for beginners', content_type: 'blog', status: 'published', word_count: 800, content: ARTICLE, created_at: ago(5 * 60_000) },
  { title: 'Breathwork tips for busy parents', content_type: 'social', status: 'draft', word_count: 120, created_at: ago(4 * 60_000) },
  { title: 'Yin yoga retreat announcement', content_type: 'newsletter', status: 'scheduled', word_count: 450, created_at: ago(3 * 60_000) },
  { title: 'Restorative yoga class reel', content_type: 'video', status: 'draft', word_count: 230, created_at: ago(2 * 60_000) },
  { title: 'Ayurveda welcome email', content_type: 'email', status: 'archived', word_count: 300, created_at: ago(40 * DAY) },
  { title: 'Seasonal detox guide', content_type: 'blog', status: 'draft', word_count: 1200, created_at: ago(41 * DAY) },
];

test('history: search and filters combine, status changes, items open and copy; analytics add up', async ({ page, context, request }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const owner = await createStudioOwner(request);
  await signInOwner(page, owner);
  await seedHistory(page, request, ITEMS);
  const settings = new SettingsPage(page);
  await settings.open('history');

  await expect(settings.historyItems).toHaveCount(6);
  await expect.poll(() => settings.historyTitles()).toEqual([
    'Restorative yoga class reel',
    'Yin yoga retreat announcement',
    'Breathwork tips for busy parents',
    'Morning yoga flow for beginners',
    'Ayurveda welcome email',
    'Seasonal detox guide',
  ]);

  await settings.search.fill('yoga');
  await expect(settings.historyItems).toHaveCount(3);
  await expect(page.getByText('Showing 3 of 6 items')).toBeVisible();
  await settings.statusFilter.selectOption('draft');
  await expect.poll(() => settings.historyTitles()).toEqual(['Restorative yoga class reel']);
  await settings.typeFilter.selectOption('blog');
  await expect(page.getByText('No content matches your search and filters.')).toBeVisible();
  await settings.search.fill('');
  await expect.poll(() => settings.historyTitles()).toEqual(['Seasonal detox guide']);
  await settings.statusFilter.selectOption('');
  await expect(settings.historyItems).toHaveCount(2);
  await settings.typeFilter.selectOption('');
  await settings.search.fill('Email Marketing');
  await expect.poll(() => settings.historyTitles()).toEqual(['Ayurveda welcome email']);
  await settings.search.fill('');

  await page.getByLabel('Status of Breathwork tips for busy parents').selectOption('published');
  await expect(page.getByText('Status Updated')).toBeVisible();
  await settings.statusFilter.selectOption('published');
  await expect.poll(() => settings.historyTitles()).toEqual(['Breathwork tips for busy parents', 'Morning yoga flow for beginners']);
  await settings.statusFilter.selectOption('');

  await page.getByRole('button', { name: 'Morning yoga flow for beginners' }).click();
  const dialog = page.getByRole('dialog', { name: 'Morning yoga flow for beginners' });
  // The article reads as an article: headings and a list, no markdown signs.
  await expect(dialog.getByText('Roll out your mat and breathe.')).toBeVisible();
  await expect(dialog.getByRole('heading', { name: 'Before you start' })).toBeVisible();
  await expect(dialog.getByRole('listitem')).toHaveText(['Water', 'A blanket']);
  await expect(dialog.getByText(/##/)).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Copy text' }).click();
  await expect(page.getByText('Copied to Clipboard')).toBeVisible();
  // Plain text without markdown signs, and its formatted twin for rich editors.
  const copied = await page.evaluate(async () => {
    const [item] = await navigator.clipboard.read();
    return { html: await (await item?.getType('text/html'))?.text(), text: await (await item?.getType('text/plain'))?.text() };
  });
  expect(copied.text).toBe('Morning yoga flow for beginners\n\nBefore you start\n\nRoll out your mat and breathe.\n\n• Water\n• A blanket');
  expect(copied.html).toBe('<h1>Morning yoga flow for beginners</h1>\n<h2>Before you start</h2>\n<p>Roll out your mat and breathe.</p>\n<ul><li>Water</li><li>A blanket</li></ul>');
  const [download] = await Promise.all([page.waitForEvent('download'), dialog.getByRole('button', { name: 'Download .docx' }).click()]);
  expect(download.suggestedFilename()).toBe('morning-yoga-flow-for-beginners.docx');
  const { value: word } = await mammoth.convertToHtml({ path: await download.path() }, { styleMap: ["p[style-name='Title'] => h1.title:fresh"] });
  const day = await page.evaluate((at) => new Intl.DateTimeFormat(undefined, { day: 'numeric', month: 'short', year: 'numeric' }).format(new Date(at)), ITEMS[0]?.created_at ?? '');
  expect(word).toBe(`<h1 class="title">Morning yoga flow for beginners</h1><p><em>${day}</em></p><h2>Before you start</h2><p>Roll out your mat and breathe.</p><ul><li>Water</li><li>A blanket</li></ul>`);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog.getByRole('heading', { name: 'Morning yoga flow for beginners' })).toBeHidden();

  await settings.selectTab('Analytics');
  await expect(page).toHaveURL(/tab=analytics/);
  const thisMonth = ITEMS.filter((item) => new Date(item.created_at ?? '').getMonth() === new Date().getMonth()).length;
  await expect(settings.stat('Total Content')).toHaveText('6');
  await expect(settings.stat('This Month')).toHaveText(String(thisMonth));
  await expect(settings.stat('Total Words')).toHaveText('3,100');
  await expect(settings.stat('Average Words')).toHaveText('517');
  await expect(settings.typeShares).toHaveText([
    /Blog Articles\s*2 items · 33%/,
    /Email Marketing\s*1 item · 17%/,
    /Newsletters\s*1 item · 17%/,
    /Social Media\s*1 item · 17%/,
    /Video Script Generator\s*1 item · 17%/,
  ]);
  await expect(settings.weeks).toHaveCount(8);
  await expect(settings.weeks.last()).toContainText('4 items (');
  await expect(settings.weeks.last()).toContainText('Blog Articles 1');
  await expect(settings.weeks.last()).toContainText('Video Script Generator 1');
});

test.describe('on a slow connection', () => {
  // Requests the service worker would answer from its cache are not seen by page.route.
  test.use({ serviceWorkers: 'block' });

  test("the history tab's code downloads beside the settings page's, not after it", async ({ page, request }) => {
    await signInOwner(page, await createStudioOwner(request, 'Quiet Harbour Yoga'));
    await seedHistory(page, request, ITEMS.slice(0, 2));
    const release = await holdRequests(page, /\/assets\/settings-[^/]+\.js$/);
    const tabCode = page.waitForRequest(/\/assets\/history-tab-[^/]+\.js$/);
    await page.goto('/settings?tab=history');
    // Requested while the page's own code has not arrived.
    await tabCode;
    release();
    const settings = new SettingsPage(page);
    await expect(settings.historyItems).toHaveCount(2);
  });

  test("a reload shows the history on the device before the device database's code has arrived", async ({ page, request }) => {
    await signInOwner(page, await createStudioOwner(request, 'Still Water Studio'));
    await seedHistory(page, request, ITEMS.slice(0, 3));
    const settings = new SettingsPage(page);
    await settings.open('history');
    await expect(settings.historyItems).toHaveCount(3);

    // RxDB and Dexie cannot start: the rows come straight from IndexedDB.
    await page.addInitScript(() => {
      const opened: string[] = [];
      (window as unknown as { __opened: string[] }).__opened = opened;
      const open = indexedDB.open.bind(indexedDB);
      indexedDB.open = (name: string, version?: number) => {
        opened.push(name);
        return open(name, version);
      };
      // Every text the history's count line and empty state showed on the way.
      const shown = new Set<string>();
      (window as unknown as { __shown: Set<string> }).__shown = shown;
      new MutationObserver(() => {
        const tab = document.getElementById('history-title')?.parentElement;
        for (const line of tab?.querySelectorAll('p, [role="status"]') ?? []) shown.add(line.textContent ?? '');
        const page = window as unknown as { __rowsAt?: number };
        if (page.__rowsAt === undefined && tab?.querySelector('li')) page.__rowsAt = performance.now();
      }).observe(document, { subtree: true, childList: true, characterData: true });
    });
    const release = await reloadWithDatabaseCodeHeld(page);
    await expect.poll(() => settings.historyTitles()).toEqual(['Yin yoga retreat announcement', 'Breathwork tips for busy parents', 'Morning yoga flow for beginners']);
    await expect(page.getByText('Showing 3 of 3 items')).toBeVisible();
    // Before the rows (drawn in the tab's first render when read by then), the tab said at
    // most that it was loading: never that there was nothing, or 0 items.
    const shown = await page.evaluate(() => [...(window as unknown as { __shown: Set<string> }).__shown]);
    expect(shown.filter((text) => /No content yet|Showing 0 /.test(text))).toEqual([]);
    // Asked for by the page's start and by its route: read once.
    const historyReads = await page.evaluate(() => (window as unknown as { __opened: string[] }).__opened.filter((name) => name.endsWith('--content_history')));
    expect(historyReads).toHaveLength(1);
    // Nothing can be written until the database is open.
    await expect(page.getByLabel('Status of Breathwork tips for busy parents')).toBeDisabled();
    release();

    // Once the database is open, the list is the live one: a change shows.
    await page.getByLabel('Status of Breathwork tips for busy parents').selectOption('published');
    await expect(page.getByText('Status Updated')).toBeVisible();
    await settings.statusFilter.selectOption('published');
    await expect.poll(() => settings.historyTitles()).toEqual(['Breathwork tips for busy parents', 'Morning yoga flow for beginners']);
    // The device database's code was asked for only once the rows were drawn: its start
    // would have held them back.
    const order = await page.evaluate(() => ({
      rowsAt: (window as unknown as { __rowsAt: number }).__rowsAt,
      databaseAskedAt: Math.min(
        ...performance
          .getEntriesByType('resource')
          .filter((entry) => /\/assets\/(device-db|create-database|storage|sync-controller|device-data)-[^/]+\.js$/.test(entry.name))
          .map((entry) => entry.startTime),
      ),
    }));
    expect(order.rowsAt).toBeLessThan(order.databaseAskedAt);
  });
});

test('scheduling an item asks for its date, shows it on the row and sends it to the server; Cancel leaves the item as it was', async ({ page, request }) => {
  const owner = await createStudioOwner(request);
  await signInOwner(page, owner);
  await seedHistory(page, request, ITEMS);
  const settings = new SettingsPage(page);
  await settings.open('history');
  const status = page.getByLabel('Status of Breathwork tips for busy parents');

  await status.selectOption('scheduled');
  const dialog = page.getByRole('dialog', { name: 'Schedule "Breathwork tips for busy parents"' });
  await expect(dialog.getByLabel('Planned for')).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(status).toHaveValue('draft');

  await status.selectOption('scheduled');
  await dialog.getByLabel('Planned for').fill('');
  await dialog.getByRole('button', { name: 'Schedule' }).click();
  await expect(dialog.getByText('Choose a date and time.')).toBeVisible();
  await dialog.getByLabel('Planned for').fill('2027-01-15T08:30');
  await dialog.getByRole('button', { name: 'Schedule' }).click();
  await expect(page.getByText('Status Updated')).toBeVisible();
  await expect(status).toHaveValue('scheduled');
  const row = settings.historyItems.filter({ hasText: 'Breathwork tips for busy parents' });
  await expect(row).toContainText(/scheduled for 15 Jan 2027.*08:30/);
  const expected = await page.evaluate(() => new Date('2027-01-15T08:30').toISOString());
  await expect
    .poll(async () => {
      const rows = await new ContentPage(page).serverRows('content_history', 'title,status,scheduled_for,channel');
      const item = rows.find((r) => r.title === 'Breathwork tips for busy parents');
      return item && [item.status, new Date(String(item.scheduled_for)).toISOString(), item.channel];
    })
    .toEqual(['scheduled', expected, 'instagram']);
});
