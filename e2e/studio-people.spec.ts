// People are people: an owner whose brand profile is saved (its full_name follows the
// business) invites a colleague; the invitation, the join screen and both team lists name
// each person by their own account name. The colleague signs up from the link with only
// their name, lands in the studio, and is offered no second studio of their own.
import { expect, test } from '@playwright/test';
import { E2E_ANON_KEY } from './fixtures/backend-key.ts';
import { AccountPages } from './pages/account-pages.ts';
import { createStudioOwner, signInOwner } from './pages/dashboard-page.ts';
import { SettingsPage } from './pages/settings-page.ts';
import { latestMail, uniqueEmail } from './support/mailbox.ts';

test('the owner and the colleague who joined are named as themselves, and the colleague has one studio', async ({ page, browser, request }) => {
  const owner = await createStudioOwner(request, 'Lagoon Flow Yoga');
  // The brand profile as saving it leaves it: its full_name is the business.
  const session = await request.post('/auth/v1/token?grant_type=password', { headers: { apikey: E2E_ANON_KEY }, data: owner });
  const { access_token: token, user } = (await session.json()) as { access_token: string; user: { id: string } };
  const saved = await request.patch(`/rest/v1/profiles?user_id=eq.${user.id}`, {
    headers: { apikey: E2E_ANON_KEY, authorization: `Bearer ${token}` },
    data: { full_name: 'Lagoon Flow Yoga', business_name: 'Lagoon Flow Yoga' },
  });
  expect(saved.status(), await saved.text()).toBeLessThan(300);

  await signInOwner(page, owner);
  const settings = new SettingsPage(page);
  await settings.open('team');
  const members = page.getByRole('list', { name: 'Members' });
  await expect(members.getByText('Leila Hossen (you)')).toBeVisible();

  const colleague = { name: 'Anaïs Moreau', email: uniqueEmail('joiner'), password: 'Sunrise-flow-42' };
  await page.getByLabel('Email address').fill(colleague.email);
  await page.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByText(`Invitation sent to ${colleague.email}`)).toBeVisible();
  const mail = await latestMail(request, colleague.email, 'invitation');
  expect(mail.text).toContain('Leila Hossen invited you to join Lagoon Flow Yoga');

  const phoneContext = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const phone = await phoneContext.newPage();
  await phone.goto(mail.link);
  await expect(phone.getByText('Leila Hossen invited you to join Lagoon Flow Yoga as staff.')).toBeVisible();
  await phone.getByRole('link', { name: 'Create an account' }).click();
  const accounts = new AccountPages(phone);
  await phone.screenshot({ path: test.info().outputPath('signup-to-join-phone.png'), fullPage: true });
  await accounts.signUpToJoin(colleague);
  const confirmation = await latestMail(request, colleague.email, 'confirmation');
  expect((await request.get(confirmation.link, { maxRedirects: 0 })).status()).toBe(303);
  await accounts.signIn(colleague.email, colleague.password);
  await expect(phone).toHaveURL(/\/join\?invitation=[0-9a-f]{64}$/);
  await phone.getByRole('button', { name: 'Join Lagoon Flow Yoga' }).click();
  await expect(phone.getByText('Welcome to Lagoon Flow Yoga').first()).toBeVisible();
  await phone.getByRole('link', { name: 'See your team' }).click();

  const phoneMembers = phone.getByRole('list', { name: 'Members' });
  await expect(phoneMembers.getByRole('listitem')).toHaveCount(2);
  await expect(phoneMembers.getByText('Leila Hossen', { exact: true })).toBeVisible();
  await expect(phoneMembers.getByText(`${colleague.name} (you)`)).toBeVisible();
  // One studio: no studio to pick on the team screen, no switcher in the menu.
  await expect(phone.getByLabel('Studio')).toHaveCount(0);
  await phone.getByRole('button', { name: 'Open menu' }).click();
  await expect(phone.getByRole('dialog', { name: 'Menu' }).getByLabel('Working in')).toHaveCount(0);
  await phone.keyboard.press('Escape');
  await phone.screenshot({ path: test.info().outputPath('team-joined-phone.png'), fullPage: true });

  await page.reload();
  await expect(members.getByRole('listitem')).toHaveCount(2);
  await expect(members.getByText('Leila Hossen (you)')).toBeVisible();
  await expect(members.getByText(colleague.name, { exact: true })).toBeVisible();

  // The owner names themselves; the team sees the new name.
  await page.getByLabel('Your name').fill('Leila Hossen-Ramgoolam');
  await page.getByRole('button', { name: 'Save name' }).click();
  await expect(page.getByText('Your name is now Leila Hossen-Ramgoolam')).toBeVisible();
  await expect(members.getByText('Leila Hossen-Ramgoolam (you)')).toBeVisible();
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.screenshot({ path: test.info().outputPath('team-desktop.png'), fullPage: true });
  await phone.reload();
  await expect(phoneMembers.getByText('Leila Hossen-Ramgoolam', { exact: true })).toBeVisible();
  await phoneContext.close();
});
