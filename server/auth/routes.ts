// The local auth service: GoTrue's `/auth/v1` API as @supabase/supabase-js 2.109 uses it
// (mounted there by server/app.ts); the development mailbox is in mailbox-routes.ts.
// Request and response shapes, status codes and error codes follow GoTrue; the
// contract tests (tests/contract/auth-*.test.ts) run the same calls against a hosted
// project too.
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { HTTPException } from 'hono/http-exception';
import type { ServerContext } from '../context.ts';
import { API_VERSION_HEADER, AuthError, authErrorResponse, requestedApiVersion } from './errors.ts';
import { factorRoutes } from './handlers/factors.ts';
import { otpRoutes } from './handlers/otp.ts';
import { ipRateLimit } from './rate-limit-routes.ts';
import { settingsRoutes } from './handlers/settings.ts';
import { signupRoutes } from './handlers/signup.ts';
import { tokenRoutes } from './handlers/token.ts';
import { userRoutes } from './handlers/user.ts';
import { verifyRoutes } from './handlers/verify.ts';

/** Auth request bodies are small; anything bigger is refused with 413. */
export const AUTH_BODY_LIMIT_BYTES = 64 * 1024;

export function createAuthRoutes(ctx: ServerContext): Hono {
  const app = new Hono();
  app.use('*', async (c, next) => {
    await next();
    const version = requestedApiVersion(c);
    if (version) c.res.headers.set(API_VERSION_HEADER, version);
  });
  app.use(
    '*',
    bodyLimit({
      maxSize: AUTH_BODY_LIMIT_BYTES,
      // The body is never read: the connection closes after the answer, and says so (as server/app.ts's limits do).
      onError: (c) => {
        c.header('Connection', 'close');
        return authErrorResponse(c, new AuthError(413, 'request_too_large', 'Request body is too large'));
      },
    }),
  );
  app.use('*', ipRateLimit(ctx));
  signupRoutes(app, ctx);
  tokenRoutes(app, ctx);
  verifyRoutes(app, ctx);
  otpRoutes(app, ctx);
  userRoutes(app, ctx);
  factorRoutes(app, ctx);
  settingsRoutes(app, ctx);
  app.notFound((c) => authErrorResponse(c, new AuthError(404, 'not_found', 'Not found')));
  app.onError((error, c) => {
    if (error instanceof AuthError) return authErrorResponse(c, error);
    if (error instanceof HTTPException) {
      const status = error.status === 413 ? 413 : 400;
      return authErrorResponse(c, new AuthError(status, 'validation_failed', error.message || 'Bad request'));
    }
    console.error('auth: unexpected failure', error);
    return authErrorResponse(
      c,
      new AuthError(500, 'unexpected_failure', 'Unexpected failure, please check server logs for more information'),
    );
  });
  return app;
}
