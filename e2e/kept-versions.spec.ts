// Nothing a user typed is lost to a conflict: a phone edits the brand description
// offline while the desktop saves another one; the desktop's text wins, the phone's
// is kept under Settings -> Kept versions, and restoring it brings it back everywhere.
import { expect, type Page, test } from '@playwright/test';
import { AccountPages } from './pages/account-pages.ts';
import { BrandPage } from './pages/brand-page.ts';
import { createStudioOwner, signInOwner } from './pages/dashboard-page.ts';
import { SettingsPage } from './pages/settings-page.ts';

const PHONE_TEXT = 'Sunrise yin by the lagoon, written on the phone at the retreat.';
const DESKTOP_TEXT = 'Evening sound baths in Port Louis, written at the desk.';

async function saveDescription(page: Page, text: string): Promise<void> {
  const brand = new BrandPage(page);
  if (!page.url().endsWith('/profile')) await brand.open();
  await brand.description.fill(text);
  await brand.saveButton().click();
  await expect(page.getByText('Brand Profile Saved!')).toBeVisible();
}

/** Reloads the brand setup until the description shows `text` (the device pulled it). */
async function expectDescription(page: Page, text: string): Promise<void> {
  await expect(async () => {
    await new BrandPage(page).open();
    await expect(new BrandPage(page).description).toHaveValue(text, { timeout: 3_000 });
  }).toPass({ timeout: 60_000 });
}

test('an offline edit that lost a conflict is kept, shown beside the winner, and restored on every device', async ({ browser, request }) => {
  const owner = await createStudioOwner(request, 'Lagoon Yin Retreat');
  const phoneContext = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const desktopContext = await browser.newContext();
  const phone = await phoneContext.newPage();
  const desktop = await desktopContext.newPage();
  await signInOwner(phone, owner);
  await signInOwner(desktop, owner);

  // A profile complete enough to save (the form asks for half of it), on both devices.
  const brand = new BrandPage(desktop);
  await brand.open();
  await brand.audience.fill('Guests of the lagoon retreat');
  await brand.choice('Yin Yoga').check();
  await saveDescription(desktop, 'Yin yoga at the lagoon.');
  await expectDescription(phone, 'Yin yoga at the lagoon.');

  await new AccountPages(phone).waitForServiceWorker();
  await phoneContext.setOffline(true);
  await saveDescription(phone, PHONE_TEXT);
  await saveDescription(desktop, DESKTOP_TEXT);

  await phoneContext.setOffline(false);
  // The desktop's text wins on both devices...
  await expectDescription(phone, DESKTOP_TEXT);
  // ...and the phone's header says where its own text went.
  const indicator = phone.getByRole('button', { name: /^Sync status:/ });
  await indicator.click();
  await phone.getByRole('link', { name: '1 version needs your attention in Settings' }).click();
  await expect(phone).toHaveURL(/\/settings\?tab=versions$/);

  const settings = new SettingsPage(phone);
  await expect(settings.tab('Kept versions')).toHaveAttribute('aria-selected', 'true');
  const kept = phone.getByRole('list', { name: 'Kept versions' }).getByRole('listitem');
  await expect(kept).toHaveCount(1);
  await expect(kept.getByRole('heading', { name: 'Brand profile' })).toBeVisible();
  await expect(kept.getByText('Business description')).toBeVisible();
  await expect(kept.getByText(PHONE_TEXT)).toBeVisible();
  await expect(kept.getByText(DESKTOP_TEXT)).toBeVisible();

  await kept.getByRole('button', { name: 'Restore' }).click();
  await expect(phone.getByText('Version restored')).toBeVisible();
  await expect(phone.getByText('Nothing to review')).toBeVisible();

  await expectDescription(phone, PHONE_TEXT);
  await expectDescription(desktop, PHONE_TEXT);
  await phoneContext.close();
  await desktopContext.close();
});
