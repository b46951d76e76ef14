// The administrator's catalog in Chromium: plans (create, edit, deactivate,
// delete) feed the landing page's pricing; master prompts reach the studio owner.
import { randomUUID } from 'node:crypto';
import type { Browser } from '@playwright/test';
import { DEMO_ADMIN, DEMO_STUDIO } from './fixtures/demo-accounts.ts';
import { signInAs } from './fixtures/sign-in.ts';
import { expect, test } from './fixtures/test.ts';
import { AdminPage, restHeaders, sessionOf } from './pages/admin-page.ts';
import { LandingPage } from './pages/landing-page.ts';

/** The plan cards a visitor sees on the landing page (a fresh browser: no service worker cache). */
async function visitorPlanNames(browser: Browser): Promise<string[]> {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL, serviceWorkers: 'block' });
  const landing = new LandingPage(await context.newPage());
  await landing.open();
  await landing.waitForPlans();
  const names = await landing.planCards.evaluateAll((cards) => cards.map((card) => card.getAttribute('aria-label') ?? ''));
  const prices = await landing.planCards.allInnerTexts();
  await context.close();
  return names.map((name, index) => `${name}: ${/\S+\/month/.exec(prices[index] ?? '')?.[0] ?? ''}`);
}

test.describe('as the administrator', () => {
  let admin: AdminPage;

  test.beforeEach(async ({ page }) => {
    await signInAs(page, DEMO_ADMIN);
    admin = new AdminPage(page);
  });

  test('create, edit, deactivate and delete a plan; the landing page pricing follows', async ({ page, browser }) => {
    await admin.open('plans');
    await expect(admin.card('Professional')).toContainText('$79.00/month');

    await admin.fillPlan({ price: '-5' });
    await admin.planForm.getByRole('button', { name: 'Create Plan' }).click();
    await expect(admin.planForm.getByText('Plan name is required')).toBeVisible();
    await expect(admin.planForm.getByText('Credits limit must be at least 1')).toBeVisible();
    await expect(admin.planForm.getByText('Price must be at least 0')).toBeVisible();
    await expect(admin.planForm.getByLabel('Currency')).toHaveValue('USD');

    await admin.fillPlan({ name: 'Retreat Circle', credits: '1500', price: '119', features: 'Weekly live sessions\n\n  \nRetreat planning kit\n' });
    await admin.planForm.getByRole('button', { name: 'Create Plan' }).click();
    await expect(admin.toast('Plan created successfully')).toBeVisible();
    const card = admin.card('Retreat Circle');
    await expect(card).toContainText('$119.00/month');
    await expect(card).toContainText('1,500 credits');
    await expect(card).toContainText('Active');
    await expect(card.getByRole('listitem')).toHaveText(['Weekly live sessions', 'Retreat planning kit']);
    await expect(admin.planForm.getByLabel('Plan name')).toHaveValue('');
    expect(await visitorPlanNames(browser)).toContain('Retreat Circle plan: $119.00/month');

    // Edit mode, then Cancel leaves it untouched.
    await card.getByRole('button', { name: 'Edit' }).click();
    await expect(admin.panel.getByRole('heading', { name: 'Edit Plan' })).toBeVisible();
    await expect(admin.planForm.getByLabel('Features')).toHaveValue('Weekly live sessions\nRetreat planning kit');
    await admin.fillPlan({ price: '1' });
    await admin.planForm.getByRole('button', { name: 'Cancel' }).click();
    await expect(admin.panel.getByRole('heading', { name: 'Create Plan' })).toBeVisible();
    await expect(card).toContainText('$119.00/month');

    await card.getByRole('button', { name: 'Edit' }).click();
    await admin.fillPlan({ price: '99.5' });
    await admin.planForm.getByLabel('Currency').selectOption('EUR');
    await admin.planForm.getByRole('button', { name: 'Update Plan' }).click();
    await expect(admin.toast('Plan updated successfully')).toBeVisible();
    // Each price in its plan's currency, with two decimals, here and on the landing page.
    await expect(card).toContainText('€99.50/month');
    expect(await visitorPlanNames(browser)).toContain('Retreat Circle plan: €99.50/month');

    await card.getByRole('button', { name: 'Edit' }).click();
    await expect(admin.activePlanSwitch).toHaveAttribute('aria-checked', 'true');
    await admin.activePlanSwitch.click();
    await expect(admin.activePlanSwitch).toHaveAttribute('aria-checked', 'false');
    await admin.planForm.getByRole('button', { name: 'Update Plan' }).click();
    await expect(card).toContainText('Inactive');
    const visible = await visitorPlanNames(browser);
    expect(visible.some((entry) => entry.startsWith('Retreat Circle'))).toBe(false);
    expect(visible).toContain('Professional plan: $79.00/month');

    await card.getByRole('button', { name: 'Delete' }).click();
    await expect(admin.dialog).toContainText('Are you sure you want to delete this plan?');
    await admin.confirm('Delete');
    await expect(admin.toast('Plan deleted successfully')).toBeVisible();
    await expect(card).toHaveCount(0);
    await page.reload();
    await expect(admin.card('Professional')).toBeVisible();
    await expect(admin.card('Retreat Circle')).toHaveCount(0);
  });

  test('a plan with subscribers cannot be deleted', async () => {
    await admin.open('plans');
    await admin.card('Starter').getByRole('button', { name: 'Delete' }).click();
    await admin.confirm('Delete');
    await expect(admin.toast('Failed to delete plan')).toBeVisible();
    await expect(admin.card('Starter')).toBeVisible();
  });

  test('create a master prompt: the studio owner reads it among the active seo prompts', async ({ request }) => {
    await admin.open();
    await expect(admin.tab('prompts')).toHaveAttribute('aria-selected', 'true');
    await expect(admin.panel.getByRole('heading', { name: 'SEO Content Optimizer' })).toBeVisible();

    await admin.panel.getByRole('button', { name: 'New Prompt' }).click();
    await admin.dialog.getByRole('button', { name: 'Save Prompt' }).click();
    await expect(admin.toast('Please fill in all fields')).toBeVisible();
    await expect(admin.toast('Validation Error')).toBeVisible();

    const name = `Spa local search ${randomUUID().slice(0, 6)}`;
    await admin.dialog.getByLabel('Name').fill(name);
    await admin.dialog.getByLabel('Content type').selectOption({ label: 'SEO Content Optimizer' });
    await admin.dialog.getByLabel('Tone').selectOption('Wellness');
    await admin.dialog.getByLabel('Prompt text').fill('Optimise {content} for spa searches in {location} with {keywords}.');
    await admin.dialog.getByRole('button', { name: 'Save Prompt' }).click();
    await expect(admin.toast('Prompt created successfully')).toBeVisible();
    const card = admin.card(name);
    await expect(card).toContainText('Wellness');
    await expect(admin.panel.getByRole('region', { name: /SEO Content Optimizer/ }).getByRole('article', { name })).toBeVisible();

    const studio = await sessionOf(request, DEMO_STUDIO);
    const seoNames = async () => {
      const response = await request.get('/rest/v1/master_prompts?select=*&content_type=eq.seo&is_active=eq.true', { headers: restHeaders(studio) });
      return ((await response.json()) as { name: string }[]).map((prompt) => prompt.name);
    };
    const snapshotNames = async () => {
      const response = await request.post('/rest/v1/rpc/sync_snapshot', { headers: restHeaders(studio), data: { p_table: 'master_prompts' } });
      return ((await response.json()) as { name: string; content_type: string }[]).filter((p) => p.content_type === 'seo').map((p) => p.name);
    };
    expect(await seoNames()).toContain(name);
    expect(await snapshotNames()).toContain(name);

    await card.getByRole('button', { name: 'Deactivate' }).click();
    await expect(card).toContainText('Inactive');
    expect(await seoNames()).not.toContain(name);
    expect(await snapshotNames()).not.toContain(name);

    await card.getByRole('button', { name: 'Edit' }).click();
    await expect(admin.dialog.getByLabel('Name')).toHaveValue(name);
    await admin.dialog.getByLabel('Tone').selectOption('Expert');
    await admin.dialog.getByRole('button', { name: 'Save Prompt' }).click();
    await expect(admin.toast('Prompt updated successfully')).toBeVisible();
    await expect(card).toContainText('Expert');

    await card.getByRole('button', { name: 'Delete' }).click();
    await admin.confirm('Delete');
    await expect(admin.toast('Prompt deleted successfully')).toBeVisible();
    await expect(card).toHaveCount(0);
  });

});
