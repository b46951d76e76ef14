import { describe, expect, it } from 'vitest';
import { publicKey, serviceHeaders } from './keys.ts';

const env = (vars: Record<string, string>) => ({ get: (name: string) => vars[name] });

describe('the keys a deployed function reads', () => {
  it('prefers the default publishable and secret keys of a project made today', () => {
    const vars = env({
      SUPABASE_PUBLISHABLE_KEYS: JSON.stringify({ other: 'sb_publishable_other', default: 'sb_publishable_main' }),
      SUPABASE_SECRET_KEYS: JSON.stringify({ default: 'sb_secret_main' }),
      SUPABASE_ANON_KEY: 'legacy-anon',
      SUPABASE_SERVICE_ROLE_KEY: 'legacy-service',
    });
    expect(publicKey(vars)).toBe('sb_publishable_main');
    // A secret key is no JWT: never sent as the bearer.
    expect(serviceHeaders(vars)).toEqual({ apikey: 'sb_secret_main' });
  });

  it('falls back to the legacy anon and service_role keys, the service key also as the bearer', () => {
    const vars = env({ SUPABASE_ANON_KEY: 'legacy-anon', SUPABASE_SERVICE_ROLE_KEY: 'legacy-service' });
    expect(publicKey(vars)).toBe('legacy-anon');
    expect(serviceHeaders(vars)).toEqual({ apikey: 'legacy-service', authorization: 'Bearer legacy-service' });
  });

  it('reads the legacy keys when the key sets are malformed or empty', () => {
    const vars = env({ SUPABASE_PUBLISHABLE_KEYS: 'not json', SUPABASE_SECRET_KEYS: '{}', SUPABASE_ANON_KEY: 'a', SUPABASE_SERVICE_ROLE_KEY: 's' });
    expect(publicKey(vars)).toBe('a');
    expect(serviceHeaders(vars).apikey).toBe('s');
  });
});
