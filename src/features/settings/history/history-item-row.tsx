import type { Ref } from 'react';
import { CONTENT_STATUS_LABELS, CONTENT_STATUSES, type ContentStatus } from '#domain/content-statuses.ts';
import type { ContentHistoryDoc } from '#sync/history.ts';
import { inputClass } from '../../../ui/field.tsx';
import { contentTypeLabel, formatDate, formatDateTime } from '../../../ui/format.ts';
import { HISTORY as H } from '../messages.ts';

type HistoryItemRowProps = {
  ref?: Ref<HTMLLIElement>;
  /** Position in the whole (virtualised) list: for measuring and for screen readers. */
  index: number;
  setSize: number;
  /** Offset from the list's top, in px. */
  top: number;
  item: ContentHistoryDoc;
  /** Who made it (a studio with a team), or null. */
  author?: string | null;
  onOpen: () => void;
  onStatusChange: (status: ContentStatus) => void;
  /** The status cannot change yet (the rows are read from disk while the device database opens). */
  statusLocked?: boolean;
  /** Chosen for a change of many at once; the checkbox shows when `onSelect` is given. */
  selected?: boolean;
  onSelect?: (selected: boolean) => void;
};

export function HistoryItemRow({ ref, index, setSize, top, item, author = null, onOpen, onStatusChange, statusLocked = false, selected = false, onSelect }: HistoryItemRowProps) {
  const title = item.title || contentTypeLabel(item.content_type);
  return (
    <li
      ref={ref}
      data-index={index}
      aria-posinset={index + 1}
      aria-setsize={setSize}
      style={{ transform: `translateY(${top}px)` }}
      className="absolute inset-x-0 top-0 flex flex-col gap-3 rounded-xl border border-stone-200 bg-white p-4 shadow-sm sm:flex-row sm:items-center sm:justify-between">
      <div className="flex min-w-0 items-start gap-3">
        {onSelect && (
          // The label is the finger's target on a phone (44 px), the box stays small.
          <label className="-my-2.5 -ml-2.5 flex size-11 shrink-0 cursor-pointer items-center justify-center">
            <input
              type="checkbox"
              aria-label={H.select(title)}
              checked={selected}
              onChange={(event) => onSelect(event.target.checked)}
              className="size-5 accent-teal-700"
            />
          </label>
        )}
        <div className="min-w-0">
        <button
          type="button"
          onClick={onOpen}
          className="text-left font-semibold text-stone-900 underline-offset-2 hover:text-teal-800 hover:underline focus-visible:rounded focus-visible:outline-2 focus-visible:outline-teal-700"
        >
          {title}
        </button>
        <p className="mt-1 text-sm text-stone-600">
          {contentTypeLabel(item.content_type)} · {formatDate(item.created_at)} · {H.words(item.word_count ?? 0)}
          {item.status === 'scheduled' && item.scheduled_for && ` · ${H.scheduledFor(formatDateTime(item.scheduled_for))}`}
          {author && ` · ${H.by(author)}`}
        </p>
        </div>
      </div>
      <select
        aria-label={H.statusOf(title)}
        value={item.status}
        disabled={statusLocked}
        onChange={(event) => {
          const status = CONTENT_STATUSES.find((known) => known === event.target.value);
          if (status) onStatusChange(status);
        }}
        className={`${inputClass} sm:w-36`}
      >
        {CONTENT_STATUSES.map((status) => (
          <option key={status} value={status}>
            {CONTENT_STATUS_LABELS[status]}
          </option>
        ))}
      </select>
    </li>
  );
}
