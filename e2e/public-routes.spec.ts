// Every public route renders its page inside the shared header and footer; unknown
// paths show the not-found page; protected routes send visitors to /login.
import { expect, test } from './fixtures/test.ts';
import { PUBLIC_ROUTES } from './pages/public-routes.ts';

for (const route of PUBLIC_ROUTES) {
  test(`${route.path} shows "${route.heading}"`, async ({ page, shell }) => {
    await page.goto(route.path);
    await expect(shell.heading).toHaveText(route.heading);
    await expect(shell.header).toBeVisible();
    await expect(shell.footer).toBeVisible();
  });
}

test('an unknown path shows the 404 page with a way home', async ({ page, shell }) => {
  const logged: string[] = [];
  page.on('console', (message) => logged.push(message.text()));
  await page.goto('/no/such/page');
  await expect(page.getByText('404', { exact: true })).toBeVisible();
  await expect(shell.heading).toHaveText('Oops! Page not found');
  expect(logged.some((line) => line.includes('/no/such/page'))).toBe(true);
  await page.getByRole('link', { name: 'Return to Home' }).click();
  await expect(page).toHaveURL('/');
});

test('a protected route sends a visitor to /login', async ({ page, shell }) => {
  await page.goto('/dashboard');
  await expect(page).toHaveURL('/login');
  await expect(shell.heading).toHaveText('Sign in to your account');
});

for (const path of ['/content?tab=seo', '/profile', '/settings', '/admin']) {
  test(`${path} is protected too`, async ({ page }) => {
    await page.goto(path);
    await expect(page).toHaveURL('/login');
  });
}

test.describe('while the session is being determined', () => {
  // The test holds the backend's answer: no service worker in between.
  test.use({ serviceWorkers: 'block' });

  test('a protected route shows the loading screen, then decides', async ({ page }) => {
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/auth/v1/user', async (route) => {
      await held;
      await route.continue();
    });
    // An emailed link brings a session in the URL; this one is not a valid token.
    await page.goto('/dashboard#access_token=not-a-token&refresh_token=r&expires_in=3600&token_type=bearer');
    await expect(page.getByText('Loading your wellness dashboard...')).toBeVisible();
    release();
    await expect(page).toHaveURL('/login');
  });
});

test('the redirect to /login replaces the history entry', async ({ page, landing }) => {
  await landing.open();
  await landing.toolCards.filter({ hasText: 'Blog Articles' }).click();
  await expect(page).toHaveURL('/login');
  await page.goBack();
  await expect(page).toHaveURL('/');
});
