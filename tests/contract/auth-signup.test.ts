// Sign-up and sign-in with email confirmation off (the local default), through the real
// supabase-js client, plus the error answers GoTrue gives for bad input.
import { decodeJwt } from 'jose';
import { ensureDemoAccounts } from '../../server/auth/demo-accounts.ts';
import { afterAll, describe, expect, it } from 'vitest';
import { authFetch, authSettings } from './helpers/auth-http.ts';
import { isHosted, startBackend } from './helpers/start-backend.ts';
import { createTestClient, uniqueEmail } from './helpers/test-client.ts';

const backend = await startBackend({ confirmEmail: false });
const settings = await authSettings(backend);
afterAll(() => backend.stop());

const PASSWORD = 'Calm-waters-42';
const studio = { full_name: 'Priya Jugnauth', business_name: 'Moonrise Meditation', business_type: 'meditation-center' };

describe.skipIf(!settings.mailer_autoconfirm)('sign-up with email confirmation off', () => {
  it('signs the new user in at once, keeping the metadata the sign-up form sends', async () => {
    const { client, events } = createTestClient(backend);
    const email = uniqueEmail('signup');
    const { data, error } = await client.auth.signUp({ email, password: PASSWORD, options: { data: studio } });
    expect(error).toBeNull();
    expect(data.session?.access_token.split('.')).toHaveLength(3);
    expect(data.session?.expires_in).toBe(3600);
    expect(data.user?.email).toBe(email);
    expect(data.user?.user_metadata).toMatchObject(studio);
    expect(data.user?.app_metadata).toMatchObject({ provider: 'email', providers: ['email'] });
    expect(data.user?.identities?.[0]).toMatchObject({ provider: 'email', user_id: data.user?.id });
    expect(events).toContain('SIGNED_IN');
    const { data: current } = await client.auth.getUser();
    expect(current.user?.id).toBe(data.user?.id);
  });

  it('refuses a second account for the same email with user_already_exists', async () => {
    const email = uniqueEmail('twice');
    await createTestClient(backend).client.auth.signUp({ email, password: PASSWORD });
    const { data, error } = await createTestClient(backend).client.auth.signUp({ email, password: 'Other-pass-99' });
    expect(error).toMatchObject({ status: 422, code: 'user_already_exists', message: 'User already registered' });
    expect(data.session).toBeNull();
  });

  it('refuses a short password as weak_password', async () => {
    const { error } = await createTestClient(backend).client.auth.signUp({ email: uniqueEmail('weak'), password: 'abc12' });
    expect(error).toMatchObject({ status: 422, code: 'weak_password', name: 'AuthWeakPasswordError' });
  });
});

describe.skipIf(!settings.mailer_autoconfirm)('sign-in', () => {
  it('answers invalid_credentials for a wrong password and for an unknown email alike', async () => {
    const email = uniqueEmail('wrong');
    await createTestClient(backend).client.auth.signUp({ email, password: PASSWORD });
    const { client } = createTestClient(backend);
    const wrong = await client.auth.signInWithPassword({ email, password: 'Not-the-password-1' });
    const unknown = await client.auth.signInWithPassword({ email: uniqueEmail('nobody'), password: PASSWORD });
    for (const { error, data } of [wrong, unknown]) {
      expect(error).toMatchObject({ status: 400, code: 'invalid_credentials', message: 'Invalid login credentials' });
      expect(data.session).toBeNull();
    }
  });

  it('issues an access token with the claims row level security and the client rely on', async () => {
    const email = uniqueEmail('claims');
    await createTestClient(backend).client.auth.signUp({ email, password: PASSWORD, options: { data: studio } });
    const { client, events } = createTestClient(backend);
    const { data, error } = await client.auth.signInWithPassword({ email, password: PASSWORD });
    expect(error).toBeNull();
    expect(events).toContain('SIGNED_IN');
    const claims = decodeJwt(data.session!.access_token);
    expect(claims).toMatchObject({
      sub: data.user!.id,
      aud: 'authenticated',
      role: 'authenticated',
      email,
      phone: '',
      aal: 'aal1',
      is_anonymous: false,
      user_metadata: expect.objectContaining(studio),
    });
    expect(String(claims.iss)).toMatch(/\/auth\/v1$/);
    expect(claims.exp! - claims.iat!).toBe(3600);
    expect(data.session!.expires_at).toBe(claims.exp);
    expect(claims.amr).toEqual([{ method: 'password', timestamp: expect.any(Number) }]);
    expect(typeof claims.session_id).toBe('string');
  });

  it('refuses the access token after sign-out (session_not_found) and signs the client out', async () => {
    const email = uniqueEmail('signout');
    const { client, events } = createTestClient(backend);
    const { data } = await client.auth.signUp({ email, password: PASSWORD });
    const { access_token: accessToken, refresh_token: refreshToken } = data.session!;
    expect((await client.auth.signOut()).error).toBeNull();
    expect(events).toContain('SIGNED_OUT');
    expect((await client.auth.getSession()).data.session).toBeNull();

    const response = await authFetch(backend, '/user', { headers: { authorization: `Bearer ${accessToken}` } });
    expect(response.status).toBe(403);
    expect(response.headers.get('x-sb-error-code')).toBe('session_not_found');
    const other = createTestClient(backend).client;
    const { error } = await other.auth.getUser(accessToken);
    expect(error?.name).toBe('AuthSessionMissingError');
    const refreshed = await other.auth.refreshSession({ refresh_token: refreshToken });
    expect(refreshed.error).toMatchObject({ status: 400, code: 'refresh_token_not_found' });
  });
});

