// Living with a session: refresh-token rotation and its grace window (two tabs), theft
// detection, a revoked session signing the client out, updating the user, sign-out scopes.
import { afterAll, describe, expect, it } from 'vitest';
import { authFetch, authSettings } from './helpers/auth-http.ts';
import { isHosted, startBackend } from './helpers/start-backend.ts';
import { createTestClient, expireStoredSession, uniqueEmail } from './helpers/test-client.ts';

const backend = await startBackend({ confirmEmail: false });
const settings = await authSettings(backend);
afterAll(() => backend.stop());

const PASSWORD = 'Lotus-breath-33';

async function signedIn(label: string) {
  const test = createTestClient(backend);
  const email = uniqueEmail(label);
  const { data, error } = await test.client.auth.signUp({ email, password: PASSWORD });
  if (error || !data.session) throw new Error(`sign-up failed: ${error?.message}`);
  return { ...test, email, session: data.session };
}

function refresh(refreshToken: string) {
  return authFetch(backend, '/token?grant_type=refresh_token', {
    method: 'POST',
    body: JSON.stringify({ refresh_token: refreshToken }),
  });
}

/** Lets the reuse grace window pass (ages the token instead of waiting 10 s). */
async function outlastGraceWindow(refreshToken: string): Promise<void> {
  await backend.ctx!.db.asSuperuser((tx) =>
    tx.query(`update auth.refresh_tokens set updated_at = now() - interval '11 seconds' where token = $1`, [refreshToken]),
  );
}

describe.skipIf(!settings.mailer_autoconfirm)('refresh', () => {
  it('rotates the refresh token and emits TOKEN_REFRESHED', async () => {
    const { client, events, session } = await signedIn('rotate');
    const { data, error } = await client.auth.refreshSession();
    expect(error).toBeNull();
    expect(data.session?.refresh_token).not.toBe(session.refresh_token);
    expect(data.session?.user.id).toBe(session.user.id);
    expect(events).toContain('TOKEN_REFRESHED');
    expect((await client.auth.getUser()).data.user?.id).toBe(session.user.id);
  });

  it('lets a second tab reuse the just-rotated token within the grace window', async () => {
    const { session } = await signedIn('tabs');
    const first = await refresh(session.refresh_token);
    expect(first.status).toBe(200);
    const rotated = (await first.json()).refresh_token as string;
    const second = await refresh(session.refresh_token);
    expect(second.status).toBe(200);
    const body = await second.json();
    expect(body.refresh_token).toBe(rotated);
    expect(body.access_token.split('.')).toHaveLength(3);
    expect((await refresh(rotated)).status).toBe(200);
  });

  // Hosted GoTrue keeps accepting the parent of the active token beyond the window; the
  // local backend follows the stricter rule of the team brief, so this runs locally only.
  it.skipIf(isHosted)('treats reuse after the grace window as theft: refused and the session revoked', async () => {
    const { session } = await signedIn('theft');
    const first = await refresh(session.refresh_token);
    const rotated = (await first.json()).refresh_token as string;
    await outlastGraceWindow(session.refresh_token);
    const reused = await refresh(session.refresh_token);
    expect(reused.status).toBe(400);
    expect(await reused.json()).toMatchObject({ code: 'refresh_token_already_used' });
    expect((await refresh(rotated)).status).toBe(400);
  });

  it('refuses an unknown refresh token with refresh_token_not_found', async () => {
    const { error } = await createTestClient(backend).client.auth.refreshSession({ refresh_token: 'not-a-token' });
    expect(error).toMatchObject({ status: 400, code: 'refresh_token_not_found' });
  });

  it('signs a device out (SIGNED_OUT) when its expired session was revoked elsewhere', async () => {
    const device = await signedIn('revoked');
    const other = createTestClient(backend);
    await other.client.auth.signInWithPassword({ email: device.email, password: PASSWORD });
    expect((await other.client.auth.signOut({ scope: 'global' })).error).toBeNull();

    expireStoredSession(device);
    const { data, error } = await device.client.auth.getSession();
    expect(data.session).toBeNull();
    expect(error).toMatchObject({ code: 'refresh_token_not_found' });
    expect(device.events).toContain('SIGNED_OUT');
    expect(device.storage.getItem(device.sessionKey)).toBeNull();
  });
});

