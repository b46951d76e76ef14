// Where the app finds its backend. By default the same origin that served the app
// (the local backend serves both), with the anon key that backend wrote into index.html
// (`<meta name="supabase-anon-key">`: its key comes from a secret of its own, so no build
// can carry it); a hosted Supabase project via VITE_SUPABASE_URL and its publishable key
// (VITE_SUPABASE_PUBLISHABLE_KEY), or the legacy anon key (VITE_SUPABASE_ANON_KEY).

function currentOrigin(): string {
  return typeof window === 'undefined' ? '' : window.location.origin;
}

export function supabaseUrl(): string {
  return import.meta.env?.VITE_SUPABASE_URL || currentOrigin();
}

/** The key in the served index.html; '' outside a browser or when no backend wrote one. */
function servedAnonKey(): string {
  if (typeof document === 'undefined') return '';
  return document.querySelector('meta[name="supabase-anon-key"]')?.getAttribute('content') ?? '';
}

export function supabaseAnonKey(): string {
  return import.meta.env?.VITE_SUPABASE_PUBLISHABLE_KEY || import.meta.env?.VITE_SUPABASE_ANON_KEY || servedAnonKey();
}

/**
 * The localStorage key under which supabase-js keeps the session: its default,
 * `sb-<first DNS label of the host>-auth-token`. Read synchronously by the auth
 * store for a first answer before supabase-js has loaded.
 */
export function authStorageKey(url: string = supabaseUrl()): string {
  return `sb-${new URL(url).hostname.split('.')[0]}-auth-token`;
}
