// Team review in the browser: items a staff member made in the owner's studio (seeded
// through the REST API as another device would), the review panel of a history item,
// and the owner's "Waiting for your review" card.
import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';
import { authStorageKey } from '../../sync/config.ts';
import { E2E_ANON_KEY } from '../fixtures/backend-key.ts';

async function sessionOf(page: Page): Promise<{ access_token: string; user: { id: string } }> {
  const raw = await page.evaluate((key) => localStorage.getItem(key), authStorageKey(page.url()));
  const session = JSON.parse(raw ?? 'null');
  expect(session, 'a signed-in session in localStorage').not.toBeNull();
  return session;
}

export async function userIdOf(page: Page): Promise<string> {
  return (await sessionOf(page)).user.id;
}

/** Drafts made by the signed-in user in `studioId`, on the server. */
export async function seedStudioDrafts(page: Page, request: APIRequestContext, studioId: string, titles: readonly string[]): Promise<void> {
  const { access_token } = await sessionOf(page);
  const response = await request.post('/rest/v1/content_history', {
    headers: { apikey: E2E_ANON_KEY, Authorization: `Bearer ${access_token}`, Prefer: 'return=minimal' },
    data: titles.map((title) => ({ title, studio_id: studioId, content_type: 'social', content: `${title}: join us by the lagoon.`, word_count: 6, status: 'draft' })),
  });
  expect(response.status(), await response.text()).toBe(201);
}

export class ReviewDialog {
  readonly dialog: Locator;
  readonly panel: Locator;

  constructor(readonly page: Page, title: string) {
    this.dialog = page.getByRole('dialog', { name: title });
    this.panel = this.dialog.getByRole('region', { name: 'Review' });
  }

  /** Opens the item from the history list (Settings -> History). */
  static async fromHistory(page: Page, title: string): Promise<ReviewDialog> {
    await page.getByRole('button', { name: title, exact: true }).click();
    const dialog = new ReviewDialog(page, title);
    await expect(dialog.panel).toBeVisible();
    return dialog;
  }

  button(name: string): Locator {
    return this.panel.getByRole('button', { name, exact: true });
  }

  async close(): Promise<void> {
    await this.page.keyboard.press('Escape');
    await expect(this.dialog).toBeHidden();
  }
}

export function reviewQueue(page: Page): Locator {
  return page.getByRole('region', { name: /Waiting for your review/ });
}
