import { describe, expect, it } from 'vitest';
import { authStorageKey } from './config.ts';
import { createSupabaseClient } from './supabase-client.ts';

describe('authStorageKey', () => {
  it('uses the first DNS label of the backend host, as supabase-js does', () => {
    expect(authStorageKey('http://localhost:4173')).toBe('sb-localhost-auth-token');
    expect(authStorageKey('https://abcdefgh.supabase.co')).toBe('sb-abcdefgh-auth-token');
  });
});

describe('createSupabaseClient', () => {
  it('refuses to start without a URL or a key', () => {
    expect(() => createSupabaseClient('', 'key')).toThrow('Supabase URL is missing');
    expect(() => createSupabaseClient('http://localhost:4173', '')).toThrow('Supabase anon key is missing');
  });
});
