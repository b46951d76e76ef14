import { expect, type Page } from '@playwright/test';

/** The sign-up, sign-in and password screens, as a person uses them. */
export class AccountPages {
  constructor(private readonly page: Page) {}

  async signUp(details: { name: string; email: string; password: string; business: string; type: string }) {
    await this.page.goto('/signup');
    await this.page.getByLabel('Full name').fill(details.name);
    await this.page.getByLabel('Email address').fill(details.email);
    await this.page.getByLabel('Password', { exact: true }).fill(details.password);
    await this.page.getByLabel('Business name').fill(details.business);
    await this.page.getByLabel('Business type').selectOption(details.type);
    await this.page.getByRole('button', { name: 'Create account' }).click();
  }

  /** The sign-up an invitation leads to: the person's own name, no business. */
  async signUpToJoin(details: { name: string; email: string; password: string }) {
    await expect(this.page.getByLabel('Business name')).toHaveCount(0);
    await this.page.getByLabel('Your name').fill(details.name);
    await expect(this.page.getByLabel('Email address')).toHaveValue(details.email);
    await this.page.getByLabel('Password', { exact: true }).fill(details.password);
    await this.page.getByRole('button', { name: 'Create account' }).click();
  }

  async signIn(email: string, password: string) {
    await this.page.goto('/login');
    await this.page.getByLabel('Email address').fill(email);
    await this.page.getByLabel('Password', { exact: true }).fill(password);
    await this.page.getByRole('button', { name: 'Sign in', exact: true }).click();
  }

  async signOut() {
    const menu = this.page.getByRole('button', { name: /open menu/i });
    if (await menu.isVisible()) await menu.click();
    await this.page.getByRole('button', { name: 'Sign Out' }).first().click();
    await expect(this.page.getByText('You have been successfully signed out.')).toBeVisible();
  }

  async waitForServiceWorker() {
    await this.page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, { timeout: 20_000 });
  }
}
