// The SEO optimizer, video script and image tools of the studio, on top of the
// studio page object. Their results sit in their own tabs (nested tab panels), so
// the tool's panel is found by its id rather than by role.
import { expect, type Locator, type Page } from '@playwright/test';
import { authStorageKey } from '../../sync/config.ts';
import { E2E_ANON_KEY } from '../fixtures/backend-key.ts';
import { ContentPage } from './content-page.ts';

export class ContentTools extends ContentPage {
  override get panel(): Locator {
    return this.page.locator('[id^="studio-panel-"]');
  }

  resultTab(name: string): Locator {
    return this.panel.getByRole('tab', { name, exact: true });
  }

  /** Opens a result tab (Titles & Meta, Keywords, ... / Script, Timing, ...) and returns its panel. */
  async openResultTab(name: string): Promise<Locator> {
    await this.resultTab(name).click();
    await expect(this.resultTab(name)).toHaveAttribute('aria-selected', 'true');
    return this.panel.getByRole('tabpanel', { name });
  }

  get imageQueue(): Locator {
    return this.card('Image Queue');
  }

  /** Queue entries, optionally only those with a status (Queued, Generating..., Done, Failed). */
  queueItems(status?: string): Locator {
    const items = this.imageQueue.getByRole('listitem');
    return status ? items.filter({ has: this.page.getByText(status, { exact: true }) }) : items;
  }
}

/** Rows of one of the signed-in user's tables on the server, read with their own token (row level security applies). */
export async function serverRows(page: Page, table: string, query: string): Promise<unknown[]> {
  const token = await page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? '{}').access_token as string, authStorageKey(page.url()));
  const response = await page.request.get(`/rest/v1/${table}?${query}`, { headers: { apikey: E2E_ANON_KEY, authorization: `Bearer ${token}` } });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as unknown[];
}
