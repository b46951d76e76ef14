// The brand profile form, on /profile (Brand Setup) and in the settings profile tab.
import { expect, type Locator, type Page } from '@playwright/test';

export class BrandPage {
  constructor(readonly page: Page) {}

  async open(): Promise<void> {
    await this.page.goto('/profile');
    await expect(this.page.getByRole('heading', { level: 1, name: 'Brand Setup' })).toBeVisible();
    await expect(this.businessName).toBeVisible();
  }

  get businessName(): Locator {
    return this.page.getByRole('textbox', { name: 'Business name', exact: true });
  }

  get businessType(): Locator {
    return this.page.getByRole('combobox', { name: 'Business type', exact: true });
  }

  get description(): Locator {
    return this.page.getByRole('textbox', { name: 'Business description', exact: true });
  }

  get audience(): Locator {
    return this.page.getByRole('textbox', { name: 'Target Audience', exact: true });
  }

  get keywordInput(): Locator {
    return this.page.getByRole('textbox', { name: 'SEO Keywords', exact: true });
  }

  get progress(): Locator {
    return this.page.getByRole('progressbar', { name: 'Profile Completion' });
  }

  choice(name: string): Locator {
    return this.page.getByRole('checkbox', { name, exact: true });
  }

  slider(name: 'Spiritual to Practical' | 'Calm to Energetic' | 'Formal to Casual' | 'Detailed to Concise'): Locator {
    return this.page.getByRole('slider', { name });
  }

  saveButton(label = 'Save Brand Profile'): Locator {
    return this.page.getByRole('button', { name: label });
  }

  async addKeyword(keyword: string): Promise<void> {
    await this.keywordInput.fill(keyword);
    await this.keywordInput.press('Enter');
    await expect(this.page.getByRole('button', { name: `Remove keyword ${keyword}` })).toBeVisible();
  }

  /** Moves a slider with the keyboard, one step (5) per key press. */
  async nudge(slider: Locator, steps: number): Promise<void> {
    await slider.focus();
    for (let i = 0; i < Math.abs(steps); i++) await slider.press(steps > 0 ? 'ArrowRight' : 'ArrowLeft');
  }

  async expectCompletion(percent: number): Promise<void> {
    await expect(this.progress).toHaveAttribute('aria-valuenow', String(percent));
    await expect(this.page.getByText(`${percent}% complete`)).toBeVisible();
  }
}
