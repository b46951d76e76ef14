// Publishing by hand: which planned items are due, what the coming week holds, and what
// went out per channel and month. Days are the studio's calendar days in a time zone
// (the device's unless a screen says otherwise): an item planned for 23:30 in Port Louis
// is due that day there, whatever the UTC date.
import type { Channel } from './content-plan.ts';
import type { ContentStatus } from './content-statuses.ts';

export type PlannedItem = {
  id: string;
  status: ContentStatus;
  scheduled_for?: string | null;
  published_at?: string | null;
  channel?: Channel | null;
};

/** The device's time zone. */
export function deviceTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** The calendar day of a moment in a time zone, `YYYY-MM-DD`. */
export function dayKey(at: Date | string, timeZone: string): string {
  let format = dayFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    dayFormats.set(timeZone, format);
  }
  return format.format(typeof at === 'string' ? new Date(at) : at);
}

/** The day `days` after a `YYYY-MM-DD` day (calendar arithmetic, so no daylight-saving gaps). */
export function addDays(day: string, days: number): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, date + days)).toISOString().slice(0, 10);
}

const waiting = (item: PlannedItem): item is PlannedItem & { scheduled_for: string } =>
  item.status === 'scheduled' && typeof item.scheduled_for === 'string' && !item.published_at;

const byPlannedMoment = (a: { scheduled_for?: string | null }, b: { scheduled_for?: string | null }) =>
  (a.scheduled_for ?? '').localeCompare(b.scheduled_for ?? '');

/**
 * Scheduled and not yet published: "overdue" when its moment has passed, "due today" when
 * it comes later today in the studio's day. Each list in planned order.
 */
export function duePublishing<T extends PlannedItem>(items: readonly T[], now: Date, timeZone: string): { overdue: T[]; dueToday: T[] } {
  const today = dayKey(now, timeZone);
  const overdue: T[] = [];
  const dueToday: T[] = [];
  for (const item of items) {
    if (!waiting(item)) continue;
    const at = new Date(item.scheduled_for);
    if (at.getTime() < now.getTime()) overdue.push(item);
    else if (dayKey(at, timeZone) === today) dueToday.push(item);
  }
  return { overdue: overdue.sort(byPlannedMoment), dueToday: dueToday.sort(byPlannedMoment) };
}

export type WeekDay<T> = { day: string; channels: { channel: Channel | null; items: T[] }[] };

/** The seven days from today, each with its scheduled items grouped by channel (days with none too). */
export function comingWeek<T extends PlannedItem>(items: readonly T[], now: Date, timeZone: string): WeekDay<T>[] {
  const today = dayKey(now, timeZone);
  const days: WeekDay<T>[] = Array.from({ length: 7 }, (_, offset) => ({ day: addDays(today, offset), channels: [] }));
  const index = new Map(days.map((entry) => [entry.day, entry]));
  const planned = items.filter((item): item is T & { scheduled_for: string } => waiting(item));
  for (const item of planned.sort(byPlannedMoment)) {
    const entry = index.get(dayKey(item.scheduled_for, timeZone));
    if (!entry) continue;
    let group = entry.channels.find((candidate) => candidate.channel === (item.channel ?? null));
    if (!group) {
      group = { channel: item.channel ?? null, items: [] };
      entry.channels.push(group);
    }
    group.items.push(item);
  }
  return days;
}

export type PublishedCount = { month: string; channel: Channel | null; count: number };

/** Published items per month (`YYYY-MM`, in the time zone) and channel, newest month first, then by count. */
export function publishedPerChannelAndMonth(items: readonly PlannedItem[], timeZone: string): PublishedCount[] {
  const counts = new Map<string, PublishedCount>();
  for (const item of items) {
    if (item.status !== 'published' || !item.published_at) continue;
    const month = dayKey(item.published_at, timeZone).slice(0, 7);
    const key = `${month}|${item.channel ?? ''}`;
    const entry = counts.get(key) ?? { month, channel: item.channel ?? null, count: 0 };
    entry.count += 1;
    counts.set(key, entry);
  }
  return [...counts.values()].sort((a, b) => b.month.localeCompare(a.month) || b.count - a.count || (a.channel ?? '').localeCompare(b.channel ?? ''));
}

/** As long as the database keeps a published link. */
export const PUBLISHED_LINK_LIMIT = 2000;

export const PUBLISH_PROBLEMS = {
  link: 'Enter the post\'s address, starting with https:// or http://',
  linkTooLong: `A link has at most ${PUBLISHED_LINK_LIMIT} characters.`,
  when: 'Enter when it was published.',
  future: 'A post cannot be published in the future: pick a moment up to now.',
} as const;

/** What is wrong with a published link (empty is fine: the link is optional), or null. */
export function publishedLinkProblem(link: string): string | null {
  const clean = link.trim();
  if (clean === '') return null;
  if (clean.length > PUBLISHED_LINK_LIMIT) return PUBLISH_PROBLEMS.linkTooLong;
  return /^https?:\/\/[^\s/]+\S*$/i.test(clean) ? null : PUBLISH_PROBLEMS.link;
}
