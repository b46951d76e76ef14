// Phones (375 px): the navigation collapses into a side menu.
import { expect, test } from './fixtures/test.ts';

test.use({ viewport: { width: 375, height: 740 } });

test('the menu button opens a side menu that Esc closes', async ({ page, shell }) => {
  await shell.open('/about');
  await expect(shell.mainNav).toBeHidden();
  await shell.menuButton.click();
  await expect(shell.menu).toBeVisible();
  expect(await shell.navLabels(shell.menu)).toEqual(['Features', 'Pricing', 'Login', 'Get Started']);
  // Focus stays inside the open menu.
  for (let step = 0; step < 8; step += 1) {
    await page.keyboard.press('Tab');
    await expect(shell.menu.locator(':focus')).toHaveCount(1);
  }
  await page.keyboard.press('Escape');
  await expect(shell.menu).toBeHidden();
  await expect(shell.menuButton).toBeFocused();
});

test('a link in the side menu navigates and closes the menu', async ({ page, shell }) => {
  await shell.open('/about');
  await shell.menuButton.click();
  await shell.menu.getByRole('link', { name: 'Login' }).click();
  await expect(page).toHaveURL('/login');
  await expect(shell.menu).toBeHidden();
});

test('Pricing in the side menu scrolls the landing page to its plans', async ({ page, shell }) => {
  await shell.open('/');
  await shell.menuButton.click();
  await shell.menu.getByRole('link', { name: 'Pricing' }).click();
  await expect(shell.menu).toBeHidden();
  await expect(page.locator('#pricing')).toBeInViewport();
});

test('the close button closes the side menu', async ({ shell }) => {
  await shell.open('/faq');
  await shell.menuButton.click();
  await shell.menu.getByRole('button', { name: 'Close menu' }).click();
  await expect(shell.menu).toBeHidden();
});
