// The studio's calendar as an .ics file, made on the device from its history (offline
// too): the same calendar the feed serves (domain/calendar-feed.ts), of the scheduled and
// published items this device holds. Settings -> Calendar feed downloads it; the calendar
// screen can call it as well.
import { calendarFileName, calendarMoment, studioCalendar } from '../../domain/calendar-feed.ts';
import { nowTimestamp } from '../db/timestamps.ts';
import { knownStudios } from '../team/studio-choice.ts';
import { requireUserData } from '../user-data/user-data-store.ts';

export type StudioCalendarFile = { blob: Blob; fileName: string; count: number };

/** `appUrl`: the app's address, for each event's link back and its UID (the feed uses the same). */
export async function exportStudioCalendar(appUrl: string): Promise<StudioCalendarFile> {
  const { db, userId, studioId } = requireUserData();
  const docs = await db.content_history.find({ selector: { status: { $in: ['scheduled', 'published'] } } }).exec();
  const items = docs.map((doc) => ({
    id: doc.id,
    title: doc.title ?? '',
    channel: doc.channel ?? null,
    status: doc.status,
    scheduled_for: doc.scheduled_for ?? null,
    published_at: doc.published_at ?? null,
    published_link: doc.published_link ?? null,
    updated_at: doc.updated_at,
  }));
  const profile = await db.profiles.findOne().exec();
  const studioName = knownStudios(userId).find((studio) => studio.id === studioId)?.name || String(profile?.business_name ?? '');
  const now = nowTimestamp();
  const text = studioCalendar({ studioName, items, appUrl, now });
  const count = items.filter((item) => calendarMoment(item) !== null).length;
  return { blob: new Blob([text], { type: 'text/calendar;charset=utf-8' }), fileName: calendarFileName(studioName, now), count };
}
