// The content page (/content) as a person uses it: tabs, each tool's fields by
// their labels, buttons by their names, toasts, results, the recent list.
import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';
import { authStorageKey } from '../../sync/config.ts';
import { E2E_ANON_KEY } from '../fixtures/backend-key.ts';
import { signInAs } from '../fixtures/sign-in.ts';
import { latestMail, uniqueEmail } from '../support/mailbox.ts';
import { waitForController } from './pwa.ts';

export type Account = { email: string; password: string };

/** A fresh, confirmed studio account (the e2e server has email confirmation on). */
export async function createStudioAccount(request: APIRequestContext, prefix = 'studio'): Promise<Account> {
  const account = { email: uniqueEmail(prefix), password: 'Lotus-flow-2025' };
  const response = await request.post('/auth/v1/signup', {
    headers: { apikey: E2E_ANON_KEY },
    data: { ...account, data: { full_name: 'Asha Lotus', business_name: 'Lotus Flow Studio', business_type: 'yoga-studio' } },
  });
  expect(response.status(), await response.text()).toBe(200);
  const mail = await latestMail(request, account.email, 'confirmation');
  expect((await request.get(mail.link, { maxRedirects: 0 })).status()).toBe(303);
  return account;
}

/** Writes rows as the account through the REST API, as another device of the user would. */
export async function insertAs(request: APIRequestContext, account: Account, table: string, rows: Record<string, unknown>[]): Promise<void> {
  const token = await request.post('/auth/v1/token?grant_type=password', { headers: { apikey: E2E_ANON_KEY }, data: account });
  expect(token.status()).toBe(200);
  const { access_token } = await token.json();
  const response = await request.post(`/rest/v1/${table}`, {
    headers: { apikey: E2E_ANON_KEY, authorization: `Bearer ${access_token}`, 'content-type': 'application/json' },
    data: rows,
  });
  expect(response.status(), await response.text()).toBe(201);
}

/** Changes the account's rows matching `filter` (PostgREST's, e.g. "content_type=eq.blog") as another device of the user would. */
export async function updateAs(request: APIRequestContext, account: Account, table: string, filter: string, patch: Record<string, unknown>): Promise<void> {
  const token = await request.post('/auth/v1/token?grant_type=password', { headers: { apikey: E2E_ANON_KEY }, data: account });
  expect(token.status()).toBe(200);
  const { access_token } = await token.json();
  const response = await request.patch(`/rest/v1/${table}?${filter}`, {
    headers: { apikey: E2E_ANON_KEY, authorization: `Bearer ${access_token}`, 'content-type': 'application/json', Prefer: 'return=representation' },
    data: patch,
  });
  expect(response.status(), await response.text()).toBe(200);
  expect(await response.json()).toHaveLength(1);
}

export class ContentPage {
  constructor(readonly page: Page) {}

  /** Signs in, turns the simulated delays off (unless kept) and opens a tool. */
  async signIn(account: Account, options: { keepDelays?: boolean } = {}): Promise<void> {
    await signInAs(this.page, account);
    if (!options.keepDelays) await this.page.evaluate(() => localStorage.setItem('studio_delay_ms', '0'));
  }

  async open(tab?: string): Promise<void> {
    await this.page.goto(tab ? `/content?tab=${tab}` : '/content');
    await expect(this.heading).toHaveText('Content Studio');
    await expect(this.panel.getByText('Loading your draft...')).toBeHidden();
  }

  /** After one online visit the service worker controls the page; the tests then go offline. */
  async goOffline(): Promise<void> {
    await waitForController(this.page);
    await this.page.context().setOffline(true);
  }

  /** Rows the server holds for the signed-in user (RLS applies), to see what sync delivered. */
  async serverRows(table: string, select: string): Promise<Record<string, unknown>[]> {
    const token = await this.page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? '{}').access_token as string, authStorageKey(this.page.url()));
    const response = await this.page.request.get(`/rest/v1/${table}?select=${select}`, {
      headers: { apikey: E2E_ANON_KEY, authorization: `Bearer ${token}` },
    });
    expect(response.status(), await response.text()).toBe(200);
    return response.json();
  }

  /** The tool's draft as this device's database holds it (RxDB's Dexie storage: one IndexedDB database per collection). */
  async deviceDraft(contentType: string): Promise<{ form: Record<string, unknown>; output: unknown } | null> {
    return this.page.evaluate(async (type) => {
      const names = (await indexedDB.databases()).map((info) => info.name ?? '');
      const name = names.find((candidate) => candidate.startsWith('rxdb-dexie-studio-') && candidate.endsWith('--generator_drafts'));
      if (!name) return null;
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const request = indexedDB.open(name);
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error);
      });
      try {
        const docs = await new Promise<{ content_type: string; form: Record<string, unknown>; output: unknown }[]>((resolve, reject) => {
          const request = db.transaction('docs', 'readonly').objectStore('docs').getAll();
          request.onsuccess = () => resolve(request.result);
          request.onerror = () => reject(request.error);
        });
        return docs.find((doc) => doc.content_type === type) ?? null;
      } finally {
        db.close();
      }
    }, contentType);
  }

  /** Clicks a download button and returns the file's name and text. */
  async download(buttonName: string): Promise<{ name: string; text: string }> {
    const [download] = await Promise.all([this.page.waitForEvent('download'), this.button(buttonName).click()]);
    const path = await download.path();
    const { readFile } = await import('node:fs/promises');
    return { name: download.suggestedFilename(), text: await readFile(path, 'utf8') };
  }

  async clipboard(): Promise<string> {
    return this.page.evaluate(() => navigator.clipboard.readText());
  }

  get heading(): Locator {
    return this.page.getByRole('heading', { level: 1 });
  }

  get tabs(): Locator {
    return this.page.getByRole('tablist', { name: 'Content tools' });
  }

  tab(name: string): Locator {
    return this.tabs.getByRole('tab', { name });
  }

  /** The open tool's tab panel (tools may hold tab panels of their own). */
  get panel(): Locator {
    return this.page.locator('[id^="studio-panel-"][role="tabpanel"]');
  }

  field(label: string): Locator {
    return this.panel.getByLabel(label, { exact: true });
  }

  button(name: string): Locator {
    return this.panel.getByRole('button', { name, exact: true });
  }

  toast(text: string): Locator {
    return this.page.getByRole('status').filter({ hasText: text });
  }

  async expectToast(title: string, description?: string): Promise<void> {
    const toast = this.toast(title).last();
    await expect(toast).toBeVisible();
    if (description) await expect(toast).toContainText(description);
  }

  async addKeywords(label: string, ...keywords: string[]): Promise<void> {
    const input = this.field(label);
    for (const keyword of keywords) {
      await input.fill(keyword);
      await input.press('Enter');
    }
  }

  keyword(name: string): Locator {
    return this.panel.getByRole('button', { name: `Remove keyword ${name}`, exact: true });
  }

  get recent(): Locator {
    return this.panel.getByRole('region', { name: 'Recent in this tool' });
  }

  option(name: string): Locator {
    return this.panel.getByRole('radio', { name });
  }

  radios(group: string): Locator {
    return this.panel.getByRole('group', { name: group }).getByRole('radio');
  }

  card(title: string): Locator {
    return this.panel.getByRole('region', { name: title });
  }
}
