import { CHANNEL_LABELS, CHANNELS } from '#domain/content-plan.ts';
import { CONTENT_STATUS_LABELS, CONTENT_STATUSES } from '#domain/content-statuses.ts';
import { TOOLS_IN_TAB_ORDER } from '#domain/tools.ts';
import { SelectField } from '../../ui/select-field.tsx';
import type { CalendarFilters } from './calendar-filter.ts';
import { CALENDAR } from './messages.ts';

const CHANNEL_OPTIONS = CHANNELS.map((channel) => ({ value: channel, label: CHANNEL_LABELS[channel] }));
const TOOL_OPTIONS = TOOLS_IN_TAB_ORDER.map((tool) => ({ value: tool.contentType, label: tool.historyLabel }));
const STATUS_OPTIONS = CONTENT_STATUSES.map((status) => ({ value: status, label: CONTENT_STATUS_LABELS[status] }));

type CalendarFiltersBarProps = {
  filters: CalendarFilters;
  onChange: (filters: CalendarFilters) => void;
  /** The studio's people; none for a studio of one. */
  authors: readonly { value: string; label: string }[];
};

export function CalendarFiltersBar({ filters, onChange, authors }: CalendarFiltersBarProps) {
  const set = <K extends keyof CalendarFilters>(key: K) => (value: string) => onChange({ ...filters, [key]: value });
  return (
    <fieldset className="grid grid-cols-2 gap-2 sm:grid-cols-4">
      <legend className="sr-only">{CALENDAR.filters}</legend>
      <SelectField label={CALENDAR.channel} value={filters.channel} options={CHANNEL_OPTIONS} placeholder={CALENDAR.allChannels} onChange={set('channel')} />
      <SelectField label={CALENDAR.tool} value={filters.tool} options={TOOL_OPTIONS} placeholder={CALENDAR.allTools} onChange={set('tool')} />
      <SelectField label={CALENDAR.status} value={filters.status} options={STATUS_OPTIONS} placeholder={CALENDAR.allStatuses} onChange={set('status')} />
      <SelectField label={CALENDAR.author} value={filters.author} options={authors} placeholder={CALENDAR.allAuthors} onChange={set('author')} disabled={authors.length === 0} />
    </fieldset>
  );
}
