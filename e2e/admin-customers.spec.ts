// The administrator's view of the customers in Chromium: subscription search,
// filter, cancel, reactivate and reset credits; usage analytics.
import { DEMO_ADMIN, DEMO_STUDIO } from './fixtures/demo-accounts.ts';
import { signInAs } from './fixtures/sign-in.ts';
import { expect, test } from './fixtures/test.ts';
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
    const start = await request.patch(`/rest/v1/user_subscriptions?user_id=eq.${studio.user.id}`, {
      headers: restHeaders(administrator),
      data: { status: 'active', credits_used: 0, credits_remaining: 200 },
    });
    expect(start.status(), await start.text()).toBe(204);
    await recordUsage(request, studio, 'blog', 170);

    await admin.open('subscriptions');
    await expect(admin.subscriptionSearch).toHaveAttribute('placeholder', 'Search users, businesses, or plans...');
    const card = admin.card('Leila Hossen');
    await expect(card).toContainText('Lotus Tide Yoga & Ayurveda');
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

    await card.getByRole('button', { name: 'Reset Credits' }).click();
    await expect(admin.toast('Credits reset successfully')).toBeVisible();
    await expect(admin.figure(card, 'Credits used')).toHaveText('0');
    await expect(admin.figure(card, 'Credits remaining')).toHaveText('200');
    await expect(card.getByText('0% used')).toHaveAttribute('data-usage', 'green');

    // What the server holds, after a reload and as the owner reads it.
    await page.reload();
    await expect(admin.figure(card, 'Credits remaining')).toHaveText('200');
    const own = await request.get('/rest/v1/user_subscriptions?select=status,credits_used,credits_remaining', { headers: restHeaders(studio) });
    expect(await own.json()).toEqual([{ status: 'active', credits_used: 0, credits_remaining: 200 }]);
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
