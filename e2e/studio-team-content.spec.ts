// A studio's shared content: the owner invites a colleague by email (dev mailbox); the
// colleague joins on a phone, which then works in the owner's studio; offline at the
// retreat the colleague writes social posts and switches studios and back; once the phone is back online the owner's
// open dashboard shows them under the colleague's name, and the history filters by who
// made what. The colleague reads the brand profile but cannot change it.
import { expect, test } from '@playwright/test';
import { authStorageKey } from '../sync/config.ts';
import { createStudioOwner, signInOwner } from './pages/dashboard-page.ts';
import { SettingsPage } from './pages/settings-page.ts';
import { createStudioAccount, ContentPage } from './pages/content-page.ts';
import { latestMail } from './support/mailbox.ts';

test('staff write offline on a phone; the owner\'s dashboard shows it with the author after reconnect', async ({ page, browser, request }) => {
  const owner = await createStudioOwner(request, 'Kawa Forest Retreats');
  await signInOwner(page, owner);
  const settings = new SettingsPage(page);
  await settings.open('team');
  // createStudioAccount names the colleague "Asha Lotus".
  const colleague = await createStudioAccount(request, 'retreat-staff');
  await page.getByLabel('Email address').fill(colleague.email);
  await page.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByText(`Invitation sent to ${colleague.email}`)).toBeVisible();
  const mail = await latestMail(request, colleague.email, 'invitation');

  const phoneContext = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const phone = await phoneContext.newPage();
  const studio = new ContentPage(phone);
  await studio.signIn(colleague);
  await phone.goto(mail.link);
  await phone.getByRole('button', { name: 'Join Kawa Forest Retreats' }).click();
  await expect(phone.getByText('Welcome to Kawa Forest Retreats').first()).toBeVisible();

  // The phone now works in the owner's studio: its menu says so, and the brand is read-only.
  await phone.goto('/settings?tab=profile');
  await expect(phone.getByRole('note')).toHaveText(/Only the studio's owner can change its brand profile/);
  await expect(phone.getByLabel('Business name')).toHaveValue('Kawa Forest Retreats');
  await expect(phone.getByLabel('Business name')).toBeDisabled();
  await phone.getByRole('button', { name: 'Open menu' }).click();
  const switcher = phone.getByRole('dialog', { name: 'Menu' }).getByLabel('Working in');
  await expect(switcher).toBeVisible();
  await expect(switcher).toHaveValue(await ownerStudioId());
  await expect(switcher.locator('option')).toHaveText(['My studio', 'Kawa Forest Retreats (staff)']);
  await phone.screenshot({ path: test.info().outputPath('phone-menu-studio.png') });
  await phone.keyboard.press('Escape');

  // The owner's dashboard, open, with the team card (nothing made yet).
  await page.goto('/dashboard');
  const team = page.getByRole('region', { name: 'Your Team' });
  await expect(team.getByRole('row', { name: /Asha Lotus/ })).toContainText('0');

  // Offline at the retreat: social posts on the phone.
  await studio.open('social');
  await studio.goOffline();
  await studio.field('What is this post about?').fill('A silent forest bathing morning');
  await studio.field('Target audience *').fill('forest bathing guests');
  await studio.addKeywords('Keywords', 'forest bathing', 'silent retreat');
  await studio.button('Generate Posts').click();
  await studio.expectToast('Content Generated');
  await expect(studio.recent).toContainText('Social post (Instagram): A silent forest bathing morning');

  // Still offline: switch to the colleague's own studio and back; the post waits to sync.
  const menu = phone.getByRole('dialog', { name: 'Menu' });
  await phone.getByRole('button', { name: 'Open menu' }).click();
  await menu.getByLabel('Working in').selectOption({ label: 'My studio' });
  await expect(menu).toBeHidden();
  await studio.expectToast('You are working in My studio');
  await expect(studio.recent).not.toContainText('forest bathing');
  await phone.getByRole('button', { name: 'Open menu' }).click();
  await menu.getByLabel('Working in').selectOption({ label: 'Kawa Forest Retreats (staff)' });
  await expect(menu).toBeHidden();
  await studio.expectToast('You are working in Kawa Forest Retreats');
  await expect(studio.recent).toContainText('Social post (Instagram): A silent forest bathing morning');

  // Back online: the owner's open dashboard shows the post under the colleague's name.
  const reconnected = Date.now();
  await phoneContext.setOffline(false);
  await expect(team.getByRole('row', { name: /Asha Lotus/ })).toHaveText(/Asha Lotus\s*1\s*\d+\s*\d+/, { timeout: 45_000 });
  test.info().annotations.push({ type: 'reconnect to owner dashboard (ms)', description: String(Date.now() - reconnected) });
  await expect(team.getByText('Social Media 1')).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('owner-dashboard-team.png'), fullPage: true });
  await page.setViewportSize({ width: 360, height: 800 });
  await team.scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath('owner-dashboard-team-phone.png') });
  await page.setViewportSize({ width: 1280, height: 720 });

  // The history says who made it and filters by it.
  await settings.open('history');
  await expect(page.getByText(/by Asha Lotus/)).toBeVisible();
  await page.getByLabel('Made by').selectOption({ label: 'Leila Hossen' });
  await expect(page.getByText('Showing 0 of 1 items')).toBeVisible();
  await page.getByLabel('Made by').selectOption({ label: 'Asha Lotus' });
  await expect(page.getByText('Showing 1 of 1 items')).toBeVisible();
  await phoneContext.close();

  /** The owner's studio has the owner's user id. */
  async function ownerStudioId(): Promise<string> {
    const session = await page.evaluate((key) => localStorage.getItem(key), authStorageKey(page.url()));
    return (JSON.parse(session ?? '{}') as { user: { id: string } }).user.id;
  }
});
