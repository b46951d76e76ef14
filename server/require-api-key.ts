// Hosted Supabase's gateway refuses an API request that carries no project key at all,
// neither the `apikey` header nor an `?apikey=` parameter, before any service sees it.
// The local backend does the same for auth, REST and storage. What a browser opens
// without headers stays open, as on a hosted project: an emailed link (/auth/v1/verify),
// the OAuth hops (/authorize, /callback), the public signing keys, and public objects.
import type { Context, MiddlewareHandler } from 'hono';

export const NO_API_KEY = {
  message: 'No API key found in request',
  hint: 'No `apikey` request header or url param was found.',
} as const;

const OPEN_PATHS: { methods: string[]; path: RegExp }[] = [
  { methods: ['GET', 'HEAD'], path: /^\/auth\/v1\/(verify|authorize|callback|\.well-known\/jwks\.json)$/ },
  { methods: ['GET', 'HEAD'], path: /^\/storage\/v1\/object\/public\// },
];

/** The request's project key: the `apikey` header, else the `apikey` URL parameter. */
export function apiKeyOf(c: Context): string | null {
  return c.req.header('apikey') ?? c.req.query('apikey') ?? null;
}

function isOpen(c: Context): boolean {
  return OPEN_PATHS.some((open) => open.methods.includes(c.req.method) && open.path.test(c.req.path));
}

export function requireApiKey(): MiddlewareHandler {
  return async (c, next) => {
    if (apiKeyOf(c) || c.req.method === 'OPTIONS' || isOpen(c)) return next();
    return c.json(NO_API_KEY, 401);
  };
}
