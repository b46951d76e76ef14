// Team review: a staff member on a phone submits an item for review offline and another
// online; the owner's open dashboard lists them live under "Waiting for your review"; the
// owner approves one with a date and returns the other with a note, which the staff
// member reads on the item.
import { expect, test } from '@playwright/test';
import { seriousA11yViolations } from './fixtures/axe.ts';
import { ContentPage, createStudioAccount } from './pages/content-page.ts';
import { createStudioOwner, signInOwner } from './pages/dashboard-page.ts';
import { ReviewDialog, reviewQueue, seedStudioDrafts, userIdOf } from './pages/review-page.ts';
import { SettingsPage } from './pages/settings-page.ts';
import { latestMail } from './support/mailbox.ts';

test('staff submit on a phone, offline and online; the owner approves one with a date and returns one with a note', async ({ page, browser, request }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  const owner = await createStudioOwner(request, 'Lagoon Flow Yoga');
  await signInOwner(page, owner);
  const studioId = await userIdOf(page);
  const settings = new SettingsPage(page);
  await settings.open('team');
  const colleague = await createStudioAccount(request, 'review-staff');
  await page.getByLabel('Email address').fill(colleague.email);
  await page.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByText(`Invitation sent to ${colleague.email}`)).toBeVisible();
  const mail = await latestMail(request, colleague.email, 'invitation');

  const phoneContext = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const phone = await phoneContext.newPage();
  const studio = new ContentPage(phone);
  await studio.signIn(colleague);
  await phone.goto(mail.link);
  await phone.getByRole('button', { name: 'Join Lagoon Flow Yoga' }).click();
  await expect(phone.getByText('Welcome to Lagoon Flow Yoga').first()).toBeVisible();
  await seedStudioDrafts(phone, request, studioId, ['Full moon flow', 'Gift cards for the holidays']);
  const phoneSettings = new SettingsPage(phone);
  await phoneSettings.open('history');
  await expect(phone.getByRole('button', { name: 'Full moon flow', exact: true })).toBeVisible({ timeout: 30_000 });

  // The owner's dashboard, open, the team loaded: nothing waits yet.
  await page.goto('/dashboard');
  await expect(page.getByRole('region', { name: 'Your Team' })).toBeVisible();
  const queue = reviewQueue(page);
  await expect(queue).toContainText('Nothing is waiting for your review.');

  // Offline on the phone: submitted, saved on the device.
  await studio.goOffline();
  let item = await ReviewDialog.fromHistory(phone, 'Full moon flow');
  await item.button('Submit for review').click();
  await expect(phone.getByText('Submitted for review').first()).toBeVisible();
  await expect(item.panel).toContainText('Waiting for an owner’s review.');
  await expect(item.panel).toContainText('submitted it for review');
  await item.close();

  // Back online: the owner's dashboard shows it, live.
  await phoneContext.setOffline(false);
  await expect(queue.getByRole('link', { name: 'Full moon flow' })).toBeVisible({ timeout: 45_000 });
  await expect(queue).toContainText('Asha Lotus');
  item = await ReviewDialog.fromHistory(phone, 'Gift cards for the holidays');
  await item.button('Submit for review').click();
  await expect(item.panel).toContainText('Waiting for an owner’s review.');
  await item.close();
  await expect(queue.getByRole('link', { name: 'Gift cards for the holidays' })).toBeVisible({ timeout: 45_000 });
  await page.screenshot({ path: test.info().outputPath('owner-dashboard-review-1440.png'), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await queue.scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath('owner-dashboard-review-390.png') });
  await page.setViewportSize({ width: 1440, height: 900 });

  // The owner approves the first with a date.
  await queue.getByRole('link', { name: 'Full moon flow' }).click();
  const approve = new ReviewDialog(page, 'Full moon flow');
  await expect(approve.panel).toContainText('Waiting for your review.');
  await approve.panel.getByLabel('Planned for').fill('2026-12-24T08:30');
  await page.screenshot({ path: test.info().outputPath('owner-approve-1440.png') });
  await approve.button('Approve and schedule').click();
  await expect(page.getByText('Approved and scheduled').first()).toBeVisible();
  await expect(approve.panel).toContainText(/Approved by Leila Hossen/);
  await approve.close();

  // And returns the second with a note.
  await page.goto('/dashboard');
  await expect(queue.getByRole('link', { name: 'Full moon flow' })).toBeHidden();
  await queue.getByRole('link', { name: 'Gift cards for the holidays' }).click();
  const giveBack = new ReviewDialog(page, 'Gift cards for the holidays');
  await giveBack.panel.getByLabel('Note').fill('Add the price and how to buy one at the desk.');
  await giveBack.button('Return to draft').click();
  await expect(page.getByText('Returned to draft with your note').first()).toBeVisible();
  await giveBack.close();
  await page.goto('/dashboard');
  await expect(queue).toContainText('Nothing is waiting for your review.');

  // The staff member reads the note on the item, and the approved item is scheduled.
  const returned = new ReviewDialog(phone, 'Gift cards for the holidays');
  await expect(phone.getByLabel('Status of Gift cards for the holidays')).toHaveValue('draft', { timeout: 45_000 });
  await expect(phone.getByLabel('Status of Full moon flow')).toHaveValue('scheduled');
  await phone.getByRole('button', { name: 'Gift cards for the holidays', exact: true }).click();
  await expect(returned.panel.getByTestId('return-note')).toContainText('Add the price and how to buy one at the desk.');
  await expect(returned.panel.getByTestId('return-note')).toContainText('Returned by Leila Hossen');
  expect(await seriousA11yViolations(phone)).toEqual([]);
  await phone.screenshot({ path: test.info().outputPath('staff-return-note-390.png'), fullPage: true });
  await phoneContext.close();
});
