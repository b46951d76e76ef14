// The calendar's days as pure data: the weeks of a month (Monday first), a week, the
// instants that bound a run of days in the studio's zone (what the screen reads), and the
// planned items put on their day in that zone. Days are YYYY-MM-DD; a day's arithmetic is
// done at noon UTC, so no zone or clock change ever moves it.
import { dayInZone, zonedInstant } from '#domain/time-zone.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

function noon(day: string): number {
  const [year = 1970, month = 1, date = 1] = day.split('-').map(Number);
  return Date.UTC(year, month - 1, date, 12);
}

const dayOf = (at: number) => new Date(at).toISOString().slice(0, 10);

export function addDays(day: string, count: number): string {
  return dayOf(noon(day) + count * DAY_MS);
}

/** 0 for Monday to 6 for Sunday. */
export function weekdayOf(day: string): number {
  return (new Date(noon(day)).getUTCDay() + 6) % 7;
}

/** The Monday of the week holding `day`. */
export function weekStart(day: string): string {
  return addDays(day, -weekdayOf(day));
}

export function weekDays(day: string): string[] {
  const monday = weekStart(day);
  return Array.from({ length: 7 }, (_, index) => addDays(monday, index));
}

/** `month` is YYYY-MM. */
export function shiftMonth(month: string, count: number): string {
  const [year = 1970, number = 1] = month.split('-').map(Number);
  const at = new Date(Date.UTC(year, number - 1 + count, 1, 12));
  return at.toISOString().slice(0, 7);
}

/** The weeks a month's grid shows: Monday to Sunday, from the week of its first day to the week of its last. */
export function monthGrid(month: string): string[][] {
  const first = `${month}-01`;
  const last = addDays(`${shiftMonth(month, 1)}-01`, -1);
  const weeks: string[][] = [];
  for (let monday = weekStart(first); monday <= last; monday = addDays(monday, 7)) weeks.push(weekDays(monday));
  return weeks;
}

/** The instants from the start of `first` to the end of `last` in `zone` (end excluded). */
export function dayRange(first: string, last: string, zone: string): { from: string; to: string } {
  return { from: zonedInstant(first, '00:00', zone), to: zonedInstant(addDays(last, 1), '00:00', zone) };
}

type Planned = { scheduled_for?: string | null };

/** Items on the day they fall on in `zone`, each day's in time order; items with no date are left out. */
export function bucketByDay<T extends Planned>(items: readonly T[], zone: string): Map<string, T[]> {
  const days = new Map<string, T[]>();
  for (const item of items) {
    if (!item.scheduled_for) continue;
    const day = dayInZone(item.scheduled_for, zone);
    const list = days.get(day);
    if (list) list.push(item);
    else days.set(day, [item]);
  }
  for (const list of days.values()) list.sort((a, b) => (a.scheduled_for ?? '').localeCompare(b.scheduled_for ?? ''));
  return days;
}

/** What a cell shows: at most `cap` items, and how many more it holds. */
export function capped<T>(items: readonly T[], cap: number): { shown: readonly T[]; more: number } {
  // "+1 more" takes the room of the item it hides: show that one instead.
  if (items.length <= cap + 1) return { shown: items, more: 0 };
  return { shown: items.slice(0, cap), more: items.length - cap };
}
