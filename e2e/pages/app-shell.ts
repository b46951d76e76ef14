// The frame around every page: header and its navigation, the phone side menu,
// the footer, the toasts. Locators are found by role and name, as a visitor would.
import { expect, type Locator, type Page } from '@playwright/test';

export class AppShell {
  constructor(readonly page: Page) {}

  get header(): Locator {
    return this.page.getByRole('banner');
  }

  get mainNav(): Locator {
    return this.page.getByRole('navigation', { name: 'Main' });
  }

  get menuButton(): Locator {
    return this.page.getByRole('button', { name: 'Open menu' });
  }

  get menu(): Locator {
    return this.page.getByRole('dialog', { name: 'Menu' });
  }

  get footer(): Locator {
    return this.page.getByRole('contentinfo');
  }

  get offlineIndicator(): Locator {
    return this.header.getByRole('status').filter({ hasText: 'Offline' });
  }

  get heading(): Locator {
    return this.page.getByRole('heading', { level: 1 });
  }

  toast(text: string): Locator {
    return this.page.getByRole('status').filter({ hasText: text });
  }

  /**
   * Opens a path and waits until its page (not a loading screen) shows its h1, and the
   * app runs it: a public page arrives drawn (its h1 before any script), and until the
   * app has taken it over, a button does nothing and a link loads a new document.
   */
  async open(path: string): Promise<void> {
    await this.page.goto(path);
    await expect(this.heading).toBeVisible();
    await appRuns(this.page);
  }

  /** The labels of the navigation entries, in order. */
  async navLabels(container: Locator = this.mainNav): Promise<string[]> {
    // The phone menu loads on first use: wait for it to show its entries.
    await container.getByRole('listitem').first().waitFor();
    return (await container.getByRole('listitem').allInnerTexts()).map((text) => text.trim());
  }

  async scrollY(): Promise<number> {
    return this.page.evaluate(() => window.scrollY);
  }
}

/** Waits until the app has taken over a page that arrived drawn (src/main.tsx removes the mark). */
export async function appRuns(page: Page): Promise<void> {
  await expect(page.locator('#root[data-prerendered]')).toHaveCount(0);
}
