import { describe, expect, it } from 'vitest';
import { addDays, bucketByDay, capped, dayRange, monthGrid, weekDays, weekdayOf } from './calendar-grid.ts';

describe('the month grid', () => {
  it('runs Monday to Sunday over every day of the month', () => {
    const weeks = monthGrid('2026-12');
    expect(weeks).toHaveLength(5);
    expect(weeks[0]?.[0]).toBe('2026-11-30');
    expect(weeks.at(-1)?.at(-1)).toBe('2027-01-03');
    expect(weeks.flat()).toContain('2026-12-31');
    expect(weeks.every((week) => week.length === 7 && weekdayOf(week[0] ?? '') === 0)).toBe(true);
  });

  it('gives a month starting on a Sunday six weeks, and February 2027 four', () => {
    expect(monthGrid('2026-03')).toHaveLength(6);
    expect(monthGrid('2027-02')).toHaveLength(4);
  });

  it('counts days across a leap day and a year end', () => {
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2027-01-01', -1)).toBe('2026-12-31');
  });
});

describe('a week across a clock change', () => {
  it('holds seven days however long its days are', () => {
    // Europe's clocks go back on 25 October 2026, the US's on 1 November.
    expect(weekDays('2026-10-25')).toEqual(['2026-10-19', '2026-10-20', '2026-10-21', '2026-10-22', '2026-10-23', '2026-10-24', '2026-10-25']);
    expect(weekDays('2026-03-29')[6]).toBe('2026-03-29');
  });

  it('reads the week of the clock change to the hour in the studio zone', () => {
    const { from, to } = dayRange('2026-10-19', '2026-10-25', 'Europe/London');
    expect(from).toBe('2026-10-18T23:00:00.000Z');
    expect(to).toBe('2026-10-26T00:00:00.000Z');
    // The week the clocks go forward is an hour shorter.
    const spring = dayRange('2026-03-23', '2026-03-29', 'Europe/London');
    expect(Date.parse(spring.to) - Date.parse(spring.from)).toBe((7 * 24 - 1) * 3600 * 1000);
  });
});

describe('items on their day', () => {
  const item = (id: string, scheduled_for: string | null) => ({ id, scheduled_for });

  it('puts an item on the day it falls on in the studio zone, not in UTC', () => {
    const late = item('late', '2026-12-10T23:30:00.000Z');
    expect([...bucketByDay([late], 'UTC').keys()]).toEqual(['2026-12-10']);
    expect([...bucketByDay([late], 'Europe/Paris').keys()]).toEqual(['2026-12-11']);
    expect([...bucketByDay([late], 'America/Los_Angeles').keys()]).toEqual(['2026-12-10']);
    expect([...bucketByDay([item('early', '2026-12-10T02:00:00.000Z')], 'America/Los_Angeles').keys()]).toEqual(['2026-12-09']);
  });

  it('orders a day by time and leaves undated items out', () => {
    const days = bucketByDay([item('b', '2026-12-10T15:00:00Z'), item('none', null), item('a', '2026-12-10T08:00:00Z')], 'UTC');
    expect(days.get('2026-12-10')?.map((entry) => entry.id)).toEqual(['a', 'b']);
    expect([...days.values()].flat()).toHaveLength(2);
  });

  it('places items on the night of a clock change on their own day', () => {
    // 01:30 on 25 October 2026 in London happens twice: both are that Sunday.
    const first = item('first', '2026-10-25T00:30:00Z');
    const second = item('second', '2026-10-25T01:30:00Z');
    expect(bucketByDay([first, second], 'Europe/London').get('2026-10-25')?.map((entry) => entry.id)).toEqual(['first', 'second']);
  });

  it('caps a busy cell with a count of the rest, never "+1 more"', () => {
    const list = Array.from({ length: 40 }, (_, index) => index);
    expect(capped(list, 3)).toEqual({ shown: [0, 1, 2], more: 37 });
    expect(capped([1, 2, 3, 4], 3)).toEqual({ shown: [1, 2, 3, 4], more: 0 });
  });
});
