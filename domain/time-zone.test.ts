import { describe, expect, it } from 'vitest';
import { dayInZone, isTimeZone, moveToDay, studioTimeZone, timeInZone, zonedInstant } from './time-zone.ts';

describe('time zones', () => {
  it('knows a zone name from a typo', () => {
    expect(isTimeZone('Europe/London')).toBe(true);
    expect(isTimeZone('America/Argentina/Buenos_Aires')).toBe(true);
    expect(isTimeZone('UTC')).toBe(true);
    expect(isTimeZone('Europe/Londn')).toBe(false);
    expect(isTimeZone('')).toBe(false);
    expect(isTimeZone('Europe/London; drop table')).toBe(false);
  });

  it('falls back to the device zone when the profile names none or an unknown one', () => {
    expect(studioTimeZone('Asia/Tokyo')).toBe('Asia/Tokyo');
    expect(studioTimeZone(null)).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
    expect(studioTimeZone('Mars/Olympus')).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
  });

  it('turns a day and a time in a zone into the instant, across daylight saving', () => {
    expect(zonedInstant('2026-12-10', '09:00', 'Europe/London')).toBe('2026-12-10T09:00:00.000Z');
    expect(zonedInstant('2026-07-10', '09:00', 'Europe/London')).toBe('2026-07-10T08:00:00.000Z');
    expect(zonedInstant('2026-12-10', '09:00', 'Australia/Sydney')).toBe('2026-12-09T22:00:00.000Z');
    expect(zonedInstant('2026-12-10', '09:00', 'Asia/Kolkata')).toBe('2026-12-10T03:30:00.000Z');
  });

  it('reads a time the clocks skip after the gap, and a time that happens twice as its first', () => {
    // London springs from 01:00 to 02:00 on 29 March 2026 and falls back at 02:00 on 25 October.
    expect(zonedInstant('2026-03-29', '01:30', 'Europe/London')).toBe('2026-03-29T01:30:00.000Z');
    expect(zonedInstant('2026-10-25', '01:30', 'Europe/London')).toBe('2026-10-25T00:30:00.000Z');
  });

  it('gives the day and the time of an instant in a zone', () => {
    expect(dayInZone('2026-12-10T23:30:00Z', 'Europe/Paris')).toBe('2026-12-11');
    expect(timeInZone('2026-12-10T23:30:00Z', 'Europe/Paris')).toBe('00:30');
  });

  it('moves an item to another day at the same hour, over a clock change', () => {
    const friday = zonedInstant('2026-10-23', '18:15', 'Europe/London');
    const moved = moveToDay(friday, '2026-10-26', 'Europe/London');
    expect(timeInZone(moved, 'Europe/London')).toBe('18:15');
    expect(moved).toBe('2026-10-26T18:15:00.000Z');
    expect(Date.parse(moved) - Date.parse(friday)).toBe((3 * 24 + 1) * 3600 * 1000);
  });
});
