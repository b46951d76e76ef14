// Where the app finds its backend. By default the same origin that served the app
// (the local backend serves both); a hosted Supabase project via VITE_SUPABASE_URL
// and VITE_SUPABASE_ANON_KEY.

/** The anon key of the local backend (HS256 with the local JWT secret; role anon). */
export const LOCAL_ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0';

function currentOrigin(): string {
  return typeof window === 'undefined' ? '' : window.location.origin;
}

export function supabaseUrl(): string {
  return import.meta.env?.VITE_SUPABASE_URL || currentOrigin();
}

export function supabaseAnonKey(): string {
  return import.meta.env?.VITE_SUPABASE_ANON_KEY || LOCAL_ANON_KEY;
}

/**
 * The localStorage key under which supabase-js keeps the session: its default,
 * `sb-<first DNS label of the host>-auth-token`. Read synchronously by the auth
 * store for a first answer before supabase-js has loaded.
 */
export function authStorageKey(url: string = supabaseUrl()): string {
  return `sb-${new URL(url).hostname.split('.')[0]}-auth-token`;
}
