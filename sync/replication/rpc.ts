// One call of a Postgres function through PostgREST (/rest/v1/rpc/<fn>) with the
// access token the session guard checked, never the client's default bearer.
import type { SupabaseClient } from '@supabase/supabase-js';
import { failureKindOf, RemoteError } from '../remote-error.ts';

export async function callRpc<T>(client: SupabaseClient, fn: string, args: Record<string, unknown>, accessToken: string): Promise<T> {
  const { data, error, status } = await client.rpc(fn, args).setHeader('Authorization', `Bearer ${accessToken}`);
  if (error) throw new RemoteError(failureKindOf(status), error.message || `${fn} failed (${status})`, status, error.code);
  return data as T;
}
