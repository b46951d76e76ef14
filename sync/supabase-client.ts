// The one supabase-js client of the app. Import this module dynamically
// (`await import('./supabase-client.ts')`) from code on the first screen, so that
// supabase-js stays out of the landing page's initial JavaScript.
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { supabaseAnonKey, supabaseUrl } from './config.ts';
import { realtimeReconnectDelay } from './reconnect-delay.ts';

export function createSupabaseClient(url: string, anonKey: string): SupabaseClient {
  if (!url) throw new Error('Supabase URL is missing: set VITE_SUPABASE_URL.');
  if (!anonKey) throw new Error('Supabase anon key is missing: set VITE_SUPABASE_PUBLISHABLE_KEY (or the legacy VITE_SUPABASE_ANON_KEY).');
  return createClient(url, anonKey, {
    auth: { persistSession: true, autoRefreshToken: true, detectSessionInUrl: true },
    realtime: { reconnectAfterMs: realtimeReconnectDelay },
  });
}

let client: SupabaseClient | undefined;

export function getSupabase(): SupabaseClient {
  client ??= createSupabaseClient(supabaseUrl(), supabaseAnonKey());
  return client;
}
