import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { escapeText, foldLine, utcDateTime, writeCalendar } from './ical.ts';

const octets = (text: string) => new TextEncoder().encode(text).length;

function unfold(text: string): string {
  return text.replace(/\r\n /g, '');
}

describe('escapeText', () => {
  it('escapes backslash, semicolon, comma and every kind of line break', () => {
    expect(escapeText('a\\b;c,d\ne\r\nf\rg')).toBe('a\\\\b\\;c\\,d\\ne\\nf\\ng');
  });

  it('drops control characters a calendar app would refuse, keeps tabs', () => {
    expect(escapeText('a\u0000b\u0007c\td')).toBe('abc\td');
  });
});

describe('foldLine', () => {
  it('leaves a line of 75 octets alone', () => {
    const line = `SUMMARY:${'x'.repeat(67)}`;
    expect(foldLine(line)).toBe(line);
  });

  it('folds at 75 octets, continuation lines starting with a space, and unfolds to the same text', () => {
    const line = `DESCRIPTION:${'a'.repeat(200)}`;
    const folded = foldLine(line);
    const parts = folded.split('\r\n');
    expect(parts.length).toBe(3);
    for (const part of parts) expect(octets(part)).toBeLessThanOrEqual(75);
    for (const part of parts.slice(1)) expect(part.startsWith(' ')).toBe(true);
    expect(unfold(folded)).toBe(line);
  });

  it('never splits an accented letter or an emoji across lines', () => {
    const line = `SUMMARY:${'Méditation éveillée 🧘‍♀️🌿 '.repeat(12)}`;
    const folded = foldLine(line);
    const parts = folded.split('\r\n');
    expect(parts.length).toBeGreaterThan(4);
    for (const part of parts) {
      expect(octets(part)).toBeLessThanOrEqual(75);
      // A split character would decode to U+FFFD.
      expect(new TextDecoder('utf-8', { fatal: true }).decode(new TextEncoder().encode(part))).toBe(part);
      expect(part).not.toMatch(/[\ud800-\udbff]$/);
    }
    expect(unfold(folded)).toBe(line);
  });
});

describe('utcDateTime', () => {
  it('writes any instant in UTC with a Z', () => {
    expect(utcDateTime('2026-12-07T16:15:00+01:00')).toBe('20261207T151500Z');
    expect(utcDateTime('2026-03-29T01:30:45.123Z')).toBe('20260329T013045Z');
  });

  it('refuses what is not a moment', () => {
    expect(() => utcDateTime('soon')).toThrow(RangeError);
  });
});

describe('writeCalendar', () => {
  const calendar = writeCalendar({
    prodId: '-//Test//Test//EN',
    name: 'Lotus, Yoga; & Pilates',
    refreshMinutes: 60,
    stamp: '2026-12-07T12:00:00Z',
    events: [
      {
        uid: 'a1@app.example',
        start: '2026-12-08T09:30:00Z',
        durationMinutes: 30,
        summary: 'Café «détente» 🌿, with a comma; a semicolon \\ and a backslash',
        description: 'Line one\nLine two',
        url: 'https://app.example/settings?tab=history&item=a1',
        lastModified: '2026-12-06T10:00:00Z',
        status: 'TENTATIVE',
        alarm: { minutesBefore: 60, description: 'Soon' },
      },
      { uid: 'b2@app.example', start: '2026-12-01T18:00:00Z', durationMinutes: 90, summary: 'Published one' },
    ],
  });

  it('ends every line with CRLF and has no bare line feed', () => {
    expect(calendar.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(calendar.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    for (const line of calendar.split('\r\n')) expect(octets(line)).toBeLessThanOrEqual(75);
  });

  it('carries the calendar properties a subscribing app reads', () => {
    const lines = unfold(calendar).split('\r\n');
    expect(lines.slice(0, 5)).toEqual(['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Test//Test//EN', 'CALSCALE:GREGORIAN', 'METHOD:PUBLISH']);
    expect(lines).toContain('X-WR-CALNAME:Lotus\\, Yoga\\; & Pilates');
    expect(lines).toContain('REFRESH-INTERVAL;VALUE=DURATION:PT1H');
    expect(lines).toContain('X-PUBLISHED-TTL:PT1H');
  });

  it('parses back with ical.js: summaries, starts, uids, stamps and the alarm', () => {
    const root = new ICAL.Component(ICAL.parse(calendar));
    expect(root.getFirstPropertyValue('method')).toBe('PUBLISH');
    const events = root.getAllSubcomponents('vevent').map((component) => new ICAL.Event(component));
    expect(events.map((event) => event.summary)).toEqual(['Café «détente» 🌿, with a comma; a semicolon \\ and a backslash', 'Published one']);
    expect(events.map((event) => event.uid)).toEqual(['a1@app.example', 'b2@app.example']);
    expect(events.map((event) => event.startDate.toJSDate().toISOString())).toEqual(['2026-12-08T09:30:00.000Z', '2026-12-01T18:00:00.000Z']);
    expect(events[1]!.endDate.toJSDate().toISOString()).toBe('2026-12-01T19:30:00.000Z');
    expect(events[0]!.description).toBe('Line one\nLine two');
    const first = root.getAllSubcomponents('vevent')[0]!;
    expect(first.getFirstPropertyValue('dtstamp')?.toString()).toBe('2026-12-07T12:00:00Z');
    expect(first.getFirstPropertyValue('last-modified')?.toString()).toBe('2026-12-06T10:00:00Z');
    const alarm = first.getFirstSubcomponent('valarm');
    expect(alarm?.getFirstPropertyValue('action')).toBe('DISPLAY');
    expect(alarm?.getFirstPropertyValue('trigger')?.toString()).toBe('-PT1H');
    expect(root.getAllSubcomponents('vevent')[1]!.getFirstSubcomponent('valarm')).toBeNull();
  });
});
