// The admin dashboard's frame in Chromium: tabs in the URL, the API key
// placeholders, payment settings in this browser, the offline notice, accessibility
// on a phone, and the access page a studio owner gets instead.
import { seriousA11yViolations } from './fixtures/axe.ts';
import { DEMO_ADMIN, DEMO_STUDIO } from './fixtures/demo-accounts.ts';
import { signInAs } from './fixtures/sign-in.ts';
import { expect, test } from './fixtures/test.ts';
import { AdminPage } from './pages/admin-page.ts';

test.describe('as the administrator', () => {
  let admin: AdminPage;

  test.beforeEach(async ({ page }) => {
    await signInAs(page, DEMO_ADMIN);
    admin = new AdminPage(page);
  });

  test('tabs live in the URL; the API keys are placeholders', async ({ page }) => {
    await admin.open();
    await expect(page.getByText('Administrator', { exact: true })).toBeVisible();
    await expect(page.getByRole('tab')).toHaveText(['Master Prompts', 'API Configuration', 'Plans', 'Subscriptions', 'Analytics', 'Payments']);
    await admin.openTab('api');
    await expect(page).toHaveURL(/\/admin\?tab=api$/);
    await expect(admin.panel.getByLabel('AI model API key')).toBeDisabled();
    await expect(admin.panel.getByLabel('Image provider API key')).toBeDisabled();
    await expect(admin.panel.getByText('IMAGE_PROVIDER_API_KEY', { exact: true })).toBeVisible();

    await admin.openTab('plans');
    await expect(page).toHaveURL(/\/admin\?tab=plans$/);
    await page.goBack();
    await expect(admin.tab('api')).toHaveAttribute('aria-selected', 'true');
    await page.goto('/admin?tab=nonsense');
    await expect(admin.tab('prompts')).toHaveAttribute('aria-selected', 'true');
  });

  test('payment settings: defaults, validation, save to this browser, test connection', async ({ page }) => {
    await admin.open('payments');
    const panel = admin.panel;
    await expect(panel.getByLabel('Environment')).toHaveValue('sandbox');
    await expect(panel.getByLabel('Default currency')).toHaveValue('USD');
    await expect(panel.getByLabel('Tax rate (%)')).toHaveValue('0');
    await expect(panel.getByLabel('Payment grace period (days)')).toHaveValue('3');
    for (const name of ['Enable invoicing', 'Automatically retry failed payments', 'Send payment notifications']) {
      await expect(panel.getByRole('switch', { name })).toHaveAttribute('aria-checked', 'true');
    }
    await expect(panel.getByText('No transactions yet')).toBeVisible();
    await expect(panel.getByRole('complementary', { name: 'Security notice' })).toBeVisible();

    await panel.getByRole('button', { name: 'Test Connection' }).click();
    await expect(admin.toast('Please enter PayPal Client ID first')).toBeVisible();

    await panel.getByLabel('Tax rate (%)').fill('101');
    await panel.getByLabel('Payment grace period (days)').fill('2.5');
    await panel.getByRole('button', { name: 'Save Settings' }).click();
    await expect(panel.getByText('PayPal Client ID is required')).toBeVisible();
    await expect(panel.getByText('Tax rate must be between 0 and 100')).toBeVisible();
    await expect(panel.getByText('Grace period must be a whole number of days between 0 and 30')).toBeVisible();
    await expect(panel.getByLabel('PayPal Client ID')).toBeFocused();
    expect(await page.evaluate(() => localStorage.getItem('payment_settings'))).toBeNull();

    await panel.getByLabel('PayPal Client ID').fill('AZ-serenity-sandbox');
    await panel.getByLabel('Tax rate (%)').fill('15');
    await panel.getByLabel('Payment grace period (days)').fill('31');
    await panel.getByRole('button', { name: 'Save Settings' }).click();
    await expect(panel.getByText('Grace period must be a whole number of days between 0 and 30')).toBeVisible();
    await panel.getByLabel('Payment grace period (days)').fill('7');
    await panel.getByLabel('Default currency').selectOption('EUR');
    await panel.getByRole('switch', { name: 'Enable invoicing' }).click();
    await panel.getByRole('button', { name: 'Save Settings' }).click();
    await expect(admin.toast('Payment settings saved successfully')).toBeVisible();
    expect(JSON.parse((await page.evaluate(() => localStorage.getItem('payment_settings'))) ?? '{}')).toEqual({
      paypal_client_id: 'AZ-serenity-sandbox',
      paypal_environment: 'sandbox',
      default_currency: 'EUR',
      tax_rate: 15,
      enable_invoicing: false,
      payment_grace_period: 7,
      auto_retry_failed_payments: true,
      send_payment_notifications: true,
    });

    await page.reload();
    await expect(panel.getByLabel('PayPal Client ID')).toHaveValue('AZ-serenity-sandbox');
    await expect(panel.getByRole('switch', { name: 'Enable invoicing' })).toHaveAttribute('aria-checked', 'false');

    await panel.getByRole('button', { name: 'Test Connection' }).click();
    await expect(panel.getByRole('button', { name: 'Testing...' })).toBeDisabled();
    await expect(admin.toast('PayPal connection test successful')).toBeVisible({ timeout: 5000 });
    await expect(panel.getByRole('button', { name: 'Test Connection' })).toBeEnabled();
  });

  test('offline, the server-backed tabs show a notice; payment settings still open', async ({ page, context }) => {
    await admin.open('plans');
    await expect(admin.card('Starter')).toBeVisible();
    await admin.waitForServiceWorker();
    await context.setOffline(true);
    await expect(admin.panel.getByText('You are offline')).toBeVisible();
    await expect(admin.panel.getByRole('article')).toHaveCount(0);
    await admin.openTab('subscriptions');
    await expect(admin.panel.getByText('You are offline')).toBeVisible();
    await admin.openTab('payments');
    await expect(admin.panel.getByLabel('PayPal Client ID')).toBeVisible();
    await context.setOffline(false);
    await admin.openTab('plans');
    await expect(admin.card('Starter')).toBeVisible();
    await expect(page.getByText('Failed to load subscription plans')).toHaveCount(0);
  });

  test('no serious accessibility violations on any tab, and no sideways scrolling on a phone', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await admin.open('payments');
    await expect(admin.tab('payments')).toBeInViewport();
    for (const tab of ['prompts', 'api', 'plans', 'subscriptions', 'analytics', 'payments'] as const) {
      await admin.openTab(tab);
      await expect(admin.panel.getByRole('heading').first()).toBeVisible();
      await expect(admin.panel.getByRole('status').filter({ hasText: /^Loading/ })).toHaveCount(0);
      expect(await seriousA11yViolations(page), tab).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), tab).toBeLessThanOrEqual(375);
    }
  });
});

test('a studio owner on /admin sees the access page, not the dashboard', async ({ page }) => {
  await signInAs(page, DEMO_STUDIO);
  await page.goto('/admin?tab=subscriptions');
  await expect(page.getByRole('heading', { level: 1, name: 'Administrator access required' })).toBeVisible();
  await expect(page.getByRole('tab')).toHaveCount(0);
  await expect(page.getByText('Leila Hossen')).toHaveCount(0);
  await page.getByRole('link', { name: 'Back to Dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});
