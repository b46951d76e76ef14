// The studio's calendar feed link, made and revoked on the server by its owners
// (migration 1810): online only, no copy on the device. The secret is answered once,
// when a link is made (only its hash is stored), so the screen shows the address then
// and afterwards only that a link exists. Refusals come back as a TeamRequestError in
// the server's words ("Only an owner of the studio can do this").
import type { SupabaseClient } from '@supabase/supabase-js';
import { calendarFeedUrl } from '../../domain/calendar-feed.ts';
import { supabaseUrl } from '../config.ts';
import { getSupabase } from '../supabase-client.ts';
import { answered } from './team-requests.ts';

/** What an owner sees of the studio's link after it was made: that it exists, and since when. */
export type CalendarFeedState = { created_at: string } | null;

export type MadeCalendarFeed = { url: string; created_at: string };

/** The studio's link as its owners see it; null when there is none (and always for staff, who cannot read it). */
export async function loadCalendarFeed(studioId: string, client: SupabaseClient = getSupabase()): Promise<CalendarFeedState> {
  const rows = answered(await client.from('calendar_feeds').select('created_at').eq('studio_id', studioId)) as { created_at: string }[];
  return rows[0] ?? null;
}

/** Makes the studio's link (replacing the one it had) and answers its address, shown this once. */
export async function createCalendarFeed(studioId: string, client: SupabaseClient = getSupabase(), backendUrl = supabaseUrl()): Promise<MadeCalendarFeed> {
  const made = answered(await client.rpc('create_calendar_feed', { p_studio: studioId })) as { token: string; created_at: string };
  return { url: calendarFeedUrl(backendUrl, made.token), created_at: made.created_at };
}

/** Revokes the studio's link: calendar apps subscribed to it get nothing more. */
export async function revokeCalendarFeed(studioId: string, client: SupabaseClient = getSupabase()): Promise<void> {
  answered(await client.rpc('revoke_calendar_feed', { p_studio: studioId }));
}
