// The studio's plan as a calendar: each scheduled and published item one event at its
// planned or published moment, with its title, channel and status, a link back to the
// item in the app and, before a scheduled post, a reminder. The calendar feed (both
// servers) and the device's .ics download write the same calendar from the same fields;
// an item's text is never part of it.
import { CHANNEL_LABELS, type Channel } from './content-plan.ts';
import { writeCalendar, type IcalEvent } from './ical.ts';

export type CalendarFeedItem = {
  id: string;
  title: string;
  channel: string | null;
  status: string;
  scheduled_for: string | null;
  published_at: string | null;
  updated_at: string;
};

export const CALENDAR_FEED = {
  prodId: '-//Wellness Content Studio//Content plan//EN',
  reminderMinutes: 60,
  eventMinutes: 30,
  refreshMinutes: 60,
  calendarName: (studio: string) => (studio.trim() ? `${studio.trim()}: content plan` : 'Content plan'),
  description: 'Scheduled and published content of the studio.',
  untitled: 'Untitled item',
  reminder: (title: string) => `Going out in 1 hour: ${title}`,
  status: { scheduled: 'Scheduled', published: 'Published' },
  statusLine: (status: string) => `Status: ${status}`,
  channelLine: (channel: string) => `Channel: ${channel}`,
  publishedLinkLine: (link: string) => `Published at: ${link}`,
  openLine: (url: string) => `Open in the studio: ${url}`,
} as const;

type Dated = { status: 'scheduled' | 'published'; at: string };

/** The moment an item is on the calendar, or null when it is not (a draft, in review, archived, undated). */
export function calendarMoment(item: Pick<CalendarFeedItem, 'status' | 'scheduled_for' | 'published_at'>): Dated | null {
  if (item.status === 'scheduled' && item.scheduled_for) return { status: 'scheduled', at: item.scheduled_for };
  if (item.status === 'published' && item.published_at) return { status: 'published', at: item.published_at };
  return null;
}

/** The feed's address for a secret, under a backend's URL (both servers answer it). */
export function calendarFeedUrl(backendUrl: string, secret: string): string {
  return `${backendUrl.replace(/\/+$/, '')}/functions/v1/calendar-feed/${secret}.ics`;
}

/** Where an item opens in the app. */
export function itemLink(appUrl: string, id: string): string {
  return `${appUrl.replace(/\/+$/, '')}/settings?tab=history&item=${encodeURIComponent(id)}`;
}

function channelLabel(channel: string | null): string | null {
  return channel && channel in CHANNEL_LABELS ? CHANNEL_LABELS[channel as Channel] : null;
}

function eventOf(item: CalendarFeedItem & { published_link?: string | null }, dated: Dated, appUrl: string, host: string): IcalEvent {
  const title = item.title.trim() || CALENDAR_FEED.untitled;
  const status = CALENDAR_FEED.status[dated.status];
  const channel = channelLabel(item.channel);
  const link = appUrl ? itemLink(appUrl, item.id) : undefined;
  const description = [
    CALENDAR_FEED.statusLine(status),
    ...(channel ? [CALENDAR_FEED.channelLine(channel)] : []),
    ...(dated.status === 'published' && item.published_link ? [CALENDAR_FEED.publishedLinkLine(item.published_link)] : []),
    ...(link ? [CALENDAR_FEED.openLine(link)] : []),
  ].join('\n');
  return {
    uid: `${item.id}@${host}`,
    start: dated.at,
    durationMinutes: CALENDAR_FEED.eventMinutes,
    summary: `${title} (${[channel, status.toLowerCase()].filter(Boolean).join(', ')})`,
    description,
    url: link,
    lastModified: item.updated_at,
    status: dated.status === 'published' ? 'CONFIRMED' : 'TENTATIVE',
    categories: channel ? [channel, status] : [status],
    alarm: dated.status === 'scheduled' ? { minutesBefore: CALENDAR_FEED.reminderMinutes, description: CALENDAR_FEED.reminder(title) } : undefined,
  };
}

export type StudioCalendarInput = {
  studioName: string;
  items: readonly (CalendarFeedItem & { published_link?: string | null })[];
  /** The app's address (links back to each item; its host makes the UIDs). */
  appUrl: string;
  /** Used for the UIDs when there is no app address. */
  fallbackHost?: string;
  now: string;
};

function hostOf(url: string): string | null {
  try {
    return url ? new URL(url).host : null;
  } catch {
    return null;
  }
}

/** The studio's calendar (.ics text): its scheduled and published items, in time order. */
export function studioCalendar(input: StudioCalendarInput): string {
  const appUrl = hostOf(input.appUrl) ? input.appUrl : '';
  const host = hostOf(appUrl) ?? input.fallbackHost ?? 'calendar.invalid';
  const dated = input.items.flatMap((item) => {
    const moment = calendarMoment(item);
    const time = moment ? Date.parse(moment.at) : Number.NaN;
    return moment && !Number.isNaN(time) ? [{ item, moment, time }] : [];
  });
  dated.sort((a, b) => a.time - b.time || (a.item.id < b.item.id ? -1 : a.item.id > b.item.id ? 1 : 0));
  return writeCalendar({
    prodId: CALENDAR_FEED.prodId,
    name: CALENDAR_FEED.calendarName(input.studioName),
    description: CALENDAR_FEED.description,
    refreshMinutes: CALENDAR_FEED.refreshMinutes,
    stamp: input.now,
    events: dated.map(({ item, moment }) => eventOf(item, moment, appUrl, host)),
  });
}

/** The download's file name: the studio's name as a slug and the day, e.g. `lotus-yoga-calendar-2026-12-07.ics`. */
export function calendarFileName(studioName: string, now: string): string {
  const slug = studioName
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return `${slug ? `${slug}-` : ''}calendar-${now.slice(0, 10)}.ics`;
}
