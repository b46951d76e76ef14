// Replication never sends user data with the anon key. With an expired access
// token and no network, supabase-js's getSession() answers null while the stored
// session stays, and its REST calls go out with the anon key: the answers would
// look like "no rows" or a refusal. So every request takes the token checked here
// and sets it explicitly; without a valid session for this user, replication waits.
import type { SupabaseClient } from '@supabase/supabase-js';

/** Margin before expiry under which a token is not used (supabase-js refreshes within 90 s). */
const EXPIRY_MARGIN_MS = 10_000;

export class SessionUnavailableError extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'SessionUnavailableError';
  }
}

export async function accessTokenFor(client: SupabaseClient, userId: string, now = Date.now()): Promise<string> {
  const { data } = await client.auth.getSession();
  const session = data.session;
  if (!session) throw new SessionUnavailableError('no session');
  if (session.user?.id !== userId) throw new SessionUnavailableError('session of another user');
  if (!session.expires_at || session.expires_at * 1000 <= now + EXPIRY_MARGIN_MS) {
    throw new SessionUnavailableError('session expired');
  }
  return session.access_token;
}
