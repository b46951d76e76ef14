// What a signed-in user sees in the shell, and signing out. The session is the one
// the local backend issues for a demo account.
import { seriousA11yViolations } from './fixtures/axe.ts';
import { DEMO_ADMIN, DEMO_STUDIO } from './fixtures/demo-accounts.ts';
import { signInAs } from './fixtures/sign-in.ts';
import { expect, test } from './fixtures/test.ts';

test('a signed-in studio owner gets the app navigation without Admin', async ({ page, shell }) => {
  await signInAs(page, DEMO_STUDIO);
  await shell.open('/');
  expect(await shell.navLabels()).toEqual(['Dashboard', 'Calendar', 'Settings', 'Profile', 'Sign Out']);
  await expect(page.getByRole('link', { name: 'Go to Dashboard' })).toHaveAttribute('href', '/dashboard');
  await shell.mainNav.getByRole('link', { name: 'Dashboard' }).click();
  await expect(shell.heading).toHaveText('Dashboard');
});

test('an administrator also gets the Admin link', async ({ page, shell }) => {
  await signInAs(page, DEMO_ADMIN);
  await shell.open('/faq');
  expect(await shell.navLabels()).toEqual(['Dashboard', 'Calendar', 'Settings', 'Profile', 'Admin', 'Sign Out']);
  await shell.mainNav.getByRole('link', { name: 'Admin' }).click();
  await expect(shell.heading).toHaveText('Admin Dashboard');
  expect(await seriousA11yViolations(page)).toEqual([]);
});

test('the studio opens on the tab named in ?tab=, blog otherwise', async ({ page, shell }) => {
  await signInAs(page, DEMO_STUDIO);
  const tools = page.getByRole('tablist', { name: 'Content tools' });
  await shell.open('/content?tab=seo');
  await expect(tools.getByRole('tab', { name: /SEO Content Optimizer/, selected: true })).toBeVisible();
  await shell.open('/content?tab=nonsense');
  await expect(tools.getByRole('tab', { name: /Blog Articles/, selected: true })).toBeVisible();
});

test('signing out on a public page keeps the page and returns to the visitor navigation', async ({ page, shell }) => {
  await signInAs(page, DEMO_STUDIO);
  await shell.open('/faq');
  await shell.mainNav.getByRole('button', { name: 'Sign Out' }).click();
  await expect(shell.toast('Signed out')).toBeVisible();
  await expect(shell.mainNav.getByRole('link', { name: 'Login' })).toBeVisible();
  expect(await shell.navLabels()).toEqual(['Features', 'Pricing', 'Login', 'Get Started']);
  await expect(page).toHaveURL('/faq');
  await page.goto('/dashboard');
  await expect(page).toHaveURL('/login');
});

test('signing out on a protected page leads to /login', async ({ page, shell }) => {
  await signInAs(page, DEMO_STUDIO);
  await shell.open('/dashboard');
  await shell.mainNav.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL('/login');
  await expect(shell.toast('Signed out')).toBeVisible();
});

test('signing out from the phone menu works too', async ({ page, shell }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await signInAs(page, DEMO_ADMIN);
  await shell.open('/');
  await shell.menuButton.click();
  expect(await shell.navLabels(shell.menu)).toEqual(['Dashboard', 'Calendar', 'Settings', 'Profile', 'Admin', 'Sign Out']);
  await shell.menu.getByRole('button', { name: 'Sign Out' }).click();
  await expect(shell.menu).toBeHidden();
  await expect(shell.toast('Signed out')).toBeVisible();
  await shell.menuButton.click();
  expect(await shell.navLabels(shell.menu)).toEqual(['Features', 'Pricing', 'Login', 'Get Started']);
});

test('signing out in another tab sends an open protected page to /login', async ({ page, context, shell }) => {
  await signInAs(page, DEMO_STUDIO);
  await shell.open('/settings');
  await expect(shell.heading).toHaveText('Settings & Analytics');
  const other = await context.newPage();
  await other.goto('/');
  await other.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Sign Out' }).click();
  await expect(other.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Login' })).toBeVisible();
  await expect(page).toHaveURL('/login');
});
