// calendar-feed for a hosted Supabase project, as a plain fetch handler (index.ts serves
// it with Deno.serve; tests run it in Node against the local backend). A calendar app
// sends no session, so the secret in the address is the capability: the handler asks
// calendar_feed(secret) with the project's public key (the function checks the secret
// against its stored hash) and writes the calendar. The app's address (SITE_URL, set
// with `supabase secrets set`) gives each event its link back and its UID's host.
import { type Env, publicKey } from '../_shared/keys.ts';
import { type FeedRow, feedAnswer, feedMethodRefused, feedNotFound, feedSecretOf } from './feed-answer.ts';

export async function handleCalendarFeed(request: Request, env: Env): Promise<Response> {
  if (request.method !== 'GET' && request.method !== 'HEAD') return feedMethodRefused();
  const secret = feedSecretOf(new URL(request.url).pathname);
  if (!secret) return feedNotFound();
  const base = env.get('SUPABASE_URL') ?? '';
  const answer = await fetch(`${base}/rest/v1/rpc/calendar_feed`, {
    method: 'POST',
    headers: { apikey: publicKey(env), 'content-type': 'application/json' },
    body: JSON.stringify({ p_token: secret }),
  });
  if (!answer.ok) {
    return new Response('The calendar is not available right now; try again later.\n', {
      status: 503,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Retry-After': '300' },
    });
  }
  const row = (await answer.json()) as FeedRow;
  return feedAnswer(row, { appUrl: env.get('SITE_URL') ?? '', fallbackHost: new URL(base).host, head: request.method === 'HEAD' });
}
