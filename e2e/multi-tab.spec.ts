import { expect, test } from '@playwright/test';
import { createStudioAccount, StudioPage } from './pages/studio-page.ts';

// Two tabs of one browser share the signed-in user's device database: one tab leads
// and syncs, the other writes into the same database and shows the same data.
test('two tabs share one device database: a change in either reaches the other and the server', async ({
  context,
  page,
  request,
}) => {
  const first = new StudioPage(page);
  await first.signIn(await createStudioAccount(request, 'tabs'));
  await first.open('blog');

  const second = new StudioPage(await context.newPage());
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
