// The dashboard as a studio owner uses it, and how a fresh studio owner gets
// there: signed up through the auth API, confirmed through the dev mailbox, then
// signed in through the login screen (so the app opens the user's device data).
import { type APIRequestContext, type Browser, type BrowserContext, expect, type Locator, type Page } from '@playwright/test';
import { E2E_ANON_KEY } from '../fixtures/backend-key.ts';
import { latestMail, uniqueEmail } from '../support/mailbox.ts';
import { AccountPages } from './account-pages.ts';

export type StudioOwner = { email: string; password: string; business: string };

export async function createStudioOwner(request: APIRequestContext, business = 'Lotus Tide Yoga'): Promise<StudioOwner> {
  const owner = { email: uniqueEmail('studio'), password: 'Lotus-tide-2025', business };
  const response = await request.post('/auth/v1/signup', {
    headers: { apikey: E2E_ANON_KEY },
    data: { email: owner.email, password: owner.password, data: { full_name: 'Leila Hossen', business_name: business, business_type: 'yoga-studio' } },
  });
  expect(response.status(), await response.text()).toBe(200);
  const confirmation = await latestMail(request, owner.email, 'confirmation');
  expect((await request.get(confirmation.link, { maxRedirects: 0 })).status()).toBe(303);
  return owner;
}

export async function signInOwner(page: Page, owner: StudioOwner): Promise<void> {
  const accounts = new AccountPages(page);
  await accounts.signIn(owner.email, owner.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  // The greeting (a paragraph: a tool card's text also starts "Welcome, ...") names the
  // business once the profile has reached this device; "Welcome" on a first visit.
  await expect(page.locator('p').filter({ hasText: /^Welcome( back)?, .+/ })).toBeVisible();
}

/** The same user on a second device: a new browser context, signed in. */
export async function secondDevice(browser: Browser, owner: StudioOwner): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInOwner(page, owner);
  return { context, page };
}

export class DashboardPage {
  constructor(readonly page: Page) {}

  async open(): Promise<void> {
    await this.page.goto('/dashboard');
    await expect(this.page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  }

  get toolLinks(): Locator {
    return this.page.getByRole('region', { name: 'Content Tools' }).getByRole('list').getByRole('link');
  }

  get recentItems(): Locator {
    return this.page.getByRole('list', { name: 'Recent Content' }).getByRole('listitem');
  }

  get credits(): Locator {
    return this.page.getByRole('region', { name: 'Usage & Credits' });
  }

  get creditMeter(): Locator {
    return this.credits.getByRole('meter', { name: 'Credits used this period' });
  }

  monthFigure(label: 'Content created' | 'Words written' | 'Credits used'): Locator {
    return this.page.getByRole('region', { name: 'This Month' }).locator('div').filter({ hasText: label }).locator('dd');
  }
}
