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
  await shell.open('/contact');
  await expect(shell.page.getByText('Loading...')).toHaveCount(0);
  await expect(shell.page.getByRole('banner')).toHaveCount(1);
});

test('the public pages arrive drawn: without scripts a visitor reads the landing page, the FAQ and the policies', async ({ browser, baseURL }) => {
  const bare = await browser.newContext({ baseURL, javaScriptEnabled: false });
  const page = await bare.newPage();
  for (const [path, heading] of [
    ['/', 'AI content creation for wellness professionals'],
    ['/faq', 'Frequently Asked Questions'],
    ['/about', 'About Us'],
    ['/privacy', 'Privacy Policy'],
    ['/terms', 'Terms of Service'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }), path).toHaveText(heading);
    await expect(page.getByText('Loading...'), path).toHaveCount(0);
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Login' }), path).toHaveAttribute('href', '/login');
  }
  // A link still works without the app: the browser follows it.
  await page.getByRole('contentinfo').getByRole('link', { name: 'FAQ' }).click();
  await expect(page).toHaveURL('/faq');
  await bare.close();
});

test('the sign-in page arrives drawn with its form disabled, and the app enables it', async ({ browser, baseURL, page, shell }) => {
  // Without scripts nothing can be typed, so the browser never sends the form itself.
  const bare = await browser.newContext({ baseURL, javaScriptEnabled: false });
  const drawn = await bare.newPage();
  await drawn.goto('/login');
  await expect(drawn.getByRole('heading', { level: 1 })).toHaveText('Sign in to your account');
  for (const field of [drawn.getByLabel('Email address'), drawn.getByLabel('Password', { exact: true }), drawn.getByRole('button', { name: 'Sign in', exact: true })]) {
    await expect(field).toBeDisabled();
  }
  await bare.close();
  await shell.open('/login');
  await page.getByLabel('Email address').fill('hello@example.com');
  await expect(page.getByLabel('Email address')).toHaveValue('hello@example.com');
  await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeEnabled();
  await expect(page.getByRole('button', { name: 'Continue with Google' })).toBeEnabled();
});

test('the app takes over a drawn page as it is (no element drawn again, no error) and then runs it', async ({ page, shell }) => {
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      Object.assign(window, { drawnHeading: document.querySelector('h1'), drawnFooter: document.querySelector('footer') });
    });
  });
  await shell.open('/faq');
  const kept = await page.evaluate(() => {
    const drawn = window as unknown as { drawnHeading: Element | null; drawnFooter: Element | null };
    return { heading: drawn.drawnHeading?.textContent, same: drawn.drawnHeading === document.querySelector('h1') && drawn.drawnFooter === document.querySelector('footer') };
  });
  expect(kept).toEqual({ heading: 'Frequently Asked Questions', same: true });
  // The app's code was asked for once the page had painted.
  const order = await page.evaluate(() => ({
    painted: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
    entry: performance.getEntriesByType('resource').find((entry) => /\/assets\/index-[^/]+\.js$/.test(entry.name))?.startTime ?? Number.NaN,
  }));
  expect(order.entry).toBeGreaterThanOrEqual(order.painted);
  // The footer's year is the visitor's, written in once the app runs.
  await expect(shell.footer).toContainText(`© ${new Date().getFullYear()} Serenity Digital Ltd`);
  // The app now answers clicks itself: the next page opens without loading the document again.
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  await shell.mainNav.getByRole('link', { name: 'Get Started' }).click();
  await expect(page).toHaveURL('/signup');
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
});
