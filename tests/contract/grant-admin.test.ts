// `npm run grant-admin`: an existing user becomes an administrator, which the next session
// carries in app_metadata and the database honours (admin-only RPC); --revoke undoes it.
// Local backends go through the database; a hosted project through the Auth admin API.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { grantAdminHosted, grantAdminLocal } from '../../server/grant-admin.ts';
import { isHosted, startBackend, type TestBackend } from './helpers/start-backend.ts';
import { createTestClient, uniqueEmail } from './helpers/test-client.ts';

const PASSWORD = 'Correct-horse-42';
/** Against a hosted project the admin API needs its service key. */
const noAdminKey = isHosted && !process.env.SUPABASE_TEST_SERVICE_ROLE_KEY;
let backend: TestBackend;

beforeAll(async () => {
  backend = await startBackend();
});
afterAll(() => backend?.stop());

async function signedIn(email: string) {
  const test = createTestClient(backend);
  const { data, error } = await test.client.auth.signInWithPassword({ email, password: PASSWORD });
  expect(error).toBeNull();
  return { client: test.client, role: data.user?.app_metadata.role as string | undefined };
}

async function grant(email: string, admin: boolean) {
  if (backend.ctx) return grantAdminLocal(backend.ctx.db, email, admin);
  return grantAdminHosted(backend.url, backend.serviceRoleKey, email, admin);
}

describe('grant-admin', () => {
  it.skipIf(noAdminKey)('makes a signed-up user an administrator on the next sign-in, and --revoke undoes it', async () => {
    const email = uniqueEmail('owner');
    expect((await createTestClient(backend).client.auth.signUp({ email, password: PASSWORD })).error).toBeNull();
    const before = await signedIn(email);
    expect(before.role).toBeUndefined();
    expect((await before.client.rpc('admin_usage_summary')).error?.code).toBe('42501');

    expect(await grant(email.toUpperCase(), true)).toMatchObject({ admin: true });
    const after = await signedIn(email);
    expect(after.role).toBe('admin');
    const summary = await after.client.rpc('admin_usage_summary');
    expect(summary.error).toBeNull();
    expect(summary.data).toHaveProperty('uses');

    await grant(email, false);
    const revoked = await signedIn(email);
    expect(revoked.role).toBeUndefined();
    expect((await revoked.client.rpc('admin_usage_summary')).error?.code).toBe('42501');
  });

  it.skipIf(noAdminKey)('says so when nobody has the email', async () => {
    expect(await grant(uniqueEmail('nobody'), true)).toMatchObject({ missing: true });
  });
});
