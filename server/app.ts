// The local backend as one Hono app: auth, PostgREST subset, functions, storage and the dev
// mailbox under Supabase's paths, and (when given a dist/ directory) the built PWA on
// the same origin. createServerContext opens the database and the settings.
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { mkdirSync } from 'node:fs';
import { compress } from 'hono/compress';
import { cors } from 'hono/cors';
import { makeApiKey } from './auth/jwt.ts';
import { Mailbox } from './auth/mailbox.ts';
import { RateLimiter } from './auth/rate-limit.ts';
import { createDevMailboxRoutes } from './auth/mailbox-routes.ts';
import { createAuthRoutes } from './auth/routes.ts';
import { WrongAttempts } from './auth/wrong-attempts.ts';
import { servingAnonKey } from './app-html.ts';
import type { ServerContext } from './context.ts';
import { openDatabase } from './db/open-database.ts';
import { createFunctionRoutes } from './functions/routes.ts';
import { dataDirJwtSecret, randomJwtSecret } from './jwt-secret.ts';
import { createRestRoutes } from './rest/routes.ts';
import { requireApiKey } from './require-api-key.ts';
import { securityHeaders } from './security-headers.ts';
import { createStorageRoutes } from './storage/routes.ts';
import { isApiPath, serveApp } from './static.ts';

/** Request bodies above this are refused with 413 (REST writes may carry larger rows, see below). */
export const BODY_LIMIT_BYTES = 1024 * 1024;
/** REST writes carry generator drafts whose output may hold an image (the schema allows 5 MB). */
export const REST_BODY_LIMIT_BYTES = 8 * 1024 * 1024;
/** Storage uploads: the images bucket takes files up to 5 MB (migration 0800), plus the form's framing. */
export const STORAGE_BODY_LIMIT_BYTES = 6 * 1024 * 1024;

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

function allowedOrigin(ctx: ServerContext, origin: string, host: string | undefined): string | null {
  try {
    const url = new URL(origin);
    if (LOCAL_HOSTS.has(url.hostname) || url.host === host || url.origin === new URL(ctx.config.siteUrl).origin) return origin;
  } catch {
    return null;
  }
  return null;
}

/**
 * A refused body is never read: the answer says the connection closes, and it does, so
 * that a client does not send its next request down a socket the server then drops (it
 * drains an unread body for half a second at most, @hono/node-server).
 */
const CLOSE_AFTER_REFUSAL = { Connection: 'close' } as const;

function tooLarge(limit: number) {
  return bodyLimit({
    maxSize: limit,
    onError: (c) =>
      c.json(
        { code: 'request_too_large', details: null, hint: null, message: `The request body is larger than ${limit / 1024 / 1024} MB.` },
        413,
        CLOSE_AFTER_REFUSAL,
      ),
  });
}

export function createApp(ctx: ServerContext, options: { staticDir?: string } = {}): Hono {
  const app = new Hono();
  app.use(
    '*',
    cors({
      origin: (origin, c) => allowedOrigin(ctx, origin, c.req.header('host')),
      allowMethods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
      // No allowHeaders: the requested headers are echoed back, which allows every header
      // including Authorization (a literal `*` does not cover Authorization).
      exposeHeaders: ['Content-Range', 'X-Supabase-Api-Version', 'x-sb-error-code'],
      maxAge: 86400,
    }),
  );
  app.use('*', securityHeaders());
  for (const service of ['/auth/v1/*', '/rest/v1/*', '/storage/v1/*']) app.use(service, requireApiKey());
  app.use('/rest/v1/*', tooLarge(REST_BODY_LIMIT_BYTES));
  app.use('/storage/v1/*', tooLarge(STORAGE_BODY_LIMIT_BYTES));
  app.use('*', async (c, next) => (/^\/(rest|storage)\/v1\//.test(c.req.path) ? next() : tooLarge(BODY_LIMIT_BYTES)(c, next)));
  // API answers (a sync page can be hundreds of KB of JSON) go gzip when the client asks;
  // static files are precompressed (static-files.ts).
  app.use('/rest/v1/*', compress());
  app.use('/auth/v1/*', compress());
  app.get('/health', (c) => c.json({ status: 'ok' }));
  app.route('/auth/v1', createAuthRoutes(ctx));
  app.route('/rest/v1', createRestRoutes(ctx));
  app.route('/functions/v1', createFunctionRoutes(ctx));
  app.route('/storage/v1', createStorageRoutes(ctx));
  if (ctx.config.devMailbox) app.route('/', createDevMailboxRoutes(ctx));
  app.all('/realtime/v1/*', (c) => c.json({ message: 'Realtime is served over a WebSocket at /realtime/v1/websocket' }, 404));
  if (options.staticDir) {
    const serve = servingAnonKey(serveApp(options.staticDir), ctx.config.anonKey);
    app.on(['GET', 'HEAD'], '*', (c) => (isApiPath(c.req.path) ? c.notFound() : serve(c)));
  }
  app.notFound((c) => c.json({ code: 'not_found', message: `No route for ${c.req.method} ${c.req.path}` }, 404));
  app.onError((error, c) => {
    console.error('[server]', c.req.method, c.req.path, error);
    return c.json({ code: 'unexpected_failure', message: 'Unexpected failure, please check the server log.' }, 500);
  });
  return app;
}

export type ServerContextOptions = {
  /** In-memory database (tests); otherwise `databaseUrl`, else PGlite in `dataDir`. */
  memory?: boolean;
  /** A real PostgreSQL server (DATABASE_URL / --database-url) instead of PGlite. */
  databaseUrl?: string;
  dataDir?: string;
  confirmEmail?: boolean;
  /** Tests only; by default a random secret kept in the data directory (jwt-secret.ts). */
  jwtSecret?: string;
  siteUrl?: string;
  /** Serve /_dev/mailbox (default true; server/start.ts turns it off beyond loopback). */
  devMailbox?: boolean;
  /** Multiplies every auth rate limit (server/auth/rate-limit.ts); test suites only. */
  rateLimitScale?: number;
};

export async function createServerContext(options: ServerContextOptions = {}): Promise<ServerContext> {
  const dataDir = options.memory ? undefined : (options.dataDir ?? '.data');
  const db = await openDatabase(options.databaseUrl ? { url: options.databaseUrl } : dataDir ? { dataDir } : {});
  // With DATABASE_URL the data directory holds only the JWT secret: nobody else made it.
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const jwtSecret = options.jwtSecret ?? (dataDir ? dataDirJwtSecret(dataDir) : randomJwtSecret());
  return {
    db,
    mailbox: new Mailbox(),
    limits: { requests: new RateLimiter(options.rateLimitScale ?? 1), wrongAttempts: new WrongAttempts() },
    config: {
      jwtSecret,
      anonKey: makeApiKey(jwtSecret, 'anon'),
      serviceRoleKey: makeApiKey(jwtSecret, 'service_role'),
      confirmEmail: options.confirmEmail ?? false,
      siteUrl: options.siteUrl ?? 'http://localhost:4173',
      devMailbox: options.devMailbox ?? true,
    },
  };
}
