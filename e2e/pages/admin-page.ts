// The admin dashboard as an administrator uses it: its tabs, the plan form and
// cards, subscription cards, master prompt cards and dialog, payment settings.
// Locators go by role and accessible name, as a person would find them. Below the
// page object, the direct backend calls the admin suites use to set a scene
// (sessions of the demo accounts, usage records) and to read what the server holds.
import { randomUUID } from 'node:crypto';
import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';
import { E2E_ANON_KEY } from '../fixtures/backend-key.ts';
import type { AdminTab } from '../../src/features/admin/admin-tabs.ts';
import { ADMIN, ADMIN_TAB_LABELS } from '../../src/features/admin/messages.ts';

export type PlanFields = { name?: string; credits?: string; price?: string; currency?: string; features?: string };

export class AdminPage {
  constructor(readonly page: Page) {}

  async open(tab?: AdminTab): Promise<void> {
    await this.page.goto(tab ? `/admin?tab=${tab}` : '/admin');
    await expect(this.page.getByRole('heading', { level: 1, name: ADMIN.title })).toBeVisible();
  }

  /** Until the service worker controls the page: the app's chunks then load offline too. */
  async waitForServiceWorker(): Promise<void> {
    await this.page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, { timeout: 20_000 });
  }

  tab(tab: AdminTab): Locator {
    return this.page.getByRole('tab', { name: ADMIN_TAB_LABELS[tab] });
  }

  async openTab(tab: AdminTab): Promise<void> {
    await this.tab(tab).click();
    await expect(this.tab(tab)).toHaveAttribute('aria-selected', 'true');
  }

  get panel(): Locator {
    return this.page.getByRole('tabpanel');
  }

  toast(text: string): Locator {
    return this.page.getByRole('status').filter({ hasText: text });
  }

  get dialog(): Locator {
    return this.page.getByRole('dialog');
  }

  /** Answers the open confirmation dialog with the button named `answer`. */
  async confirm(answer: string): Promise<void> {
    await this.dialog.getByRole('button', { name: answer, exact: true }).click();
    await expect(this.dialog).toBeHidden();
  }

  card(name: string): Locator {
    return this.panel.getByRole('article', { name, exact: true });
  }

  // Plans

  get planForm(): Locator {
    return this.panel.locator('form');
  }

  async fillPlan(fields: PlanFields): Promise<void> {
    const form = this.planForm;
    if (fields.name !== undefined) await form.getByLabel('Plan name').fill(fields.name);
    if (fields.credits !== undefined) await form.getByLabel('Credits per month').fill(fields.credits);
    if (fields.price !== undefined) await form.getByLabel('Price per month').fill(fields.price);
    if (fields.currency !== undefined) await form.getByLabel('Currency').selectOption(fields.currency);
    if (fields.features !== undefined) await form.getByLabel('Features').fill(fields.features);
  }

  get activePlanSwitch(): Locator {
    return this.planForm.getByRole('switch', { name: 'Active Plan' });
  }

  // Subscriptions

  get subscriptionSearch(): Locator {
    return this.panel.getByRole('searchbox', { name: 'Search subscriptions' });
  }

  get statusFilter(): Locator {
    return this.panel.getByLabel('Status');
  }

  /** A subscription card's figure, read from its description list ('Credits used' -> '170'). */
  figure(card: Locator, term: string): Locator {
    return card.getByRole('term').filter({ hasText: term }).locator('xpath=following-sibling::dd[1]');
  }
}

export type Account = { email: string; password: string };
export type Session = { access_token: string; user: { id: string } };

export async function sessionOf(request: APIRequestContext, account: Account): Promise<Session> {
  const response = await request.post('/auth/v1/token?grant_type=password', { headers: { apikey: E2E_ANON_KEY }, data: account });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as Session;
}

export function restHeaders(session: Session): Record<string, string> {
  return { apikey: E2E_ANON_KEY, authorization: `Bearer ${session.access_token}` };
}

/** Records content the studio owner made (the metering trigger moves the credits). */
export async function recordUsage(request: APIRequestContext, session: Session, contentType: string, credits: number): Promise<void> {
  const response = await request.post('/rest/v1/usage_tracking', {
    headers: restHeaders(session),
    data: { id: randomUUID(), user_id: session.user.id, content_type: contentType, credits_consumed: credits, word_count: 400 },
  });
  expect(response.status(), await response.text()).toBe(201);
}
