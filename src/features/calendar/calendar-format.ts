// How the calendar writes its days (a YYYY-MM-DD day is the same day everywhere: it is
// written as its noon in UTC) and its times (in the device's zone, the reader's locale).
// Each formatter is made once.
const made = new Map<string, Intl.DateTimeFormat>();

function format(key: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  let found = made.get(key);
  if (!found) {
    found = new Intl.DateTimeFormat(undefined, options);
    made.set(key, found);
  }
  return found;
}

const noonOf = (day: string) => new Date(`${day}T12:00:00Z`);

/** 'Thu, 10 Dec 2026' */
export function dayLabel(day: string): string {
  return format('day', { timeZone: 'UTC', weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' }).format(noonOf(day));
}

/** 'Thursday 10 December' */
export function longDayLabel(day: string): string {
  return format('long-day', { timeZone: 'UTC', weekday: 'long', day: 'numeric', month: 'long' }).format(noonOf(day));
}

/** 'December 2026' for '2026-12'. */
export function monthLabel(month: string): string {
  return format('month', { timeZone: 'UTC', month: 'long', year: 'numeric' }).format(noonOf(`${month}-01`));
}

/** 'Mon' */
export function weekdayLabel(day: string): string {
  return format('weekday', { timeZone: 'UTC', weekday: 'short' }).format(noonOf(day));
}

/** '09:30' in the device's zone. */
export function timeLabel(instant: string): string {
  return format('time', { hour: '2-digit', minute: '2-digit' }).format(new Date(instant));
}
