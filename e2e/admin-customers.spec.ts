// The administrator's view of the customers in Chromium: subscription search,
// filter, cancel, reactivate and reset credits; usage analytics.
import { DEMO_ADMIN, DEMO_STUDIO } from './fixtures/demo-accounts.ts';
import { signInAs } from './fixtures/sign-in.ts';
import { expect, test } from './fixtures/test.ts';
import { E2E_ANON_KEY } from './fixtures/backend-key.ts';
import { AdminPage, recordUsage, restHeaders, sessionOf } from './pages/admin-page.ts';

test.describe('as the administrator', () => {
  let admin: AdminPage;

  test.beforeEach(async ({ page }) => {
    await signInAs(page, DEMO_ADMIN);
    admin = new AdminPage(page);
  });

  test('search and filter subscriptions, cancel, reactivate and reset credits', async ({ page, request }) => {
    // A known starting point whatever other suites did: active, 0 of 200 used, then 170 used.
    const studio = await sessionOf(request, DEMO_STUDIO);
    const administrator = await sessionOf(request, DEMO_ADMIN);
    const plans = (await (await request.get('/rest/v1/subscription_plans?select=id,name', { headers: restHeaders(administrator) })).json()) as { id: string; name: string }[];
    const starter = plans.find((plan) => plan.name === 'Starter')?.id;
    const start = await request.patch(`/rest/v1/user_subscriptions?user_id=eq.${studio.user.id}`, {
      headers: restHeaders(administrator),
      data: { status: 'active', plan_id: starter, credits_used: 0, credits_remaining: 200 },
    });
    expect(start.status(), await start.text()).toBe(204);
    await recordUsage(request, studio, 'blog', 170);

    await admin.open('subscriptions');
    await expect(admin.subscriptionSearch).toHaveAttribute('placeholder', 'Search users, businesses, or plans...');
    const card = admin.card('Leila Hossen');
    await expect(card).toContainText('Lotus Tide Yoga & Ayurveda');
    // The person, their address and their studio: two studios of one name are told apart.
    await expect(card).toContainText(DEMO_STUDIO.email);
    await expect(card).toContainText('Starter');
    await expect(admin.figure(card, 'Credits used')).toHaveText('170');
    await expect(admin.figure(card, 'Credits remaining')).toHaveText('30');
    await expect(card.getByText('85% used')).toHaveAttribute('data-usage', 'yellow');

    await admin.subscriptionSearch.fill('lotus tide');
    await expect(admin.panel.getByRole('article')).toHaveCount(1);
    await admin.subscriptionSearch.fill('no such studio');
    await expect(admin.panel.getByText('No subscriptions match your search.')).toBeVisible();
    await admin.subscriptionSearch.fill('');

    await card.getByRole('button', { name: 'Cancel' }).click();
    await expect(admin.dialog).toContainText('cannot be undone');
    await admin.confirm('Cancel Subscription');
    await expect(admin.toast('Subscription canceled successfully')).toBeVisible();
    await expect(card).toContainText('Canceled');
    await admin.statusFilter.selectOption({ label: 'Active' });
    await expect(card).toHaveCount(0);
    await admin.statusFilter.selectOption({ label: 'Canceled' });
    await expect(card).toBeVisible();
    await admin.statusFilter.selectOption({ label: 'All Status' });

    await card.getByRole('button', { name: 'Reactivate' }).click();
    await expect(admin.toast('Subscription active successfully')).toBeVisible();
    await expect(card).toContainText('Active');

    // Reset Credits asks first; keeping them changes nothing.
    await card.getByRole('button', { name: 'Reset Credits' }).click();
    await expect(admin.dialog).toContainText('Credits used go back to 0 and 200 credits are available again.');
    await admin.confirm('Keep Credits');
    await expect(admin.figure(card, 'Credits used')).toHaveText('170');
    await card.getByRole('button', { name: 'Reset Credits' }).click();
    await admin.confirm('Reset Credits');
    await expect(admin.toast('Credits reset successfully')).toBeVisible();
    await expect(admin.figure(card, 'Credits used')).toHaveText('0');
    await expect(admin.figure(card, 'Credits remaining')).toHaveText('200');
    await expect(card.getByText('0% used')).toHaveAttribute('data-usage', 'green');

    // What the server holds, after a reload and as the owner reads it.
    await page.reload();
    await expect(admin.figure(card, 'Credits remaining')).toHaveText('200');
    const own = await request.get('/rest/v1/user_subscriptions?select=status,credits_used,credits_remaining', { headers: restHeaders(studio) });
    expect(await own.json()).toEqual([{ status: 'active', credits_used: 0, credits_remaining: 200 }]);

    // Another plan at once, and back: the credits left follow each plan's allowance.
    await recordUsage(request, studio, 'blog', 20);
    await page.reload();
    await card.getByRole('button', { name: 'Change Plan' }).click();
    await admin.dialog.getByLabel('New plan').selectOption({ label: 'Professional: $79.00/month, 500 credits' });
    await admin.confirm('Change Plan');
    await expect(admin.toast('Plan changed to Professional')).toBeVisible();
    await expect(card).toContainText('Professional');
    await expect(admin.figure(card, 'Credits remaining')).toHaveText('480');
    await card.getByRole('button', { name: 'Change Plan' }).click();
    await admin.dialog.getByLabel('New plan').selectOption({ label: 'Starter: $29.00/month, 200 credits' });
    await admin.confirm('Change Plan');
    await expect(card).toContainText('Starter');
    await expect(admin.figure(card, 'Credits remaining')).toHaveText('180');
  });

  test('extend a trial: the period ends later, a wrong number of days is refused with a message', async ({ request }) => {
    const name = `Zoé Trial ${Date.now().toString(36)}`;
    const signup = await request.post('/auth/v1/signup', {
      headers: { apikey: E2E_ANON_KEY },
      data: { email: `trial-${Date.now().toString(36)}@example.com`, password: 'Lotus-flow-2025', data: { full_name: name, business_name: name, business_type: 'yoga-studio' } },
    });
    expect(signup.status(), await signup.text()).toBe(200);
    await admin.open('subscriptions');
    await admin.subscriptionSearch.fill(name);
    const card = admin.card(name);
    await expect(card).toContainText('Free trial');
    const before = (await card.getByText(/^Current period:/).textContent()) ?? '';
    await card.getByRole('button', { name: 'Extend Trial' }).click();
    const days = admin.dialog.getByLabel('Days to add (1-90)');
    await days.fill('120');
    await admin.dialog.getByRole('button', { name: 'Extend Trial' }).click();
    await expect(admin.dialog.getByText('Enter a whole number of days from 1 to 90')).toBeVisible();
    await days.fill('30');
    await admin.confirm('Extend Trial');
    await expect(admin.toast('Trial extended by 30 days')).toBeVisible();
    await expect(card.getByText(/^Current period:/)).not.toHaveText(before);
    await expect(card).toContainText('Free trial');
  });

  test('analytics: stat cards, usage by type, recent activity with short user ids, refresh', async ({ request }) => {
    const studio = await sessionOf(request, DEMO_STUDIO);
    await recordUsage(request, studio, 'video', 3);

    await admin.open('analytics');
    const panel = admin.panel;
    await expect(panel.getByLabel('Period')).toHaveValue('7d');
    const stats = panel.getByRole('list', { name: 'Summary' }).getByRole('listitem');
    await expect(stats).toHaveCount(4);
    for (const [index, label] of ['Active Users', 'Subscriptions', 'Credits Used', 'Top Content'].entries()) {
      await expect(stats.nth(index)).toContainText(label);
    }
    await expect(stats.nth(1)).toContainText(/\d+active subscriptions/);
    await expect(stats.nth(3)).not.toContainText('None yet');
    await expect(panel.getByRole('region', { name: 'Usage by content type' })).toContainText('Video Script Generator');
    const recent = panel.getByRole('region', { name: 'Recent activity' }).getByRole('row');
    const shortId = studio.user.id.slice(0, 8);
    await expect(recent.filter({ hasText: shortId }).first()).toContainText('Video Script Generator');
    await expect(panel.getByText(studio.user.id)).toHaveCount(0);
    const before = await recent.count();

    await recordUsage(request, studio, 'email', 2);
    await panel.getByRole('button', { name: 'Refresh Data' }).click();
    await expect(recent).toHaveCount(Math.min(before + 1, 21));
    await expect(recent.nth(1)).toContainText('Email Marketing');

    await panel.getByLabel('Period').selectOption({ label: 'Last 24 hours' });
    await expect(recent.nth(1)).toContainText('Email Marketing');
  });

});
