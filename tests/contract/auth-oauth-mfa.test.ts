// Social sign-in (Google is not configured locally: the user must get a clear error, not a
// blank page) and TOTP multi-factor authentication up to aal2.
import { afterAll, describe, expect, it } from 'vitest';
import { totp } from '../../server/auth/totp.ts';
import { authFetch, authSettings } from './helpers/auth-http.ts';
import { isHosted, startBackend } from './helpers/start-backend.ts';
import { createTestClient, uniqueEmail } from './helpers/test-client.ts';

const backend = await startBackend({ confirmEmail: false });
const settings = await authSettings(backend);
afterAll(() => backend.stop());

const PASSWORD = 'Still-river-64';

async function signedIn(label: string) {
  const test = createTestClient(backend);
  const { error } = await test.client.auth.signUp({ email: uniqueEmail(label), password: PASSWORD });
  if (error) throw error;
  return test;
}

describe.skipIf(settings.external.google)('sign-in with Google when the provider is off', () => {
  it('sends the browser back to the app with provider_disabled and a readable reason', async () => {
    const { client } = createTestClient(backend);
    const redirectTo = `${backend.url}/dashboard`;
    const { data, error } = await client.auth.signInWithOAuth({ provider: 'google', options: { redirectTo } });
    expect(error).toBeNull();
    expect(data.url).toContain('/auth/v1/authorize?provider=google');

    const response = await fetch(data.url!, { redirect: 'manual' });
    if (response.status === 303) {
      const location = new URL(response.headers.get('location')!);
      expect(`${location.origin}${location.pathname}`).toBe(redirectTo);
      const fragment = new URLSearchParams(location.hash.slice(1));
      expect(fragment.get('error_code')).toBe('provider_disabled');
      expect(fragment.get('error_description')).toBe('Unsupported provider: provider is not enabled');
    } else {
      // Hosted GoTrue answers the navigation with a JSON page instead of a redirect.
      expect(response.status).toBe(400);
      expect((await response.json()).msg).toBe('Unsupported provider: provider is not enabled');
    }
  });

  it.skipIf(isHosted)('answers 400 JSON when there is nowhere to send the browser back to', async () => {
    const response = await authFetch(backend, '/authorize?provider=google');
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ message: 'Unsupported provider: provider is not enabled' });
  });
});

describe.skipIf(!settings.mailer_autoconfirm)('TOTP multi-factor authentication', () => {
  it('enrolls, challenges and verifies a factor, raising the session to aal2', async () => {
    const { client, events } = await signedIn('mfa');
    const before = await client.auth.mfa.getAuthenticatorAssuranceLevel();
    expect(before.data).toMatchObject({ currentLevel: 'aal1', nextLevel: 'aal1' });

    const { data: factor, error } = await client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Studio phone' });
    expect(error).toBeNull();
    if (factor?.type !== 'totp') throw new Error('expected a TOTP factor');
    expect(factor.totp.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(factor.totp.uri).toMatch(/^otpauth:\/\/totp\/.+secret=[A-Z2-7]{32}/);
    expect(factor.totp.qr_code).toMatch(/^data:image\/svg\+xml;utf-8,[\s\S]*<svg /);

    const listed = await client.auth.mfa.listFactors();
    expect(listed.data?.all).toEqual([expect.objectContaining({ id: factor.id, status: 'unverified', factor_type: 'totp' })]);
    expect(listed.data?.totp).toEqual([]);

    const { data: challenge } = await client.auth.mfa.challenge({ factorId: factor.id });
    expect(challenge?.expires_at).toBeGreaterThan(Date.now() / 1000);
    const wrong = await client.auth.mfa.verify({ factorId: factor.id, challengeId: challenge!.id, code: '000000' });
    expect(wrong.error).toMatchObject({ status: 422, code: 'mfa_verification_failed' });

    const verified = await client.auth.mfa.verify({
      factorId: factor.id,
      challengeId: challenge!.id,
      code: totp(factor.totp.secret),
    });
    expect(verified.error).toBeNull();
    expect(events).toContain('MFA_CHALLENGE_VERIFIED');

    const after = await client.auth.mfa.getAuthenticatorAssuranceLevel();
    expect(after.data?.currentLevel).toBe('aal2');
    expect(after.data?.nextLevel).toBe('aal2');
    expect(after.data?.currentAuthenticationMethods.map((m) => (typeof m === 'string' ? m : m.method))).toEqual(['totp', 'password']);
    expect((await client.auth.mfa.listFactors()).data?.totp).toHaveLength(1);

    const refreshed = await client.auth.refreshSession();
    expect(refreshed.error).toBeNull();
    expect((await client.auth.mfa.getAuthenticatorAssuranceLevel()).data?.currentLevel).toBe('aal2');
  });

  it('tells a fresh aal1 sign-in that aal2 is next, and keeps verified factors from aal1 sessions', async () => {
    const first = await signedIn('mfa-next');
    const { data: factor } = await first.client.auth.mfa.enroll({ factorType: 'totp' });
    if (factor?.type !== 'totp') throw new Error('expected a TOTP factor');
    await first.client.auth.mfa.challengeAndVerify({ factorId: factor.id, code: totp(factor.totp.secret) });

    const email = (await first.client.auth.getUser()).data.user!.email!;
    const second = createTestClient(backend);
    await second.client.auth.signInWithPassword({ email, password: PASSWORD });
    const level = await second.client.auth.mfa.getAuthenticatorAssuranceLevel();
    expect(level.data).toMatchObject({ currentLevel: 'aal1', nextLevel: 'aal2' });
    const removal = await second.client.auth.mfa.unenroll({ factorId: factor.id });
    expect(removal.error).toMatchObject({ status: 403, code: 'insufficient_aal' });
    expect((await first.client.auth.mfa.unenroll({ factorId: factor.id })).error).toBeNull();
  });

  it('refuses factor types that are not enabled and unknown factors', async () => {
    const { client } = await signedIn('mfa-phone');
    const phone = await client.auth.mfa.enroll({ factorType: 'phone', phone: '+23055550000' });
    expect(phone.error).toMatchObject({ status: 422 });
    const missing = await client.auth.mfa.challenge({ factorId: '00000000-0000-4000-8000-000000000000' });
    expect(missing.error).toMatchObject({ status: 404, code: 'mfa_factor_not_found' });
  });
});
