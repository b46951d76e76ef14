// Days and moments in a time zone, with the platform's own zone data (Intl): the studio's
// calendar puts an item on the day it falls on in the studio's zone, and a day planned
// there becomes an instant at a wall-clock time of that zone (daylight saving included).
// Days are written YYYY-MM-DD; instants are ISO strings.

/** An IANA zone name as the database CHECKs it: "Europe/London", "America/Argentina/Buenos_Aires", "UTC". */
export const TIME_ZONE_PATTERN = '^[A-Za-z][A-Za-z0-9_+-]*(/[A-Za-z0-9_+-]+){0,2}$';
export const TIME_ZONE_MAX = 64;
/** The hour a post planned on a day is given until someone picks its time. */
export const DEFAULT_PLAN_TIME = '09:00';

const formats = new Map<string, Intl.DateTimeFormat>();

function partsFormat(zone: string): Intl.DateTimeFormat {
  let format = formats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formats.set(zone, format);
  }
  return format;
}

/** Whether the platform knows the zone (and its name has the shape the database accepts). */
export function isTimeZone(zone: string): boolean {
  if (zone.length > TIME_ZONE_MAX || !new RegExp(TIME_ZONE_PATTERN).test(zone)) return false;
  try {
    partsFormat(zone);
    return true;
  } catch {
    return false;
  }
}

/** The device's zone; UTC where the platform says none. */
export function deviceTimeZone(): string {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return zone && isTimeZone(zone) ? zone : 'UTC';
}

/** The studio's zone: the profile's when it names a known one, else the device's. */
export function studioTimeZone(profileZone: string | null | undefined): string {
  return profileZone && isTimeZone(profileZone) ? profileZone : deviceTimeZone();
}

type Wall = { year: number; month: number; day: number; hour: number; minute: number; second: number };

function wallClock(at: number, zone: string): Wall {
  const parts: Record<string, number> = {};
  for (const part of partsFormat(zone).formatToParts(at)) if (part.type !== 'literal') parts[part.type] = Number(part.value);
  return { year: parts.year ?? 0, month: parts.month ?? 1, day: parts.day ?? 1, hour: parts.hour ?? 0, minute: parts.minute ?? 0, second: parts.second ?? 0 };
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');
const dayText = (year: number, month: number, day: number) => `${pad(year, 4)}-${pad(month)}-${pad(day)}`;

/** The day an instant falls on in `zone`. */
export function dayInZone(instant: string | number | Date, zone: string): string {
  const wall = wallClock(new Date(instant).getTime(), zone);
  return dayText(wall.year, wall.month, wall.day);
}

/** The wall-clock time (HH:MM) of an instant in `zone`. */
export function timeInZone(instant: string | number | Date, zone: string): string {
  const wall = wallClock(new Date(instant).getTime(), zone);
  return `${pad(wall.hour)}:${pad(wall.minute)}`;
}

function offsetAt(at: number, zone: string): number {
  const wall = wallClock(at, zone);
  return Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second) - Math.floor(at / 1000) * 1000;
}

/**
 * The instant `day` at `time` (HH:MM) is in `zone`. A time the clocks skip (a spring-forward
 * gap) is read with the offset before the change, so it lands just after the gap; a time
 * that happens twice (fall back) is its first occurrence.
 */
export function zonedInstant(day: string, time: string, zone: string): string {
  const [year = 1970, month = 1, date = 1] = day.split('-').map(Number);
  const [hour = 0, minute = 0] = time.split(':').map(Number);
  const wall = Date.UTC(year, month - 1, date, hour, minute);
  const before = offsetAt(wall - 36 * 3600 * 1000, zone);
  const after = offsetAt(wall + 36 * 3600 * 1000, zone);
  // Of the offsets on either side of a change, the one whose reading gives back the wall time, earliest first.
  const candidates = [...new Set([before, after])].map((offset) => wall - offset).sort((a, b) => a - b);
  const exact = candidates.find((at) => offsetAt(at, zone) === wall - at);
  return new Date(exact ?? wall - before).toISOString();
}

/** The same wall-clock time of `instant` (in `zone`) on another day: a move in the calendar keeps the hour. */
export function moveToDay(instant: string, day: string, zone: string): string {
  return zonedInstant(day, timeInZone(instant, zone), zone);
}
