import { afterEach, describe, expect, it, vi } from 'vitest';
import { SUPABASE_DEMO_JWT_SECRET, type ServerConfig } from '../context.ts';
import { claimsFromRequest, JwtError, makeApiKey, signAccessToken } from './jwt.ts';

const DEMO_ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0';

const config: ServerConfig = {
  jwtSecret: SUPABASE_DEMO_JWT_SECRET,
  anonKey: makeApiKey(SUPABASE_DEMO_JWT_SECRET, 'anon'),
  serviceRoleKey: makeApiKey(SUPABASE_DEMO_JWT_SECRET, 'service_role'),
  confirmEmail: false,
  siteUrl: 'http://localhost:4173',
  devMailbox: false,
};
const user = { id: '6f1c2a52-4b8e-4c39-9f0e-0d4c3b2a1f00', email: 'hello@example.com', raw_app_meta_data: { role: 'admin' }, raw_user_meta_data: {} };

async function rejection(promise: Promise<unknown>): Promise<JwtError> {
  const error = await promise.then(() => null, (e: unknown) => e);
  if (!(error instanceof JwtError)) throw new Error('expected a JwtError');
  return error;
}

describe('API keys and request claims', () => {
  it('makes the demo anon key from the local secret', () => {
    expect(config.anonKey).toBe(DEMO_ANON_KEY);
  });

  it('treats no token, the anon key and a non-JWT bearer as anon', async () => {
    expect(await claimsFromRequest(config, {})).toEqual({ role: 'anon' });
    expect(await claimsFromRequest(config, { authorization: `Bearer ${DEMO_ANON_KEY}`, apikey: DEMO_ANON_KEY })).toEqual({ role: 'anon' });
    expect(await claimsFromRequest(config, { authorization: 'Bearer sb_publishable_x' })).toEqual({ role: 'anon' });
  });

  it('gives the service role key and an access token their claims', async () => {
    expect((await claimsFromRequest(config, { authorization: `Bearer ${config.serviceRoleKey}` })).role).toBe('service_role');
    const token = await signAccessToken(config, user, '1d7f3a3e-2b6a-4d3c-8b0e-3f5e6a7b8c9d');
    const claims = await claimsFromRequest(config, { authorization: `Bearer ${token}`, apikey: DEMO_ANON_KEY });
    expect(claims).toMatchObject({ role: 'authenticated', sub: user.id, aud: 'authenticated', app_metadata: { role: 'admin' } });
    expect(claims.iss).toBe('http://localhost:4173/auth/v1');
  });

  it('refuses an expired token (PGRST303) and a forged one (PGRST301)', async () => {
    const old = await signAccessToken(config, user, 's', 'aal1', { now: Math.floor(Date.now() / 1000) - 7200 });
    expect(await rejection(claimsFromRequest(config, { authorization: `Bearer ${old}` }))).toMatchObject({ code: 'PGRST303', message: 'JWT expired' });
    const forged = await signAccessToken({ ...config, jwtSecret: 'another-secret-that-is-at-least-32-chars' }, user, 's');
    expect(await rejection(claimsFromRequest(config, { authorization: `Bearer ${forged}` }))).toMatchObject({ code: 'PGRST301' });
  });

  describe('a token verified once', () => {
    afterEach(() => {
      vi.useRealTimers();
    });

    it('keeps its claims until it expires, then is refused as expired', async () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      const token = await signAccessToken(config, user, '2d7f3a3e-2b6a-4d3c-8b0e-3f5e6a7b8c9d');
      const first = await claimsFromRequest(config, { authorization: `Bearer ${token}` });
      first.role = 'service_role';
      expect(await claimsFromRequest(config, { authorization: `Bearer ${token}` })).toMatchObject({ role: 'authenticated', sub: user.id });
      vi.setSystemTime(Date.now() + 3601 * 1000);
      expect(await rejection(claimsFromRequest(config, { authorization: `Bearer ${token}` }))).toMatchObject({ code: 'PGRST303' });
    });

    it('does not vouch for the same claims under another signature, nor for another project', async () => {
      const token = await signAccessToken(config, user, '3d7f3a3e-2b6a-4d3c-8b0e-3f5e6a7b8c9d');
      await claimsFromRequest(config, { authorization: `Bearer ${token}` });
      const [header, payload] = token.split('.');
      const tampered = `${header}.${payload}.${'A'.repeat(43)}`;
      expect(await rejection(claimsFromRequest(config, { authorization: `Bearer ${tampered}` }))).toMatchObject({ code: 'PGRST301' });
      const other = { ...config, jwtSecret: 'another-secret-that-is-at-least-32-chars' };
      expect(await rejection(claimsFromRequest(other, { authorization: `Bearer ${token}` }))).toMatchObject({ code: 'PGRST301' });
    });
  });
});
