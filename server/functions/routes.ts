// /functions/v1: the Edge Functions the app invokes, served in-process. Answers are
// JSON with `Content-Type: application/json` (supabase-js parses by that header), but
// for the calendar feed's text/calendar.
import { Hono } from 'hono';
import { feedMethodRefused, feedNotFound } from '../../supabase/functions/calendar-feed/feed-answer.ts';
import type { ServerContext } from '../context.ts';
import { calendarFeed } from './calendar-feed.ts';
import { generateImage } from './generate-image.ts';
import { studioInvite } from './studio-invite.ts';

export function createFunctionRoutes(ctx: ServerContext): Hono {
  const app = new Hono();
  app.post('/generate-image', (c) => generateImage(ctx, c));
  app.all('/generate-image', (c) => c.json({ error: `Method ${c.req.method} is not allowed: use POST.` }, 405));
  app.post('/studio-invite', (c) => studioInvite(ctx, c));
  app.all('/studio-invite', (c) => c.json({ error: `Method ${c.req.method} is not allowed: use POST.` }, 405));
  // The calendar feed answers a calendar app (text/calendar, no session); see calendar-feed.ts.
  app.on(['GET', 'HEAD'], '/calendar-feed/*', (c) => calendarFeed(ctx, c));
  app.all('/calendar-feed/*', () => feedMethodRefused());
  app.all('/calendar-feed', () => feedNotFound());
  app.all('*', (c) => c.json({ code: 'NOT_FOUND', message: 'Requested function was not found' }, 404));
  app.onError((error, c) => {
    console.error('[functions]', c.req.path, error);
    return c.json({ error: 'The function failed unexpectedly; please try again.' }, 500);
  });
  return app;
}
