// GET /functions/v1/calendar-feed/<secret>.ics, locally: the studio's calendar for a
// calendar app, read as an anonymous caller through calendar_feed(secret) (migration
// 1810 checks the secret against its stored hash). The hosted function
// (supabase/functions/calendar-feed) answers the same addresses alike (feed-answer.ts).
import type { Context } from 'hono';
import { type FeedRow, feedAnswer, feedNotFound, feedSecretOf } from '../../supabase/functions/calendar-feed/feed-answer.ts';
import type { ServerContext } from '../context.ts';

export async function calendarFeed(ctx: ServerContext, c: Context): Promise<Response> {
  const secret = feedSecretOf(c.req.path);
  if (!secret) return feedNotFound();
  const row = await ctx.db.asRole({ role: 'anon' }, async (tx) => (await tx.query<{ feed: FeedRow }>('select public.calendar_feed($1) as feed', [secret])).rows[0]?.feed ?? null);
  return feedAnswer(row, { appUrl: ctx.config.siteUrl, fallbackHost: new URL(ctx.config.siteUrl).host, head: c.req.method === 'HEAD' });
}
