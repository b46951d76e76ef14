// The calendar's search params: ?view= (month, week, agenda; a phone always shows the
// agenda) and ?day= (a day of the period shown, YYYY-MM-DD; today when missing). A small
// module of its own, so the route's search validation stays in the entry chunk.
import { isIsoDate } from '#domain/field-limit-check.ts';

export const CALENDAR_VIEWS = ['month', 'week', 'agenda'] as const;
export type CalendarView = (typeof CALENDAR_VIEWS)[number];

export type CalendarSearch = { view?: CalendarView; day?: string };

export function calendarSearch(search: { view?: unknown; day?: unknown }): CalendarSearch {
  const view = CALENDAR_VIEWS.find((known) => known === search.view);
  const day = typeof search.day === 'string' && isIsoDate(search.day) ? search.day : undefined;
  return { ...(view ? { view } : {}), ...(day ? { day } : {}) };
}
