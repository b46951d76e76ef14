// Raw HTTP calls to /auth/v1 with the headers supabase-js sends, for the cases the client
// library never produces (bad JSON, wrong types, huge bodies) and for checking headers.
import type { TestBackend } from './start-backend.ts';

export type AuthSettings = { external: Record<string, boolean>; mailer_autoconfirm: boolean };

export function authFetch(backend: TestBackend, path: string, init: RequestInit = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  if (!headers.has('apikey')) headers.set('apikey', backend.anonKey);
  if (!headers.has('authorization')) headers.set('authorization', `Bearer ${backend.anonKey}`);
  if (!headers.has('x-supabase-api-version')) headers.set('x-supabase-api-version', '2024-01-01');
  if (init.body !== undefined && !headers.has('content-type')) headers.set('content-type', 'application/json;charset=UTF-8');
  return fetch(`${backend.url}/auth/v1${path}`, { ...init, headers });
}

export async function authSettings(backend: TestBackend): Promise<AuthSettings> {
  const response = await authFetch(backend, '/settings');
  return (await response.json()) as AuthSettings;
}
