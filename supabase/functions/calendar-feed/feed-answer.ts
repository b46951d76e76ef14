// What both servers answer at /functions/v1/calendar-feed/<secret>.ics (the local
// backend in server/functions/calendar-feed.ts, the hosted function in handler.ts): the
// studio's calendar as text/calendar, or one and the same 404 for a wrong, revoked or
// malformed secret, so an answer tells a prober nothing. The calendar itself is written
// by domain/calendar-feed.ts, which the device's download uses too.
import { type CalendarFeedItem, studioCalendar } from '../../../domain/calendar-feed.ts';

/** What calendar_feed(secret) answers (migration 1810): null when the secret finds no feed. */
export type FeedRow = { studio: string; items: (CalendarFeedItem & { published_link: string | null })[] } | null;

const SECRET_IN_PATH = /\/calendar-feed\/([0-9a-f]{64})\.ics$/;

/** The secret a feed address carries, or null when the address is not one. */
export function feedSecretOf(pathname: string): string | null {
  return SECRET_IN_PATH.exec(pathname)?.[1] ?? null;
}

const NOT_FOUND_BODY = 'Not found\n';

export function feedNotFound(): Response {
  return new Response(NOT_FOUND_BODY, {
    status: 404,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
  });
}

export function feedMethodRefused(): Response {
  return new Response('Use GET\n', { status: 405, headers: { Allow: 'GET, HEAD', 'Content-Type': 'text/plain; charset=utf-8' } });
}

type FeedOptions = { appUrl: string; fallbackHost: string; now?: string; head?: boolean };

/** The calendar of a feed row (text/calendar), or the 404 when there is none. */
export function feedAnswer(row: FeedRow, options: FeedOptions): Response {
  if (!row || typeof row !== 'object' || !Array.isArray(row.items)) return feedNotFound();
  const text = studioCalendar({
    studioName: typeof row.studio === 'string' ? row.studio : '',
    items: row.items,
    appUrl: options.appUrl,
    fallbackHost: options.fallbackHost,
    now: options.now ?? new Date().toISOString(),
  });
  return new Response(options.head ? null : text, {
    status: 200,
    headers: {
      'Content-Type': 'text/calendar; charset=utf-8',
      'Content-Disposition': 'inline; filename="content-plan.ics"',
      // Private to whoever holds the secret; calendar apps fetch again at the feed's own
      // refresh interval, and a revoked secret must stop answering soon.
      'Cache-Control': 'private, max-age=300',
      'X-Robots-Tag': 'noindex',
    },
  });
}
