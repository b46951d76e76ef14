import { expect, type Page, test } from '@playwright/test';
import { AccountPages } from './pages/account-pages.ts';
import { DEMO_STUDIO } from './fixtures/demo-accounts.ts';
import { latestMail, uniqueEmail } from './support/mailbox.ts';

// The server of the e2e run has email confirmation on (playwright.config.ts).

/** supabase-js's refresh: a first try, then retries after 200, 400, ... 12 800 ms (the next would pass its 30 s tick). */
const REFRESH_ATTEMPTS = 8;

/** Token refreshes the page sent that found no network. */
function countFailedRefreshes(page: Page): { count: number } {
  const failed = { count: 0 };
  page.on('requestfailed', (request) => {
    if (request.url().includes('grant_type=refresh_token')) failed.count += 1;
  });
  return failed;
}

test('sign up, confirm by email, sign in, stay signed in offline, sign out', async ({ page, context, request }) => {
  const accounts = new AccountPages(page);
  const email = uniqueEmail('maya');
  const password = 'Lotus-flow-2025';

  await accounts.signUp({ name: 'Maya Ramsamy', email, password, business: 'Lotus Flow Yoga', type: 'yoga-studio' });
  await expect(page.getByText('Please check your email to verify your account.')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  // Before confirming, the server refuses the sign-in with its own message.
  await accounts.signIn(email, password);
  await expect(page.getByText('Sign in failed')).toBeVisible();

  const confirmation = await latestMail(request, email, 'confirmation');
  const confirmed = await request.get(confirmation.link, { maxRedirects: 0 });
  expect(confirmed.status()).toBe(303);

  await accounts.signIn(email, password);
  await expect(page.getByText('You have successfully signed in.')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.reload();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('button', { name: 'Sign Out' }).first()).toBeAttached();

  await accounts.waitForServiceWorker();
  await context.setOffline(true);
  await page.reload();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText('Loading your wellness dashboard...')).toBeHidden();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await context.setOffline(false);

  // The signed-in user's data lives in a device database named after them; sign-out deletes it.
  const userId = await page.evaluate(() => {
    const key = Object.keys(localStorage).find((name) => name.endsWith('-auth-token')) as string;
    return JSON.parse(localStorage.getItem(key) as string).user.id as string;
  });
  const userDatabases = () =>
    page.evaluate(async (id) => (await indexedDB.databases()).filter((db) => db.name?.includes(id)).length, userId);
  await expect.poll(userDatabases).toBeGreaterThan(0);

  await accounts.signOut();
  // Gone at once: nothing opens them again while sign-out ends the session (a busy machine deletes 23 slowly).
  await expect.poll(userDatabases, { timeout: 30_000 }).toBe(0);
  await page.reload();
  await expect.poll(userDatabases).toBe(0);
  for (const path of ['/dashboard', '/content', '/settings', '/profile', '/admin']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/login$/);
  }
  expect(await page.evaluate(() => Object.keys(localStorage).filter((key) => key.endsWith('-auth-token')))).toEqual([]);
});

test('a short sign-up password blocks submission and turns the hint into a message', async ({ page }) => {
  const accounts = new AccountPages(page);
  await accounts.signUp({ name: 'Ravi', email: uniqueEmail('ravi'), password: 'short1', business: 'Ravi Spa', type: 'spa-wellness' });
  await expect(page.getByText('Password must be at least 8 characters long.')).toBeVisible();
  await expect(page).toHaveURL(/\/signup$/);
});

test('password reset end to end through the emailed link', async ({ page, request }) => {
  const accounts = new AccountPages(page);
  const email = uniqueEmail('anika');
  await accounts.signUp({ name: 'Anika Devi', email, password: 'First-pass-2025', business: 'Anika Ayurveda', type: 'ayurveda-clinic' });
  await expect(page).toHaveURL(/\/login$/);
  await request.get((await latestMail(request, email, 'confirmation')).link, { maxRedirects: 0 });

  await page.goto('/reset-password');
  await page.getByLabel('Email address').fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('heading', { name: 'Email sent!' })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();

  const recovery = await latestMail(request, email, 'recovery');
  await page.goto(recovery.link);
  await expect(page).toHaveURL(/\/reset-password/);
  await page.getByLabel('New Password', { exact: true }).fill('Second-pass-2025');
  await page.getByLabel('Confirm Password', { exact: true }).fill('Second-pass-2026');
  await page.getByRole('button', { name: 'Update password' }).click();
  await expect(page.getByText('Please make sure both passwords are the same.')).toBeVisible();

  await page.getByLabel('Confirm Password', { exact: true }).fill('Second-pass-2025');
  await page.getByRole('button', { name: 'Update password' }).click();
  await expect(page.getByText('Your password has been successfully updated.')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);

  await accounts.signOut();
  await accounts.signIn(email, 'First-pass-2025');
  await expect(page.getByText('Sign in failed')).toBeVisible();
  await accounts.signIn(email, 'Second-pass-2025');
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('Continue with Google explains that the provider is not enabled here', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  await expect(page.getByText('Google sign-in is not enabled on this server.', { exact: false })).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

test('offline with an expired access token the user stays signed in; sign-out offline still signs out', async ({
  page,
  context,
}) => {
  const accounts = new AccountPages(page);
  await accounts.signIn(DEMO_STUDIO.email, DEMO_STUDIO.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await accounts.waitForServiceWorker();

  // Days offline: the stored access token has expired and no refresh can reach the server.
  await context.setOffline(true);
  await page.clock.install();
  const failedRefreshes = countFailedRefreshes(page);
  await page.evaluate(() => {
    const key = Object.keys(localStorage).find((name) => name.endsWith('-auth-token')) as string;
    const session = JSON.parse(localStorage.getItem(key) as string);
    session.expires_at = Math.floor(Date.now() / 1000) - 3 * 24 * 3600;
    localStorage.setItem(key, JSON.stringify(session));
  });
  await page.reload();
  await expect(page).toHaveURL(/\/dashboard$/);
  // supabase-js retries the refresh with backoff for one 30 s tick, then gives up: run the
  // page's clock through every retry until the last one has failed; still signed in after that.
  await expect
    .poll(
      async () => {
        await page.clock.runFor(100);
        return failedRefreshes.count;
      },
      { intervals: [10], timeout: 30_000 },
    )
    .toBe(REFRESH_ATTEMPTS);
  await page.clock.runFor(5_000);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('button', { name: 'Sign Out' }).first()).toBeAttached();

  await accounts.signOut();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => Object.keys(localStorage).filter((key) => key.includes('-auth-token')))).toEqual([]);
  await page.goto('/settings');
  await expect(page).toHaveURL(/\/login$/);
});
