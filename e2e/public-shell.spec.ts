// The shared header and footer of a visitor who is not signed in.
import { expect, test } from './fixtures/test.ts';
import { ACCOUNT_SCREENS } from './pages/public-routes.ts';

test('visitors see Features, Pricing, Login and Get Started', async ({ shell }) => {
  await shell.open('/faq');
  expect(await shell.navLabels()).toEqual(['Features', 'Pricing', 'Login', 'Get Started']);
  await shell.mainNav.getByRole('link', { name: 'Get Started' }).click();
  await expect(shell.page).toHaveURL('/signup');
});

for (const path of ACCOUNT_SCREENS) {
  test(`${path} hides the navigation but keeps the brand`, async ({ shell }) => {
    await shell.open(path);
    await expect(shell.mainNav).toHaveCount(0);
    await expect(shell.menuButton).toHaveCount(0);
    await expect(shell.header.getByRole('link', { name: 'Wellness Content Studio' })).toBeVisible();
  });
}

test('Pricing scrolls to the pricing section on the landing page', async ({ page, shell }) => {
  await shell.open('/');
  await shell.mainNav.getByRole('link', { name: 'Pricing' }).click();
  await expect(page.locator('#pricing')).toBeInViewport();
  await expect(page).toHaveURL('/');
});

test('Features on another page opens the landing page at its features', async ({ page, shell }) => {
  await shell.open('/terms');
  await shell.mainNav.getByRole('link', { name: 'Features' }).click();
  await expect(page).toHaveURL('/#features');
  await expect(page.locator('#features')).toBeInViewport();
});

test('the page scrolls to the top on every path change', async ({ shell }) => {
  await shell.open('/privacy');
  await shell.footer.scrollIntoViewIfNeeded();
  expect(await shell.scrollY()).toBeGreaterThan(200);
  await shell.footer.getByRole('link', { name: 'About Us' }).click();
  await expect(shell.heading).toHaveText('About Us');
  await expect.poll(() => shell.scrollY()).toBe(0);
});

test('the footer links the product, company and support pages and names the company', async ({ shell }) => {
  await shell.open('/contact');
  const links = shell.footer.getByRole('link');
  const hrefs = await links.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href')));
  for (const href of ['/#features', '/#pricing', '/faq', '/about', '/contact', '/privacy', '/terms']) {
    expect(hrefs).toContain(href);
  }
  expect(hrefs).toContain('mailto:hello@example.com');
  for (const column of ['Product', 'Company', 'Support']) {
    await expect(shell.footer.getByRole('heading', { name: column })).toBeVisible();
  }
  await expect(shell.footer).toContainText('Serenity Digital Ltd');
  await expect(shell.footer).toContainText('Mauritius');
});

test('the footer Pricing link opens the landing page at its pricing', async ({ page, shell }) => {
  await shell.open('/faq');
  await shell.footer.getByRole('link', { name: 'Pricing' }).click();
  await expect(page).toHaveURL('/#pricing');
  await expect(page.locator('#pricing')).toBeInViewport();
});

test('the page is drawn before any script runs: the studio name and a loading status, then the app replaces it', async ({ browser, baseURL }) => {
  // Without scripts: what a phone on a slow network shows while the app's code arrives.
  const bare = await browser.newContext({ baseURL, javaScriptEnabled: false });
  const page = await bare.newPage();
  await page.goto('/dashboard');
  await expect(page.getByRole('banner')).toContainText('Wellness Content Studio');
  await expect(page.getByRole('status')).toContainText('Loading...');
  await bare.close();
});

test('the app replaces the pre-drawn page with its own', async ({ shell }) => {
  await shell.open('/faq');
  await expect(shell.page.getByText('Loading...')).toHaveCount(0);
  await expect(shell.page.getByRole('banner')).toHaveCount(1);
});
