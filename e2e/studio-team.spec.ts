// A studio team: the owner invites a new colleague by email (read from the dev
// mailbox), the colleague opens the link on a phone, creates an account, confirms it,
// signs in and lands back on the invitation, joins, and sees the team; the owner sees
// the new member, makes them owner and back, then removes them: the colleague's team
// screen no longer offers the studio, the phone drops the studio's data and opens the
// colleague's own (dormant until then) studio.
import { expect, test } from '@playwright/test';
import { E2E_ANON_KEY } from './fixtures/backend-key.ts';
import { AccountPages } from './pages/account-pages.ts';
import { createStudioOwner, signInOwner } from './pages/dashboard-page.ts';
import { SettingsPage } from './pages/settings-page.ts';
import { latestMail, uniqueEmail } from './support/mailbox.ts';

test('invite by email, join on a phone, change the role, remove', async ({ page, browser, request }) => {
  const owner = await createStudioOwner(request, 'Lotus Tide Yoga');
  await signInOwner(page, owner);
  const settings = new SettingsPage(page);
  await settings.open('team');
  await expect(page.getByRole('heading', { level: 2, name: 'Team' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 3, name: 'Lotus Tide Yoga' })).toBeVisible();
  await expect(page.getByText("You are this studio's only owner.")).toBeVisible();

  const colleague = { name: 'Anaïs Moreau-Villeneuve', email: uniqueEmail('colleague'), password: 'Sunrise-flow-42' };
  await page.getByLabel('Email address').fill('not an address');
  await page.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByText('Enter a valid email address')).toBeVisible();
  await page.getByLabel('Email address').fill(colleague.email);
  await page.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByText(`Invitation sent to ${colleague.email}`)).toBeVisible();
  await expect(page.getByRole('button', { name: `Withdraw the invitation to ${colleague.email}` })).toBeVisible();

  const mail = await latestMail(request, colleague.email, 'invitation');
  expect(mail.subject).toBe('Join Lotus Tide Yoga on Wellness Content Studio');

  const phoneContext = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const phone = await phoneContext.newPage();
  await phone.goto(mail.link);
  await expect(phone.getByText('Leila Hossen invited you to join Lotus Tide Yoga as staff.')).toBeVisible();
  await phone.screenshot({ path: test.info().outputPath('join-phone.png') });
  await phone.getByRole('link', { name: 'Create an account' }).click();
  await expect(phone.getByLabel('Email address')).toHaveValue(colleague.email);
  await new AccountPages(phone).signUpToJoin(colleague);
  const confirmation = await latestMail(request, colleague.email, 'confirmation');
  expect((await request.get(confirmation.link, { maxRedirects: 0 })).status()).toBe(303);
  await new AccountPages(phone).signIn(colleague.email, colleague.password);
  await expect(phone).toHaveURL(/\/join\?invitation=[0-9a-f]{64}$/);
  await phone.getByRole('button', { name: 'Join Lotus Tide Yoga' }).click();
  await expect(phone.getByText('Welcome to Lotus Tide Yoga').first()).toBeVisible();
  await phone.getByRole('link', { name: 'See your team' }).click();
  await expect(phone.getByRole('heading', { level: 3, name: 'Lotus Tide Yoga' })).toBeVisible();
  await expect(phone.getByLabel('Studio')).toHaveCount(0);
  const phoneMembers = phone.getByRole('list', { name: 'Members' });
  await expect(phoneMembers.getByRole('listitem')).toHaveCount(2);
  await expect(phoneMembers.getByText(`${colleague.name} (you)`)).toBeVisible();
  await expect(phone.getByText("Only the studio's owners invite people and change roles.")).toBeVisible();
  await phone.screenshot({ path: test.info().outputPath('team-phone.png'), fullPage: true });

  await page.reload();
  const members = page.getByRole('list', { name: 'Members' });
  await expect(members.getByRole('listitem')).toHaveCount(2);
  await expect(page.getByRole('button', { name: /^Withdraw the invitation/ })).toHaveCount(0);
  await page.getByLabel(`Role of ${colleague.name}`).selectOption('owner');
  await expect(page.getByText(`${colleague.name} is now an owner`)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Leave this studio' })).toBeVisible();
  await page.getByLabel(`Role of ${colleague.name}`).selectOption('staff');
  await expect(page.getByText(`${colleague.name} is now staff`)).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('team-desktop.png'), fullPage: true });

  // The phone works in the joined studio: its data is on the device.
  const otherStudioDatabases = () =>
    phone.evaluate(async () => (await indexedDB.databases()).filter((info) => /^rxdb-dexie-studio-[0-9a-f-]{36}-[0-9a-f-]{36}--/.test(info.name ?? '')).length);
  await expect.poll(otherStudioDatabases).toBeGreaterThan(0);

  await page.getByRole('button', { name: `Remove ${colleague.name}` }).click();
  const dialog = page.getByRole('dialog', { name: `Remove ${colleague.name}?` });
  await dialog.getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByText(`${colleague.name} was removed`)).toBeVisible();
  await expect(members.getByRole('listitem')).toHaveCount(1);

  // The team screen's list no longer has the studio: the phone drops its data and says so.
  await phone.reload();
  await expect(phone.getByRole('heading', { level: 3, name: 'Your studio' })).toBeVisible();
  await expect(phone.getByLabel('Studio')).toHaveCount(0);
  await expect(phone.getByText('You are no longer a member of Lotus Tide Yoga').first()).toBeVisible();
  await expect.poll(otherStudioDatabases).toBe(0);
  await phoneContext.close();
});

// The hosted function mails a sign-in link (the auth service's /otp with a redirect to
// /join) instead of the local invitation mail: the link signs a new colleague in and the
// join screen, reached with the session in the URL, joins with one button.
test('a sign-in link to /join, as the hosted function mails it, signs in a new colleague who then joins', async ({ page, request, baseURL }) => {
  const owner = await createStudioOwner(request, 'Baobab Breathwork');
  const token = await request.post('/auth/v1/token?grant_type=password', { headers: { apikey: E2E_ANON_KEY }, data: owner });
  const { access_token: ownerToken, user } = (await token.json()) as { access_token: string; user: { id: string } };
  const colleague = uniqueEmail('hosted-colleague');
  const made = await request.post('/rest/v1/rpc/invite_studio_member', {
    headers: { apikey: E2E_ANON_KEY, authorization: `Bearer ${ownerToken}` },
    data: { p_studio: user.id, p_email: colleague, p_role: 'staff' },
  });
  expect(made.status(), await made.text()).toBe(200);
  const { token: secret } = (await made.json()) as { token: string };
  const redirect = encodeURIComponent(`${baseURL}/join?invitation=${secret}`);
  const otp = await request.post(`/auth/v1/otp?redirect_to=${redirect}`, {
    headers: { apikey: E2E_ANON_KEY },
    data: { email: colleague, create_user: true, data: {} },
  });
  expect(otp.status(), await otp.text()).toBe(200);

  const mail = await latestMail(request, colleague, 'confirmation');
  await page.goto(mail.link);
  await expect(page).toHaveURL(/\/join\?invitation=[0-9a-f]{64}/);
  await page.getByRole('button', { name: 'Join Baobab Breathwork' }).click();
  await expect(page.getByText('Welcome to Baobab Breathwork').first()).toBeVisible();
});
