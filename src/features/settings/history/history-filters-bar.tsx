import { CONTENT_TYPES } from '#domain/tools.ts';
import { CONTENT_STATUS_LABELS, CONTENT_STATUSES } from '#domain/content-statuses.ts';
import { TextField } from '../../../ui/field.tsx';
import { SelectField } from '../../../ui/select-field.tsx';
import { CONTENT_TYPE_OPTIONS } from '../../../ui/format.ts';
import { HISTORY as H } from '../messages.ts';
import { HISTORY_SORTS, type HistoryFilters } from './history-filter.ts';

const STATUS_OPTIONS = CONTENT_STATUSES.map((status) => ({ value: status, label: CONTENT_STATUS_LABELS[status] }));
const SORT_OPTIONS = HISTORY_SORTS.map((sort) => ({ value: sort, label: H.sorts[sort] }));

type HistoryFiltersBarProps = {
  filters: HistoryFilters;
  onChange: (filters: HistoryFilters) => void;
  /** The studio's members, for the "Made by" filter (shown with two or more). */
  authors?: readonly { value: string; label: string }[];
};

export function HistoryFiltersBar({ filters, onChange, authors = [] }: HistoryFiltersBarProps) {
  const team = authors.length > 1;
  return (
    <div className={`grid gap-3 ${team ? 'sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_1fr]' : 'sm:grid-cols-[2fr_1fr_1fr]'}`}>
      <TextField
        label={H.search}
        type="search"
        placeholder={H.searchPlaceholder}
        value={filters.search}
        onChange={(event) => onChange({ ...filters, search: event.target.value })}
      />
      <SelectField
        label={H.status}
        value={filters.status}
        options={STATUS_OPTIONS}
        placeholder={H.allStatuses}
        onChange={(status) => onChange({ ...filters, status: CONTENT_STATUSES.find((known) => known === status) ?? '' })}
      />
      <SelectField
        label={H.type}
        value={filters.type}
        options={CONTENT_TYPE_OPTIONS}
        placeholder={H.allTypes}
        onChange={(type) => onChange({ ...filters, type: CONTENT_TYPES.find((known) => known === type) ?? '' })}
      />
      {team && (
        <SelectField
          label={H.author}
          value={filters.author}
          options={[...authors]}
          placeholder={H.allAuthors}
          onChange={(author) => onChange({ ...filters, author: authors.some((known) => known.value === author) ? author : '' })}
        />
      )}
      <div className={`grid grid-cols-2 gap-3 sm:grid-cols-3 ${team ? 'sm:col-span-2 lg:col-span-4' : 'sm:col-span-3'}`}>
        <SelectField
          className="col-span-2 sm:col-span-1"
          label={H.sortBy}
          value={filters.sort}
          options={SORT_OPTIONS}
          onChange={(sort) => onChange({ ...filters, sort: HISTORY_SORTS.find((known) => known === sort) ?? 'created' })}
        />
        <TextField label={H.from} type="date" value={filters.from} max={filters.to || undefined} onChange={(event) => onChange({ ...filters, from: event.target.value })} />
        <TextField label={H.to} type="date" value={filters.to} min={filters.from || undefined} onChange={(event) => onChange({ ...filters, to: event.target.value })} />
      </div>
    </div>
  );
}
