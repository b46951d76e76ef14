// The landing page a visitor sees: hero, the nine tools, testimonials, pricing, CTA.
import { TOOLS_IN_TAB_ORDER } from '../domain/tools.ts';
import { expect, test } from './fixtures/test.ts';

// Some tests hold or fail the pricing request: no service worker in between.
test.use({ serviceWorkers: 'block' });

test('the hero invites visitors to start and to learn more', async ({ page, landing }) => {
  await landing.open();
  await expect(page.getByText('1000+').first()).toBeVisible();
  await expect(page.getByText('300%')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Start Creating Now' })).toHaveAttribute('href', '/signup');
  await expect(page.getByRole('link', { name: 'Learn More' })).toHaveAttribute('href', '/about');
});

test('nine tool cards open the studio on their tab', async ({ landing }) => {
  await landing.open();
  await expect(landing.toolCards).toHaveCount(9);
  for (const tool of TOOLS_IN_TAB_ORDER) {
    await expect(landing.toolCards.filter({ hasText: tool.label })).toHaveAttribute('href', `/content?tab=${tool.tab}`);
  }
});

test('three five-star testimonials', async ({ page, landing }) => {
  await landing.open();
  await expect(landing.testimonials).toHaveCount(3);
  await expect(page.getByRole('img', { name: 'Rated 5 out of 5' })).toHaveCount(3);
});

test('pricing shows monthly plans, one Most Popular, each leading to sign-up', async ({ landing }) => {
  await landing.open();
  await landing.waitForPlans();
  const count = await landing.planCards.count();
  expect(count).toBeGreaterThanOrEqual(1);
  await expect(landing.pricing.getByText('Most Popular', { exact: true })).toHaveCount(count > 1 ? 1 : 0);
  for (const card of await landing.planCards.all()) {
    await expect(card).toContainText(/\$\d+(\.\d\d)?\/month/);
    await expect(card.getByRole('link')).toHaveAttribute('href', '/signup');
  }
});

test('pricing falls back to Starter, Professional and Studio when the request fails', async ({ page, landing }) => {
  await page.route('**/rest/v1/subscription_plans**', (route) => route.abort());
  await landing.open();
  await landing.waitForPlans();
  await expect(landing.planCards).toHaveCount(3);
  await expect(landing.planCards.nth(0)).toContainText('Starter');
  await expect(landing.planCards.nth(0)).toContainText('$29.00/month');
  await expect(landing.planCards.nth(1)).toContainText('$79.00/month');
  await expect(landing.planCards.nth(1)).toContainText('Most Popular');
  await expect(landing.planCards.nth(2)).toContainText('$149.00/month');
  await expect(landing.planCards.nth(2)).toContainText('Unlimited');
});

test('pricing says it is loading until the plans arrive', async ({ page, landing }) => {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/rest/v1/subscription_plans**', async (route) => {
    await held;
    await route.continue();
  });
  await landing.open();
  await expect(landing.pricing.getByText('Loading pricing plans...')).toBeVisible();
  release();
  await landing.waitForPlans();
});

test('the closing call to action offers a free trial and a demo', async ({ page, landing }) => {
  await landing.open();
  await expect(page.getByRole('link', { name: 'Start Your Free Trial' })).toHaveAttribute('href', '/signup');
  await expect(page.getByRole('link', { name: 'Get a Demo' })).toHaveAttribute('href', '/contact');
});
