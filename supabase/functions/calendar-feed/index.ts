// calendar-feed for a hosted Supabase project (`supabase functions deploy calendar-feed`;
// supabase/config.toml turns the platform's JWT check off: a calendar app sends no
// session, the secret in the address is the capability). Deno serves the handler
// (handler.ts); the local backend answers the same addresses in-process
// (server/functions/calendar-feed.ts).
import { handleCalendarFeed } from './handler.ts';

declare const Deno: {
  env: { get(name: string): string | undefined };
  serve(handler: (request: Request) => Promise<Response>): unknown;
};

Deno.serve((request) => handleCalendarFeed(request, Deno.env));
