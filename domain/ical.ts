// An iCalendar (RFC 5545) writer, pure and standalone: the local backend, the hosted
// calendar-feed function and the device's .ics download all write with it. Lines end in
// CRLF and are folded at 75 octets without splitting a character; TEXT values are
// escaped; every time is UTC. It imports nothing, so the hosted function can bundle it.

export type IcalAlarm = { minutesBefore: number; description: string };

export type IcalEvent = {
  /** Globally unique and stable across rewrites (an item's id @ the app's host). */
  uid: string;
  /** An ISO 8601 instant. */
  start: string;
  durationMinutes: number;
  summary: string;
  description?: string;
  /** A URI, written as is. */
  url?: string;
  /** An ISO 8601 instant: when the event last changed. */
  lastModified?: string;
  status?: 'TENTATIVE' | 'CONFIRMED' | 'CANCELLED';
  categories?: readonly string[];
  alarm?: IcalAlarm;
};

export type IcalCalendar = {
  prodId: string;
  name: string;
  description?: string;
  /** How often a subscribed calendar app should fetch again. */
  refreshMinutes?: number;
  /** The moment the calendar is written (every event's DTSTAMP). */
  stamp: string;
  events: readonly IcalEvent[];
};

const CRLF = '\r\n';
const LINE_OCTETS = 75;

/** A TEXT value: backslash, semicolon, comma and line breaks escaped; other control characters dropped. */
export function escapeText(value: string): string {
  // One pass: most values need no change at all.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: dropping them is the point.
  return value.replace(/\r\n|[\\;,\n\r\u0000-\u0008\u000b-\u001f\u007f]/g, (found) => ESCAPES[found] ?? (found === '\r\n' ? '\\n' : ''));
}

const ESCAPES: Record<string, string> = { '\\': '\\\\', ';': '\\;', ',': '\\,', '\n': '\\n', '\r': '\\n' };

/** The UTF-8 length of one code point. */
function octetsOf(codePoint: number): number {
  return codePoint < 0x80 ? 1 : codePoint < 0x800 ? 2 : codePoint < 0x10000 ? 3 : 4;
}

/** One content line folded at 75 octets: continuation lines start with a space; a character is never split. */
export function foldLine(line: string): string {
  // A UTF-16 unit is at most 3 octets (a 4-octet character takes two units).
  if (line.length * 3 <= LINE_OCTETS) return line;
  const parts: string[] = [];
  let start = 0;
  let octets = 0;
  for (let at = 0; at < line.length; ) {
    const codePoint = line.codePointAt(at) ?? 0;
    const size = octetsOf(codePoint);
    if (octets + size > LINE_OCTETS) {
      parts.push(line.slice(start, at));
      start = at;
      octets = 1; // the continuation line's leading space
    }
    octets += size;
    at += codePoint > 0xffff ? 2 : 1;
  }
  if (parts.length === 0) return line;
  parts.push(line.slice(start));
  return parts.join(`${CRLF} `);
}

/** An instant as a UTC DATE-TIME: 20261207T151500Z. */
export function utcDateTime(instant: string | Date): string {
  const date = instant instanceof Date ? instant : new Date(instant);
  if (Number.isNaN(date.getTime())) throw new RangeError(`Not a moment: ${String(instant)}`);
  return date.toISOString().replace(/\.\d{3}Z$/, 'Z').replace(/[-:]/g, '');
}

function duration(minutes: number): string {
  const whole = Math.max(0, Math.round(minutes));
  const hours = Math.floor(whole / 60);
  const rest = whole % 60;
  return `PT${hours > 0 ? `${hours}H` : ''}${rest > 0 || hours === 0 ? `${rest}M` : ''}`;
}

function eventLines(event: IcalEvent, stamp: string): string[] {
  const lines = [
    'BEGIN:VEVENT',
    `UID:${escapeText(event.uid)}`,
    `DTSTAMP:${stamp}`,
    `DTSTART:${utcDateTime(event.start)}`,
    `DURATION:${duration(event.durationMinutes)}`,
    `SUMMARY:${escapeText(event.summary)}`,
  ];
  if (event.description) lines.push(`DESCRIPTION:${escapeText(event.description)}`);
  if (event.url) lines.push(`URL:${event.url}`);
  if (event.status) lines.push(`STATUS:${event.status}`);
  if (event.categories?.length) lines.push(`CATEGORIES:${event.categories.map(escapeText).join(',')}`);
  if (event.lastModified) lines.push(`LAST-MODIFIED:${utcDateTime(event.lastModified)}`);
  if (event.alarm) {
    lines.push(
      'BEGIN:VALARM',
      'ACTION:DISPLAY',
      `TRIGGER:-${duration(event.alarm.minutesBefore)}`,
      `DESCRIPTION:${escapeText(event.alarm.description)}`,
      'END:VALARM',
    );
  }
  lines.push('END:VEVENT');
  return lines;
}

/** The whole calendar as one iCalendar object (METHOD:PUBLISH), ending with CRLF. */
export function writeCalendar(calendar: IcalCalendar): string {
  const stamp = utcDateTime(calendar.stamp);
  const lines = ['BEGIN:VCALENDAR', 'VERSION:2.0', `PRODID:${calendar.prodId}`, 'CALSCALE:GREGORIAN', 'METHOD:PUBLISH'];
  lines.push(`X-WR-CALNAME:${escapeText(calendar.name)}`, `NAME:${escapeText(calendar.name)}`);
  if (calendar.description) lines.push(`X-WR-CALDESC:${escapeText(calendar.description)}`);
  if (calendar.refreshMinutes) {
    const every = duration(calendar.refreshMinutes);
    lines.push(`REFRESH-INTERVAL;VALUE=DURATION:${every}`, `X-PUBLISHED-TTL:${every}`);
  }
  for (const event of calendar.events) lines.push(...eventLines(event, stamp));
  lines.push('END:VCALENDAR');
  return lines.map(foldLine).join(CRLF) + CRLF;
}
