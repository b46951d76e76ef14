// Sign-up with email confirmation on: the bare user, the confirmation email and its link,
// the refusal to sign in before confirming, and the look-alike answer for a taken address.
import { afterAll, describe, expect, it } from 'vitest';
import { authSettings } from './helpers/auth-http.ts';
import { latestMail, openLink } from './helpers/mailbox.ts';
import { isHosted, startBackend } from './helpers/start-backend.ts';
import { createTestClient, uniqueEmail } from './helpers/test-client.ts';

const backend = await startBackend({ confirmEmail: true });
const settings = await authSettings(backend);
afterAll(() => backend.stop());

const PASSWORD = 'Quiet-forest-17';
const SITE = `${backend.url}/login`;
const local = !isHosted;

describe.skipIf(settings.mailer_autoconfirm)('sign-up with email confirmation on', () => {
  it('answers the bare user without a session, and refuses to sign in until confirmed', async () => {
    const { client, events } = createTestClient(backend);
    const email = uniqueEmail('confirm');
    const { data, error } = await client.auth.signUp({ email, password: PASSWORD, options: { emailRedirectTo: SITE } });
    expect(error).toBeNull();
    expect(data.session).toBeNull();
    expect(data.user).toMatchObject({ email, identities: [expect.objectContaining({ provider: 'email' })] });
    expect(data.user?.email_confirmed_at).toBeUndefined();
    expect(events).not.toContain('SIGNED_IN');
    const signIn = await client.auth.signInWithPassword({ email, password: PASSWORD });
    expect(signIn.error).toMatchObject({ status: 400, code: 'email_not_confirmed', message: 'Email not confirmed' });
  });

  it.skipIf(!local)('confirms through the emailed link: a 303 to redirect_to with the session in the fragment', async () => {
    const email = uniqueEmail('link');
    await createTestClient(backend).client.auth.signUp({ email, password: PASSWORD, options: { emailRedirectTo: SITE } });
    const mail = await latestMail(backend, email, 'confirmation');
    expect(mail.link).toContain('/auth/v1/verify?');
    expect(mail.token).toMatch(/^\d{6}$/);

    const opened = await openLink(mail.link);
    expect(opened.status).toBe(303);
    expect(`${opened.location.origin}${opened.location.pathname}`).toBe(SITE);
    expect(opened.fragment.get('type')).toBe('signup');
    expect(opened.fragment.get('token_type')).toBe('bearer');
    expect(Number(opened.fragment.get('expires_in'))).toBe(3600);

    const { client, events } = createTestClient(backend);
    const { data, error } = await client.auth.setSession({
      access_token: opened.fragment.get('access_token')!,
      refresh_token: opened.fragment.get('refresh_token')!,
    });
    expect(error).toBeNull();
    expect(data.user?.email).toBe(email);
    expect(data.user?.email_confirmed_at).toEqual(expect.any(String));
    expect(events).toContain('SIGNED_IN');

    const again = await createTestClient(backend).client.auth.signInWithPassword({ email, password: PASSWORD });
    expect(again.error).toBeNull();
  });

  it.skipIf(!local)('refuses a confirmation link used twice with an otp_expired redirect', async () => {
    const email = uniqueEmail('twice');
    await createTestClient(backend).client.auth.signUp({ email, password: PASSWORD, options: { emailRedirectTo: SITE } });
    const { link } = await latestMail(backend, email, 'confirmation');
    expect((await openLink(link)).fragment.get('access_token')).toBeTruthy();
    const second = await openLink(link);
    expect(second.status).toBe(303);
    expect(second.fragment.get('access_token')).toBeNull();
    expect(second.fragment.get('error')).toBe('access_denied');
    expect(second.fragment.get('error_code')).toBe('otp_expired');
    expect(second.fragment.get('error_description')).toBe('Email link is invalid or has expired');
  });

  it.skipIf(!local)('confirms with the six-digit code through verifyOtp, once', async () => {
    const email = uniqueEmail('code');
    await createTestClient(backend).client.auth.signUp({ email, password: PASSWORD });
    const { token } = await latestMail(backend, email, 'confirmation');
    const { client, events } = createTestClient(backend);
    const { data, error } = await client.auth.verifyOtp({ email, token, type: 'signup' });
    expect(error).toBeNull();
    expect(data.session?.user.email).toBe(email);
    expect(events).toContain('SIGNED_IN');
    const reused = await createTestClient(backend).client.auth.verifyOtp({ email, token, type: 'signup' });
    expect(reused.error).toMatchObject({ status: 403, code: 'otp_expired' });
  });

  it.skipIf(!local)('answers a sign-up for a confirmed address with a look-alike user that has no identities', async () => {
    const email = uniqueEmail('taken');
    const { data: first } = await createTestClient(backend).client.auth.signUp({ email, password: PASSWORD });
    const { token } = await latestMail(backend, email, 'confirmation');
    await createTestClient(backend).client.auth.verifyOtp({ email, token, type: 'signup' });

    const { data, error } = await createTestClient(backend).client.auth.signUp({ email, password: 'Another-pass-8' });
    expect(error).toBeNull();
    expect(data.session).toBeNull();
    expect(data.user?.identities).toEqual([]);
    expect(data.user?.id).not.toBe(first.user?.id);
    const signIn = await createTestClient(backend).client.auth.signInWithPassword({ email, password: 'Another-pass-8' });
    expect(signIn.error?.code).toBe('invalid_credentials');
  });

  it.skipIf(!local)('sends links back to the site URL when redirect_to names a foreign host', async () => {
    const email = uniqueEmail('foreign');
    await createTestClient(backend).client.auth.signUp({ email, password: PASSWORD, options: { emailRedirectTo: 'https://evil.example.net/x' } });
    const opened = await openLink((await latestMail(backend, email, 'confirmation')).link);
    expect(opened.location.host).toBe(new URL(backend.url).host);
  });

  it.skipIf(!local)('resends the confirmation; only the newest code works', async () => {
    const email = uniqueEmail('resend');
    const { client } = createTestClient(backend);
    await client.auth.signUp({ email, password: PASSWORD });
    const first = await latestMail(backend, email, 'confirmation');
    expect((await client.auth.resend({ type: 'signup', email })).error).toBeNull();
    const second = await latestMail(backend, email, 'confirmation');
    expect(second.link).not.toBe(first.link);
    expect((await openLink(first.link)).fragment.get('error_code')).toBe('otp_expired');
    expect((await client.auth.verifyOtp({ email, token: second.token, type: 'signup' })).error).toBeNull();
  });

  it.skipIf(!local)('changes the email only once the new address confirms it', async () => {
    const email = uniqueEmail('mover');
    const newEmail = uniqueEmail('moved');
    await createTestClient(backend).client.auth.signUp({ email, password: PASSWORD });
    await createTestClient(backend).client.auth.verifyOtp({ email, token: (await latestMail(backend, email, 'confirmation')).token, type: 'signup' });
    const { client } = createTestClient(backend);
    await client.auth.signInWithPassword({ email, password: PASSWORD });

    const { data, error } = await client.auth.updateUser({ email: newEmail });
    expect(error).toBeNull();
    expect(data.user).toMatchObject({ email, new_email: newEmail });
    const opened = await openLink((await latestMail(backend, newEmail, 'email_change')).link);
    expect(opened.fragment.get('type')).toBe('email_change');
    const moved = await createTestClient(backend).client.auth.signInWithPassword({ email: newEmail, password: PASSWORD });
    expect(moved.error).toBeNull();
    expect(moved.data.user?.email).toBe(newEmail);
  });
});
