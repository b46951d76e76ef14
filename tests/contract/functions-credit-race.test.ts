// Overspending credits with parallel image calls: 20 calls at once with credits for exactly
// three images must give three images, through the local function and through the hosted
// function's handler (run here against the local backend's REST API, as on Supabase), and a
// failed generation must give its credits back.
import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { handleGenerateImage } from '../../supabase/functions/generate-image/handler.ts';
import { IMAGE_CREDIT_COST } from '../../supabase/functions/generate-image/options.ts';
import { clientFor, type RestBackend, startRestBackend, type TestUser } from '../server/harness/rest-backend.ts';

let backend: RestBackend;
let failingProvider: Server;
let providerUrl: string;

const request = { prompt: 'Sunrise over a quiet lake', style: 'watercolor', dimensions: { value: 'square', label: 'Square', width: 1080, height: 1080 }, colors: 'ocean-calm', textOverlay: '', wellness_type: 'yoga' };

beforeAll(async () => {
  backend = await startRestBackend({ local: true });
  failingProvider = createServer((_req, res) => {
    res.writeHead(500, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { message: 'provider is down' } }));
  });
  await new Promise<void>((resolve) => failingProvider.listen(0, '127.0.0.1', resolve));
  providerUrl = `http://127.0.0.1:${(failingProvider.address() as AddressInfo).port}/v1/images/generations`;
});

afterAll(async () => {
  await new Promise((resolve) => failingProvider?.close(resolve));
  await backend?.stop();
});

/** A user signed up through the auth API (the hosted handler checks the session at /auth/v1/user). */
async function userWithImages(label: string, images: number): Promise<TestUser> {
  const email = `${label}-${randomUUID().slice(0, 8)}@example.com`;
  const { data, error: signUpError } = await backend.anon.auth.signUp({ email, password: 'Credits-race-42' });
  if (signUpError || !data.session || !data.user) throw signUpError ?? new Error('sign-up gave no session');
  const token = data.session.access_token;
  const user = { id: data.user.id, email, token, client: clientFor(backend.url, backend.anonKey, token) };
  const { error } = await backend.service.from('user_subscriptions').update({ credits_remaining: images * IMAGE_CREDIT_COST }).eq('user_id', user.id);
  expect(error).toBeNull();
  return user;
}

async function creditsOf(user: TestUser): Promise<{ credits_remaining: number; credits_used: number }> {
  const { data } = await backend.service.from('user_subscriptions').select('credits_remaining, credits_used').eq('user_id', user.id).single();
  return data as { credits_remaining: number; credits_used: number };
}

function hostedEnv(extra: Record<string, string> = {}) {
  const values: Record<string, string> = {
    SUPABASE_URL: backend.url,
    SUPABASE_ANON_KEY: backend.anonKey,
    SUPABASE_SERVICE_ROLE_KEY: backend.ctx!.config.serviceRoleKey,
    ...extra,
  };
  return { get: (name: string) => values[name] };
}

function hostedCall(user: TestUser, env = hostedEnv()): Promise<Response> {
  const call = new Request('http://functions.local/generate-image', {
    method: 'POST',
    headers: { authorization: `Bearer ${user.token}`, 'content-type': 'application/json' },
    body: JSON.stringify(request),
  });
  return handleGenerateImage(call, env);
}

describe('20 parallel image calls with credits for three', () => {
  it('the local function makes exactly three images and refuses the rest with 402', async () => {
    const user = await userWithImages('race-local', 3);
    const results = await Promise.all(Array.from({ length: 20 }, () => user.client.functions.invoke('generate-image', { body: request })));
    expect(results.filter((result) => result.error === null)).toHaveLength(3);
    expect(await creditsOf(user)).toMatchObject({ credits_remaining: 0, credits_used: 3 * IMAGE_CREDIT_COST });
  });

  it('the hosted function makes exactly three images and meters each once', async () => {
    const user = await userWithImages('race-hosted', 3);
    const answers = await Promise.all(Array.from({ length: 20 }, () => hostedCall(user)));
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(3);
    expect(answers.filter((answer) => answer.status === 402)).toHaveLength(17);
    expect(await creditsOf(user)).toMatchObject({ credits_remaining: 0, credits_used: 3 * IMAGE_CREDIT_COST });
    const usage = await user.client.from('usage_tracking').select('credits_consumed').eq('user_id', user.id);
    expect(usage.data).toHaveLength(3);
  });
});

describe('a generation that fails', () => {
  it('answers 502 and gives the credits back (the usage record no longer counts)', async () => {
    const user = await userWithImages('provider-down', 1);
    const answer = await hostedCall(user, hostedEnv({ IMAGE_PROVIDER_API_KEY: 'test-key', IMAGE_PROVIDER_URL: providerUrl }));
    expect(answer.status).toBe(502);
    expect(await answer.json()).toEqual({ error: 'Failed to generate image: provider is down' });
    expect(await creditsOf(user)).toMatchObject({ credits_remaining: IMAGE_CREDIT_COST, credits_used: 0 });
    const usage = await user.client.from('usage_tracking').select('_deleted').eq('user_id', user.id);
    expect(usage.data).toEqual([{ _deleted: true }]);
  });

  it('a user cannot give themselves credits back for an image they received', async () => {
    const user = await userWithImages('refund-thief', 1);
    expect((await hostedCall(user)).status).toBe(200);
    const { data: usage } = await user.client.from('usage_tracking').select('id').eq('user_id', user.id).single();
    const refund = await user.client.rpc('release_credits', { usage_id: (usage as { id: string }).id });
    expect(refund.error).not.toBeNull();
    expect(await creditsOf(user)).toMatchObject({ credits_remaining: 0 });
  });
});

describe('an image says what made it', () => {
  it('the built-in renderer answers drawn: true (locally and hosted); a provider\'s image answers as before', async () => {
    const user = await userWithImages('who-made-it', 3);
    const local = await user.client.functions.invoke('generate-image', { body: request });
    expect((local.data as { drawn?: unknown }).drawn).toBe(true);
    const drawn = (await (await hostedCall(user)).json()) as { image: string; drawn?: unknown };
    expect([drawn.image.startsWith('data:image/svg+xml'), drawn.drawn]).toEqual([true, true]);

    const provider = createServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ data: [{ b64_json: 'iVBORw0KGgo=' }] }));
    });
    await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', resolve));
    try {
      const url = `http://127.0.0.1:${(provider.address() as AddressInfo).port}/v1/images/generations`;
      const answer = await hostedCall(user, hostedEnv({ IMAGE_PROVIDER_API_KEY: 'test-key', IMAGE_PROVIDER_URL: url }));
      expect(await answer.json()).toEqual({ image: 'data:image/png;base64,iVBORw0KGgo=' });
    } finally {
      await new Promise((resolve) => provider.close(resolve));
    }
  });
});
