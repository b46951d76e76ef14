// The API keys a deployed function finds in its environment. A project made today has
// publishable and secret keys (SUPABASE_PUBLISHABLE_KEYS / SUPABASE_SECRET_KEYS, JSON
// objects of name -> key, "default" first); the legacy JWT keys (SUPABASE_ANON_KEY /
// SUPABASE_SERVICE_ROLE_KEY) are read when those are absent. A secret key is not a JWT:
// it goes in the apikey header alone, while a legacy service_role key is also the bearer.

/** A function's environment (Deno.env in a deployed function). */
export type Env = { get(name: string): string | undefined };

function fromKeySet(json: string | undefined): string {
  if (!json) return '';
  try {
    const keys = JSON.parse(json) as unknown;
    if (typeof keys !== 'object' || keys === null) return '';
    const named = keys as Record<string, unknown>;
    const key = typeof named.default === 'string' ? named.default : Object.values(named).find((value) => typeof value === 'string');
    return typeof key === 'string' ? key : '';
  } catch {
    return '';
  }
}

/** The key a browser may hold: a publishable key, else the legacy anon key. */
export function publicKey(env: Env): string {
  return fromKeySet(env.get('SUPABASE_PUBLISHABLE_KEYS')) || (env.get('SUPABASE_ANON_KEY') ?? '');
}

/** The headers that call the API with a secret key (sb_secret_..., no JWT: apikey alone) or a legacy service_role JWT (also the bearer). */
export function secretKeyHeaders(key: string): Record<string, string> {
  return key.startsWith('sb_') ? { apikey: key } : { apikey: key, authorization: `Bearer ${key}` };
}

/** Headers that call the API with the server's own rights (bypassing row level security). */
export function serviceHeaders(env: Env): Record<string, string> {
  return secretKeyHeaders(fromKeySet(env.get('SUPABASE_SECRET_KEYS')) || (env.get('SUPABASE_SERVICE_ROLE_KEY') ?? ''));
}
