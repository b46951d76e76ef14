// The grammar check of the user's own edits: in the social post editor, offline (the
// app and the checker come from the device's caches), a planted error is underlined with
// Harper's message and a fix; the text changes only when the user applies the fix.
import { expect, test } from '@playwright/test';
import { waitForController } from './pages/pwa.ts';
import { createStudioAccount, ContentPage } from './pages/content-page.ts';

test('the post editor flags a planted grammar error offline and applies the fix the user picks', async ({ page, request }) => {
  const studio = new ContentPage(page);
  await studio.signIn(await createStudioAccount(request, 'grammar'));
  await studio.open('social');
  await waitForController(page);
  // Once online: the checker's files reach the device's caches.
  await page.reload();
  await expect(studio.panel.getByText('Loading your draft...')).toBeHidden();
  await studio.field('What is this post about?').fill('Restorative yoga on Sunday evenings');
  await studio.field('Target audience *').fill('busy parents');
  await studio.addKeywords('Keywords', 'restorative yoga');
  await studio.button('Generate Posts').click();
  const post = studio.panel.getByRole('textbox', { name: 'Instagram post' });
  await expect(post).toBeVisible();
  const check = studio.panel.getByRole('region', { name: 'Grammar check: Instagram post' });
  await expect(check.getByRole('status')).toHaveText(/No grammar issues found|grammar issue/, { timeout: 30_000 });

  await studio.goOffline();
  await page.reload();
  await expect(studio.panel.getByText('Loading your draft...')).toBeHidden();
  const planted = 'Bring a a blanket and join us this evening.';
  await post.fill(planted);
  const issue = check.getByRole('listitem').filter({ has: page.locator('mark', { hasText: 'a a' }) });
  await expect(issue).toBeVisible({ timeout: 30_000 });
  await expect(check.getByRole('status')).toHaveText('1 grammar issue');
  // Nothing changes by itself.
  await expect(post).toHaveValue(planted);
  await issue.getByRole('button', { name: 'Replace with “a”' }).click();
  await expect(post).toHaveValue('Bring a blanket and join us this evening.');
  await expect(check.getByRole('status')).toHaveText('No grammar issues found.', { timeout: 30_000 });
});
