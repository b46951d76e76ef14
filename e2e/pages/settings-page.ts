// /settings: its tabs, the preference forms, tone templates, history and analytics.
import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';
import { authStorageKey } from '../../sync/config.ts';
import { E2E_ANON_KEY } from '../fixtures/backend-key.ts';

export type SeedItem = { title: string; content_type: string; status?: string; word_count: number; content?: string; created_at?: string; scheduled_for?: string; metadata?: Record<string, unknown> };

/** Content history made on the server for the signed-in user (as another device would), via the REST API. */
export async function seedHistory(page: Page, request: APIRequestContext, items: readonly SeedItem[]): Promise<void> {
  const key = authStorageKey(page.url());
  const session = JSON.parse((await page.evaluate((name) => localStorage.getItem(name), key)) ?? 'null') as { access_token: string } | null;
  expect(session, 'a signed-in session in localStorage').not.toBeNull();
  const response = await request.post('/rest/v1/content_history', {
    headers: { apikey: E2E_ANON_KEY, Authorization: `Bearer ${session?.access_token}`, Prefer: 'return=minimal' },
    // A bulk insert sends every row with the same columns, so each row names them all.
    // A scheduled item has its date: the day after it was made, unless the item says.
    data: items.map((item) => {
      const row: Record<string, unknown> = { status: 'draft', content: '', created_at: new Date().toISOString(), scheduled_for: null, ...item };
      if (row.status === 'scheduled' && !row.scheduled_for) row.scheduled_for = new Date(Date.parse(String(row.created_at)) + 86_400_000).toISOString();
      return row;
    }),
  });
  expect(response.status(), await response.text()).toBe(201);
}

export class SettingsPage {
  constructor(readonly page: Page) {}

  async open(tab?: string): Promise<void> {
    await this.page.goto(tab ? `/settings?tab=${tab}` : '/settings');
    await expect(this.page.getByRole('heading', { level: 1, name: 'Settings & Analytics' })).toBeVisible();
  }

  tab(name: string): Locator {
    return this.page.getByRole('tab', { name, exact: true });
  }

  async selectTab(name: string): Promise<void> {
    await this.tab(name).click();
    await expect(this.tab(name)).toHaveAttribute('aria-selected', 'true');
  }

  // Preferences
  preferenceForm(name: 'Blog' | 'Social Media' | 'Newsletter' | 'Website'): Locator {
    return this.page.getByRole('form', { name: `${name} preferences` });
  }

  // Templates
  get templateDialog(): Locator {
    return this.page.getByRole('dialog');
  }

  /** The dialog's title: the dialog element itself has no box of its own (its panel is fixed). */
  get templateDialogTitle(): Locator {
    return this.templateDialog.getByRole('heading', { name: /Tone Template$/ });
  }

  templateCard(name: string): Locator {
    return this.page.getByRole('article', { name, exact: true });
  }

  async createTemplate(details: { name: string; description?: string; tone?: string; includeQuestions?: boolean }): Promise<void> {
    await this.page.getByRole('button', { name: 'New Template' }).click();
    const dialog = this.templateDialog;
    await expect(dialog.getByRole('heading', { name: 'Create Tone Template' })).toBeVisible();
    await dialog.getByLabel('Template name').fill(details.name);
    if (details.description) await dialog.getByLabel('Description').fill(details.description);
    if (details.tone) await dialog.getByLabel('Emotional tone').selectOption(details.tone);
    if (details.includeQuestions === false) await dialog.getByLabel('Include questions').uncheck();
    await dialog.getByRole('button', { name: 'Create Template' }).click();
    await expect(this.page.getByText(`"${details.name}" is ready to use.`)).toBeVisible();
    await expect(this.page.getByText('Template Created!').first()).toBeVisible();
    await expect(this.templateDialogTitle).toBeHidden();
    await expect(this.templateCard(details.name)).toBeVisible();
  }

  // History
  get historyItems(): Locator {
    return this.page.getByRole('list', { name: 'Content History' }).getByRole('listitem');
  }

  get search(): Locator {
    return this.page.getByLabel('Search content');
  }

  get statusFilter(): Locator {
    return this.page.getByLabel('Status', { exact: true });
  }

  get typeFilter(): Locator {
    return this.page.getByLabel('Type', { exact: true });
  }

  async historyTitles(): Promise<string[]> {
    return this.historyItems.getByRole('button').allInnerTexts();
  }

  // Analytics
  stat(label: 'Total Content' | 'This Month' | 'Total Words' | 'Average Words'): Locator {
    return this.page.locator('dl > div').filter({ has: this.page.getByText(label, { exact: true }) }).locator('dd');
  }

  get typeShares(): Locator {
    return this.page.getByRole('list', { name: 'Content by Type' }).getByRole('listitem');
  }

  get weeks(): Locator {
    return this.page.getByRole('list', { name: 'Items per Week' }).getByRole('listitem');
  }
}

/** The signed-in user's rows of a table as the server holds them (REST, the user's own token). */
export async function serverRows<T>(page: Page, request: APIRequestContext, pathAndQuery: string): Promise<T[]> {
  const key = authStorageKey(page.url());
  const session = JSON.parse((await page.evaluate((name) => localStorage.getItem(name), key)) ?? 'null') as { access_token: string } | null;
  const response = await request.get(`/rest/v1/${pathAndQuery}`, {
    headers: { apikey: E2E_ANON_KEY, Authorization: `Bearer ${session?.access_token}` },
  });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as T[];
}
