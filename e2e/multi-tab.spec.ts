import { expect, test } from '@playwright/test';
import { createStudioAccount, ContentPage } from './pages/content-page.ts';

// Two tabs of one browser share the signed-in user's device database: one tab leads
// and syncs, the other writes into the same database and shows the same data.
test('two tabs share one device database: a change in either reaches the other and the server', async ({
  context,
  page,
  request,
}) => {
  const first = new ContentPage(page);
  await first.signIn(await createStudioAccount(request, 'tabs'));
  await first.open('blog');

  const second = new ContentPage(await context.newPage());
  await second.open('blog');

  await second.addKeywords('Focus keywords', 'restorative yoga');
  await second.button('Generate Titles').click();
  await second.expectToast('Titles Generated');

  await expect(first.recent.getByText(/restorative yoga/i).first()).toBeVisible({ timeout: 5_000 });
  await expect
    .poll(async () => (await first.serverRows('content_history', 'title')).length, { timeout: 15_000 })
    .toBeGreaterThan(0);

  await first.addKeywords('Focus keywords', 'sound healing');
  await first.button('Generate Titles').click();
  await first.expectToast('Titles Generated');
  await expect(second.recent.getByText(/sound healing/i).first()).toBeVisible({ timeout: 5_000 });
  await expect
    .poll(async () => (await second.serverRows('content_history', 'title')).length, { timeout: 15_000 })
    .toBe(2);
});

type PostedChange = { collection: string; titles: string[] };

// What this page posts to other tabs: the change events of each write (RxDB's message inside broadcast-channel's).
const RECORD_CHANGE_POSTS = `(() => {
  window.__changePosts = [];
  const post = BroadcastChannel.prototype.postMessage;
  BroadcastChannel.prototype.postMessage = function (message) {
    const change = message && message.data && message.data.eventBulk ? message.data : null;
    if (change) window.__changePosts.push({ collection: change.collectionName, titles: change.eventBulk.events.map((event) => String(event.documentData?.title ?? '')) });
    return post.call(this, message);
  };
})();`;

// A write copies its documents into a message for the other tabs only when another tab has the database open.
test('a tab alone posts no change events; once a second tab has the database open, its writes reach that tab', async ({
  context,
  page,
  request,
}) => {
  await context.addInitScript({ content: RECORD_CHANGE_POSTS });
  const first = new ContentPage(page);
  await first.signIn(await createStudioAccount(request, 'lone'));
  await first.open('blog');
  await first.addKeywords('Focus keywords', 'restorative yoga');
  await first.button('Generate Titles').click();
  await first.expectToast('Titles Generated');
  await expect(first.recent.getByText(/restorative yoga/i).first()).toBeVisible();

  const second = new ContentPage(await context.newPage());
  await second.open('blog');
  await expect(second.recent.getByText(/restorative yoga/i).first()).toBeVisible();

  await first.addKeywords('Focus keywords', 'sound healing');
  await first.button('Generate Titles').click();
  await first.expectToast('Titles Generated');
  await expect(second.recent.getByText(/sound healing/i).first()).toBeVisible({ timeout: 5_000 });

  // A tab posts in the order it writes: the second write's post means the first's was decided.
  const posts = await page.evaluate(() => (window as unknown as { __changePosts: PostedChange[] }).__changePosts);
  const history = posts.filter((post) => post.collection === 'content_history').flatMap((post) => post.titles);
  expect(history.some((title) => /sound healing/i.test(title))).toBe(true);
  // The keywords field keeps the first keyword: the second title names both.
  expect(history.filter((title) => /restorative yoga/i.test(title) && !/sound healing/i.test(title))).toEqual([]);
});
