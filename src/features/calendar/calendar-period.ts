// The run of days a view shows around a day: a month's grid, a week, or a month's days
// for the agenda; and the day a step back or forward lands on.
import { addDays, monthGrid, shiftMonth, weekDays } from './calendar-grid.ts';
import { dayLabel, monthLabel } from './calendar-format.ts';
import type { CalendarView } from './calendar-search.ts';

export type Period = { anchor: string; month: string; weeks: string[][]; days: string[]; first: string; last: string; title: string };

export function periodOf(view: CalendarView, anchor: string): Period {
  const month = anchor.slice(0, 7);
  if (view === 'week') {
    const days = weekDays(anchor);
    const first = days[0] ?? anchor;
    const last = days[6] ?? anchor;
    return { anchor, month, weeks: [days], days, first, last, title: `${dayLabel(first)} – ${dayLabel(last)}` };
  }
  const weeks = monthGrid(month);
  const grid = weeks.flat();
  const days = view === 'agenda' ? grid.filter((day) => day.startsWith(month)) : grid;
  return { anchor, month, weeks, days, first: days[0] ?? anchor, last: days.at(-1) ?? anchor, title: monthLabel(month) };
}

export function shiftPeriod(view: CalendarView, anchor: string, by: number): string {
  if (view === 'week') return addDays(anchor, 7 * by);
  return `${shiftMonth(anchor.slice(0, 7), by)}-01`;
}
