// A password change is how a studio owner throws out someone who got in: every other session
// and every code already mailed must stop working, while the device that changed it stays in.
import { afterAll, describe, expect, it } from 'vitest';
import { authFetch } from './helpers/auth-http.ts';
import { isHosted, startBackend } from './helpers/start-backend.ts';
import { createTestClient, uniqueEmail } from './helpers/test-client.ts';

const backend = await startBackend();
afterAll(() => backend.stop());

const PASSWORD = 'Morning-sun-81';

async function signedInDevice(email: string) {
  const device = createTestClient(backend);
  const { error } = await device.client.auth.signInWithPassword({ email, password: PASSWORD });
  if (error) throw error;
  return device.client;
}

async function mailedRecoveryCode(email: string): Promise<string> {
  expect((await authFetch(backend, '/recover', { method: 'POST', body: JSON.stringify({ email }) })).status).toBe(200);
  return backend.mailbox!.list(email).find((mail) => mail.kind === 'recovery')!.token;
}

describe.skipIf(isHosted)('changing the password', () => {
  it("ends the other device's session and the codes already mailed; the changing device stays signed in", async () => {
    const email = uniqueEmail('owner');
    expect((await createTestClient(backend).client.auth.signUp({ email, password: PASSWORD })).error).toBeNull();
    const mine = await signedInDevice(email);
    const intruder = await signedInDevice(email);
    const oldCode = await mailedRecoveryCode(email);

    expect((await mine.auth.updateUser({ password: 'Evening-moon-19' })).error).toBeNull();

    const stolen = await intruder.auth.refreshSession();
    expect(stolen.error).toMatchObject({ status: 400, code: 'refresh_token_not_found' });
    const code = await authFetch(backend, '/verify', { method: 'POST', body: JSON.stringify({ email, token: oldCode, type: 'recovery' }) });
    expect(code.status).toBe(403);
    expect(await code.json()).toMatchObject({ code: 'otp_expired' });

    const refreshed = await mine.auth.refreshSession();
    expect(refreshed.error).toBeNull();
    expect((await mine.auth.getUser()).data.user?.email).toBe(email);
  });

  it('after a recovery code, setting the new password throws out the session that was already in', async () => {
    const email = uniqueEmail('recovered');
    expect((await createTestClient(backend).client.auth.signUp({ email, password: PASSWORD })).error).toBeNull();
    const intruder = await signedInDevice(email);
    const { data: intruderSession } = await intruder.auth.getSession();

    const recovering = createTestClient(backend).client;
    const verified = await recovering.auth.verifyOtp({ email, token: await mailedRecoveryCode(email), type: 'recovery' });
    expect(verified.error).toBeNull();
    expect((await recovering.auth.updateUser({ password: 'Evening-moon-19' })).error).toBeNull();

    const user = await authFetch(backend, '/user', { headers: { authorization: `Bearer ${intruderSession.session!.access_token}` } });
    expect(user.status).toBe(403);
    expect(await user.json()).toMatchObject({ code: 'session_not_found' });
    expect((await intruder.auth.refreshSession()).error).toMatchObject({ code: 'refresh_token_not_found' });
    expect((await recovering.auth.refreshSession()).error).toBeNull();
  });

  it('leaves other sessions alone when only the profile changes', async () => {
    const email = uniqueEmail('renamed');
    expect((await createTestClient(backend).client.auth.signUp({ email, password: PASSWORD })).error).toBeNull();
    const phone = await signedInDevice(email);
    const desktop = await signedInDevice(email);
    expect((await desktop.auth.updateUser({ data: { full_name: 'Leila H.' } })).error).toBeNull();
    expect((await phone.auth.refreshSession()).error).toBeNull();
  });
});
