// A request with no project key at all is refused by every API service, as hosted
// Supabase's gateway refuses it; what a browser opens by address stays open.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isHosted, startBackend, type TestBackend } from './helpers/start-backend.ts';
import { createTestClient } from './helpers/test-client.ts';

let backend: TestBackend;

beforeAll(async () => {
  backend = await startBackend();
});

afterAll(async () => {
  await backend?.stop();
});

const NO_KEY = { message: 'No API key found in request', hint: 'No `apikey` request header or url param was found.' };

describe('the project key', () => {
  it('is required by REST, auth and storage, with or without a bearer token', async () => {
    const paths = ['/rest/v1/subscription_plans?select=id', '/auth/v1/settings', '/storage/v1/object/images/someone/picture.png'];
    for (const path of paths) {
      for (const headers of [{}, { authorization: `Bearer ${backend.anonKey}` }] as Record<string, string>[]) {
        const response = await fetch(`${backend.url}${path}`, { headers });
        expect({ path, status: response.status, body: await response.json() }).toEqual({ path, status: 401, body: NO_KEY });
      }
    }
    const signIn = await fetch(`${backend.url}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'nobody@example.com', password: 'whatever-it-is' }),
    });
    expect(signIn.status).toBe(401);
  });

  it('is read from the apikey URL parameter as from the header', async () => {
    const plans = await fetch(`${backend.url}/rest/v1/subscription_plans?select=id&apikey=${backend.anonKey}`);
    expect(plans.status).toBe(200);
    expect(Array.isArray(await plans.json())).toBe(true);
    const settings = await fetch(`${backend.url}/auth/v1/settings?apikey=${backend.anonKey}`);
    expect(settings.status).toBe(200);
  });

  it('is sent by supabase-js on every call, which go through', async () => {
    const { client } = createTestClient(backend);
    const { error, status } = await client.from('subscription_plans').select('id');
    expect({ error, status }).toEqual({ error: null, status: 200 });
    const download = await client.storage.from('images').download('someone/picture.png');
    expect(download.error).not.toBeNull();
    expect((download.error as { status?: number }).status).not.toBe(401);
  });

  it('is not needed to open an emailed link or to read the public signing keys', async () => {
    const link = await fetch(`${backend.url}/auth/v1/verify?token=not-a-token&type=signup&redirect_to=${encodeURIComponent(backend.url)}`, { redirect: 'manual' });
    expect(link.status).not.toBe(401);
    const jwks = await fetch(`${backend.url}/auth/v1/.well-known/jwks.json`);
    expect(jwks.status).toBe(200);
  });

  it.skipIf(isHosted)('is not needed for the app, its files and the health check', async () => {
    expect((await fetch(`${backend.url}/health`)).status).toBe(200);
    const preflight = await fetch(`${backend.url}/rest/v1/profiles`, {
      method: 'OPTIONS',
      headers: { origin: 'http://localhost:5173', 'access-control-request-method': 'GET', 'access-control-request-headers': 'apikey, authorization' },
    });
    expect(preflight.status).toBe(204);
  });
});
