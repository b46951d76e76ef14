// axe finds no serious or critical violation on any public page, on a phone menu,
// or on the not-found page.
import { seriousA11yViolations } from './fixtures/axe.ts';
import { expect, test } from './fixtures/test.ts';
import { PUBLIC_ROUTES } from './pages/public-routes.ts';

for (const route of PUBLIC_ROUTES) {
  test(`axe: ${route.path}`, async ({ landing, shell }) => {
    await shell.open(route.path);
    if (route.path === '/') await landing.waitForPlans();
    expect(await seriousA11yViolations(shell.page)).toEqual([]);
  });
}

test('axe: the not-found page', async ({ shell }) => {
  await shell.open('/missing-page');
  expect(await seriousA11yViolations(shell.page)).toEqual([]);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('axe: the open side menu', async ({ shell }) => {
    await shell.open('/');
    await shell.menuButton.click();
    await expect(shell.menu).toBeVisible();
    expect(await seriousA11yViolations(shell.page)).toEqual([]);
  });
});
