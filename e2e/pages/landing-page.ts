import { expect, type Locator, type Page } from '@playwright/test';
import { PRICING } from '../../src/features/landing/messages.ts';
import { appRuns } from './app-shell.ts';

export class LandingPage {
  constructor(readonly page: Page) {}

  async open(): Promise<void> {
    await this.page.goto('/');
    await expect(this.page.getByRole('heading', { level: 1 })).toBeVisible();
    await appRuns(this.page);
  }

  get hero(): Locator {
    return this.page.locator('section').first();
  }

  get features(): Locator {
    return this.page.locator('#features');
  }

  get pricing(): Locator {
    return this.page.locator('#pricing');
  }

  get toolCards(): Locator {
    return this.features.getByRole('link');
  }

  get planCards(): Locator {
    return this.pricing.getByRole('article');
  }

  get testimonials(): Locator {
    return this.page.getByRole('figure');
  }

  async waitForPlans(): Promise<void> {
    await expect(this.pricing.getByText(PRICING.loading)).toHaveCount(0);
    await expect(this.planCards.first()).toBeVisible();
  }
}