describe('bad input gets a 400 with a code, never a 500', () => {
  it('answers invalid JSON with bad_json and echoes the API version', async () => {
    const response = await authFetch(backend, '/token?grant_type=password', { method: 'POST', body: '{"email": ' });
    expect(response.status).toBe(400);
    expect(response.headers.get('x-supabase-api-version')).toBe('2024-01-01');
    expect(response.headers.get('x-sb-error-code')).toBe('bad_json');
    expect(await response.json()).toMatchObject({ code: 'bad_json', message: expect.any(String) });
  });

  it('answers fields of the wrong type with bad_json', async () => {
    const response = await authFetch(backend, '/signup', { method: 'POST', body: JSON.stringify({ email: 42, password: true }) });
    expect(response.status).toBe(400);
    expect((await response.json()).code).toBe('bad_json');
  });

  it('answers missing fields with validation_failed', async () => {
    const signup = await authFetch(backend, '/signup', { method: 'POST', body: JSON.stringify({ email: uniqueEmail('nopass') }) });
    expect(signup.status).toBe(400);
    expect(await signup.json()).toEqual({ code: 'validation_failed', message: 'Signup requires a valid password' });
    const verify = await authFetch(backend, '/verify', { method: 'POST', body: JSON.stringify({ token: '123456' }) });
    expect(verify.status).toBe(400);
    expect((await verify.json()).code).toBe('validation_failed');
  });

  it.skipIf(isHosted)('refuses an oversized body with 413', async () => {
    const data = { notes: 'x'.repeat(200_000) };
    const response = await authFetch(backend, '/signup', {
      method: 'POST',
      body: JSON.stringify({ email: uniqueEmail('huge'), password: PASSWORD, data }),
    });
    expect(response.status).toBe(413);
    // Closed after the answer, and said so: the next request does not go down a socket the server drops.
    expect(response.headers.get('connection')).toBe('close');
  });

  it('answers an unknown grant type and a bad email format with 400', async () => {
    const grant = await authFetch(backend, '/token?grant_type=magic', { method: 'POST', body: '{}' });
    expect(grant.status).toBe(400);
    const { error } = await createTestClient(backend).client.auth.signUp({ email: 'not-an-email', password: PASSWORD });
    expect(error).toMatchObject({ status: 400, code: 'validation_failed' });
  });

  it('answers requests without the version header in the legacy shape', async () => {
    const response = await fetch(`${backend.url}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: { apikey: backend.anonKey, 'content-type': 'application/json' },
      body: JSON.stringify({ email: uniqueEmail('legacy'), password: PASSWORD }),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 400, error_code: 'invalid_credentials', msg: 'Invalid login credentials' });
  });
});

describe('public endpoints', () => {
  it('offers email sign-in', () => {
    expect(settings.external.email).toBe(true);
  });

  it.skipIf(isHosted)('has no OAuth provider configured locally', () => {
    expect(settings.external.google).toBe(false);
  });

  it('answers GET /health', async () => {
    const response = await authFetch(backend, '/health');
    expect(response.status).toBe(200);
    expect(await response.json()).toHaveProperty('name');
  });
});

describe.skipIf(isHosted)('demo accounts of a fresh local backend', () => {
  it('creates a confirmed administrator and a studio owner once, who can sign in', async () => {
    const first = await ensureDemoAccounts(backend.ctx!);
    const again = await ensureDemoAccounts(backend.ctx!);
    expect([first.admin.created, first.studio.created, again.admin.created]).toEqual([true, true, false]);
    expect(again.admin.id).toBe(first.admin.id);

    const admin = await createTestClient(backend).client.auth.signInWithPassword(first.admin);
    expect(admin.error).toBeNull();
    expect(decodeJwt(admin.data.session!.access_token).app_metadata).toMatchObject({ role: 'admin' });
    const studioOwner = await createTestClient(backend).client.auth.signInWithPassword(first.studio);
    expect(studioOwner.data.user?.app_metadata.role).toBeUndefined();
    expect(studioOwner.data.user?.user_metadata).toMatchObject({ business_name: expect.any(String), business_type: 'yoga-studio' });
  });
});
