// Emailed sign-in: password reset (PKCE, as the app does it, and the implicit link), and
// magic links / email codes. Single use, an hour of validity, no user enumeration.
import { afterAll, describe, expect, it } from 'vitest';
import { authFetch, authSettings } from './helpers/auth-http.ts';
import { latestMail, openLink } from './helpers/mailbox.ts';
import { isHosted, startBackend } from './helpers/start-backend.ts';
import { createTestClient, uniqueEmail } from './helpers/test-client.ts';

const backend = await startBackend({ confirmEmail: false });
const settings = await authSettings(backend);
afterAll(() => backend.stop());

const PASSWORD = 'Morning-sun-81';
const RESET_PAGE = `${backend.url}/reset-password`;
const local = !isHosted;

async function existingUser(label: string): Promise<string> {
  const email = uniqueEmail(label);
  const { error } = await createTestClient(backend).client.auth.signUp({ email, password: PASSWORD });
  if (error) throw error;
  return email;
}

describe.skipIf(!settings.mailer_autoconfirm)('password reset', () => {
  it('answers 200 without an error for an address nobody uses', async () => {
    const { data, error } = await createTestClient(backend).client.auth.resetPasswordForEmail(uniqueEmail('ghost'));
    expect(error).toBeNull();
    expect(data).toEqual({});
  });

  it.skipIf(!local)('PKCE: the link leads back with ?code=, which gives PASSWORD_RECOVERY and lets the password change', async () => {
    const email = await existingUser('reset');
    const device = createTestClient(backend, { flowType: 'pkce' });
    const sent = await device.client.auth.resetPasswordForEmail(email, { redirectTo: RESET_PAGE });
    expect(sent.error).toBeNull();
    expect(device.storage.getItem(`${device.sessionKey}-code-verifier`)).toMatch(/\/recovery"?$/);

    const opened = await openLink((await latestMail(backend, email, 'recovery')).link);
    expect(opened.status).toBe(303);
    expect(`${opened.location.origin}${opened.location.pathname}`).toBe(RESET_PAGE);
    const code = opened.location.searchParams.get('code');
    expect(code).toBeTruthy();
    expect(opened.location.hash).toBe('');

    const { data, error } = await device.client.auth.exchangeCodeForSession(code!);
    expect(error).toBeNull();
    expect(data.user?.email).toBe(email);
    expect((data as { redirectType?: string | null }).redirectType).toBe('recovery');
    expect(device.events).toContain('PASSWORD_RECOVERY');

    expect((await device.client.auth.updateUser({ password: 'Evening-moon-19' })).error).toBeNull();
    const fresh = createTestClient(backend).client;
    expect((await fresh.auth.signInWithPassword({ email, password: 'Evening-moon-19' })).error).toBeNull();
    expect((await fresh.auth.signInWithPassword({ email, password: PASSWORD })).error?.code).toBe('invalid_credentials');

    const reused = await authFetch(backend, '/token?grant_type=pkce', {
      method: 'POST',
      body: JSON.stringify({ auth_code: code, code_verifier: 'a'.repeat(43) }),
    });
    expect(reused.status).toBe(404);
    expect((await reused.json()).code).toBe('flow_state_not_found');
  });

  it.skipIf(!local)('PKCE: a code cannot be exchanged without the verifier that asked for it', async () => {
    const email = await existingUser('verifier');
    await createTestClient(backend, { flowType: 'pkce' }).client.auth.resetPasswordForEmail(email, { redirectTo: RESET_PAGE });
    const code = (await openLink((await latestMail(backend, email, 'recovery')).link)).location.searchParams.get('code')!;
    const stranger = createTestClient(backend, { flowType: 'pkce' });
    await stranger.client.auth.resetPasswordForEmail(uniqueEmail('stranger'));
    const { error } = await stranger.client.auth.exchangeCodeForSession(code);
    expect(error).toMatchObject({ status: 403, code: 'bad_code_verifier' });
  });

  it.skipIf(!local)('implicit: the link leads back with the session and type=recovery in the fragment', async () => {
    const email = await existingUser('implicit');
    await createTestClient(backend).client.auth.resetPasswordForEmail(email, { redirectTo: RESET_PAGE });
    const opened = await openLink((await latestMail(backend, email, 'recovery')).link);
    expect(opened.status).toBe(303);
    expect(opened.fragment.get('type')).toBe('recovery');
    expect(opened.fragment.get('access_token')?.split('.')).toHaveLength(3);
  });

  it.skipIf(!local)('refuses a used recovery link and an expired one (otp_expired)', async () => {
    const email = await existingUser('used');
    const client = createTestClient(backend).client;
    await client.auth.resetPasswordForEmail(email, { redirectTo: RESET_PAGE });
    const { link, token } = await latestMail(backend, email, 'recovery');
    expect((await openLink(link)).fragment.get('access_token')).toBeTruthy();
    const used = await openLink(link);
    expect(used.fragment.get('error_code')).toBe('otp_expired');
    expect((await client.auth.verifyOtp({ email, token, type: 'recovery' })).error?.code).toBe('otp_expired');

    await client.auth.resetPasswordForEmail(email, { redirectTo: RESET_PAGE });
    const late = await latestMail(backend, email, 'recovery');
    await backend.ctx!.db.asSuperuser((tx) =>
      tx.query(`update auth.one_time_tokens set created_at = now() - interval '61 minutes' where token_type = 'recovery_token'`),
    );
    const expired = await openLink(late.link);
    expect(expired.status).toBe(303);
    expect(expired.fragment.get('error_code')).toBe('otp_expired');
    const byCode = await client.auth.verifyOtp({ email, token: late.token, type: 'recovery' });
    expect(byCode.error).toMatchObject({ status: 403, code: 'otp_expired' });
  });
});

describe.skipIf(!settings.mailer_autoconfirm)('magic link and email code', () => {
  it.skipIf(!local)('signs in with the emailed six-digit code, once', async () => {
    const email = await existingUser('otp');
    const device = createTestClient(backend);
    expect((await device.client.auth.signInWithOtp({ email })).error).toBeNull();
    const { token } = await latestMail(backend, email, 'magiclink');
    const { data, error } = await device.client.auth.verifyOtp({ email, token, type: 'email' });
    expect(error).toBeNull();
    expect(data.session?.user.email).toBe(email);
    expect(device.events).toContain('SIGNED_IN');
    const again = await createTestClient(backend).client.auth.verifyOtp({ email, token, type: 'email' });
    expect(again.error).toMatchObject({ status: 403, code: 'otp_expired' });
  });

  it.skipIf(!local)('creates the account on first use and signs in through the link', async () => {
    const email = uniqueEmail('newcomer');
    const { error } = await createTestClient(backend).client.auth.signInWithOtp({
      email,
      options: { emailRedirectTo: `${backend.url}/dashboard`, data: { full_name: 'Noor Bissessur' } },
    });
    expect(error).toBeNull();
    const opened = await openLink((await latestMail(backend, email, 'magiclink')).link);
    expect(opened.fragment.get('type')).toBe('magiclink');
    const device = createTestClient(backend);
    const session = await device.client.auth.setSession({
      access_token: opened.fragment.get('access_token')!,
      refresh_token: opened.fragment.get('refresh_token')!,
    });
    expect(session.data.user?.user_metadata.full_name).toBe('Noor Bissessur');
  });

  // Hosted Auth answers 422 otp_disabled here, which tells anyone which addresses have an account.
  it.skipIf(!local)('answers an unknown address as a known one when shouldCreateUser is false, creating no account', async () => {
    const email = uniqueEmail('stranger');
    const { data, error } = await createTestClient(backend).client.auth.signInWithOtp({ email, options: { shouldCreateUser: false } });
    expect({ data, error }).toEqual({ data: { user: null, session: null }, error: null });
    const { rows } = await backend.ctx!.db.asSuperuser((tx) => tx.query('select id from auth.users where email = $1', [email]));
    expect(rows).toEqual([]);
    expect(backend.mailbox!.list(email)).toEqual([]);
  });

  it('refuses a wrong code', async () => {
    const email = await existingUser('wrongcode');
    const { error } = await createTestClient(backend).client.auth.verifyOtp({ email, token: '000000', type: 'email' });
    expect(error).toMatchObject({ status: 403, code: 'otp_expired' });
  });
});
