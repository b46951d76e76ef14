// /functions/v1: the Edge Functions the app invokes, served in-process. Answers are
// JSON with `Content-Type: application/json` (supabase-js parses by that header).
import { Hono } from 'hono';
import type { ServerContext } from '../context.ts';
import { generateImage } from './generate-image.ts';
import { studioInvite } from './studio-invite.ts';

export function createFunctionRoutes(ctx: ServerContext): Hono {
  const app = new Hono();
  app.post('/generate-image', (c) => generateImage(ctx, c));
  app.all('/generate-image', (c) => c.json({ error: `Method ${c.req.method} is not allowed: use POST.` }, 405));
  app.post('/studio-invite', (c) => studioInvite(ctx, c));
  app.all('/studio-invite', (c) => c.json({ error: `Method ${c.req.method} is not allowed: use POST.` }, 405));
  app.all('*', (c) => c.json({ code: 'NOT_FOUND', message: 'Requested function was not found' }, 404));
  app.onError((error, c) => {
    console.error('[functions]', c.req.path, error);
    return c.json({ error: 'The function failed unexpectedly; please try again.' }, 500);
  });
  return app;
}
