// The calendar's filters as pure data: by channel, tool (content type), status and author.
import type { Channel } from '#domain/content-plan.ts';
import type { ContentStatus } from '#domain/content-statuses.ts';
import type { ContentType } from '#domain/tools.ts';

export type CalendarFilters = { channel: Channel | ''; tool: ContentType | ''; status: ContentStatus | ''; author: string };

export const NO_CALENDAR_FILTERS: CalendarFilters = { channel: '', tool: '', status: '', author: '' };

type Filterable = { channel?: Channel | null; content_type: ContentType; status: ContentStatus; user_id: string };

export function matchesFilters(item: Filterable, filters: CalendarFilters): boolean {
  return (
    (!filters.channel || item.channel === filters.channel) &&
    (!filters.tool || item.content_type === filters.tool) &&
    (!filters.status || item.status === filters.status) &&
    (!filters.author || item.user_id === filters.author)
  );
}

export function isFiltered(filters: CalendarFilters): boolean {
  return Boolean(filters.channel || filters.tool || filters.status || filters.author);
}