describe.skipIf(!settings.mailer_autoconfirm)('the user', () => {
  it('changes the password (USER_UPDATED); the old one stops working', async () => {
    const { client, events, email } = await signedIn('newpass');
    const { data, error } = await client.auth.updateUser({ password: 'Brand-new-pass-7' });
    expect(error).toBeNull();
    expect(data.user?.email).toBe(email);
    expect(events).toContain('USER_UPDATED');
    const fresh = createTestClient(backend).client;
    expect((await fresh.auth.signInWithPassword({ email, password: PASSWORD })).error?.code).toBe('invalid_credentials');
    expect((await fresh.auth.signInWithPassword({ email, password: 'Brand-new-pass-7' })).error).toBeNull();
  });

  it('refuses the same or a weak new password', async () => {
    const { client } = await signedIn('samepass');
    expect((await client.auth.updateUser({ password: PASSWORD })).error).toMatchObject({ status: 422, code: 'same_password' });
    expect((await client.auth.updateUser({ password: 'short' })).error).toMatchObject({ status: 422, code: 'weak_password' });
  });

  it('merges user metadata, and never lets the user write app_metadata', async () => {
    const { client, session } = await signedIn('meta');
    const { data } = await client.auth.updateUser({ data: { business_name: 'Sea Salt Spa' } });
    expect(data.user?.user_metadata).toMatchObject({ business_name: 'Sea Salt Spa' });
    const response = await authFetch(backend, '/user', {
      method: 'PUT',
      headers: { authorization: `Bearer ${session.access_token}` },
      body: JSON.stringify({ app_metadata: { role: 'admin' } }),
    });
    expect(response.status).toBe(403);
    expect((await client.auth.getUser()).data.user?.app_metadata.role).toBeUndefined();
  });

  it('answers a missing or forged bearer token as GoTrue does', async () => {
    const none = await authFetch(backend, '/user', { headers: { authorization: '' } });
    expect(none.status).toBe(401);
    const anon = await authFetch(backend, '/user');
    expect(anon.status).toBe(403);
    expect(anon.headers.get('x-sb-error-code')).toBe('bad_jwt');
    const { session } = await signedIn('forged');
    const forged = `${session.access_token.slice(0, -4)}AAAA`;
    const bad = await authFetch(backend, '/user', { headers: { authorization: `Bearer ${forged}` } });
    expect(bad.status).toBe(403);
    expect((await bad.json()).code).toBe('bad_jwt');
  });
});

describe.skipIf(!settings.mailer_autoconfirm)('sign-out scopes', () => {
  it('local ends only this session; others ends every other one', async () => {
    const first = await signedIn('scopes');
    const second = createTestClient(backend);
    const third = createTestClient(backend);
    await second.client.auth.signInWithPassword({ email: first.email, password: PASSWORD });
    await third.client.auth.signInWithPassword({ email: first.email, password: PASSWORD });

    expect((await second.client.auth.signOut({ scope: 'local' })).error).toBeNull();
    expect((await first.client.auth.getUser()).error).toBeNull();

    expect((await first.client.auth.signOut({ scope: 'others' })).error).toBeNull();
    expect((await first.client.auth.getUser()).error).toBeNull();
    expect((await third.client.auth.getUser()).error?.name).toBe('AuthSessionMissingError');
  });

  it.skipIf(isHosted)('answers an unknown scope with 400', async () => {
    const { session } = await signedIn('badscope');
    const response = await authFetch(backend, '/logout?scope=everywhere', {
      method: 'POST',
      headers: { authorization: `Bearer ${session.access_token}` },
    });
    expect(response.status).toBe(400);
  });
});
