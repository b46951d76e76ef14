// One piece on the calendar: its time, title, channel, status and author, as a button
// that opens its detail and a handle dnd-kit drags to another day.
import { useDraggable } from '@dnd-kit/core';
import { CHANNEL_LABELS } from '#domain/content-plan.ts';
import { CONTENT_STATUS_LABELS } from '#domain/content-statuses.ts';
import type { ContentHistoryDoc } from '#sync/history.ts';
import { contentTypeLabel } from '../../ui/format.ts';
import { timeLabel } from './calendar-format.ts';
import { CALENDAR } from './messages.ts';

const STATUS_LOOKS: Record<string, string> = {
  draft: 'border-l-stone-400',
  in_review: 'border-l-amber-500',
  scheduled: 'border-l-teal-600',
  published: 'border-l-emerald-700',
  archived: 'border-l-stone-300 opacity-75',
};

export type ItemView = { item: ContentHistoryDoc; author: string };

type CalendarItemProps = ItemView & { onOpen: (item: ContentHistoryDoc) => void; compact?: boolean; draggable?: boolean };

export function itemTitle(item: ContentHistoryDoc): string {
  return item.title || contentTypeLabel(item.content_type);
}

export function ItemFace({ item, author, compact = false }: ItemView & { compact?: boolean }) {
  const channel = item.channel ? CHANNEL_LABELS[item.channel] : '';
  return (
    <>
      <span className="flex min-w-0 items-baseline gap-1">
        {item.scheduled_for && <span className="shrink-0 text-xs tabular-nums text-stone-600">{timeLabel(item.scheduled_for)}</span>}
        <span className={`min-w-0 font-medium text-stone-900 ${compact ? 'truncate' : 'line-clamp-2 break-words'}`}>{itemTitle(item)}</span>
      </span>
      <span className="block truncate text-xs text-stone-600">
        {channel} · {CONTENT_STATUS_LABELS[item.status]}
        {!compact && ` · ${CALENDAR.by(author)}`}
      </span>
      {compact && <span className="sr-only"> · {CALENDAR.by(author)}</span>}
    </>
  );
}

export function CalendarItem({ item, author, onOpen, compact = false, draggable = true }: CalendarItemProps) {
  const { attributes, listeners, setNodeRef, isDragging } = useDraggable({ id: item.id, data: { item }, disabled: !draggable });
  // dnd-kit's role and description are for its keyboard sensor, which the calendar does
  // not use (each item's "Move to" is the keyboard's way): the button stays a button.
  const { role: _role, 'aria-describedby': _described, 'aria-roledescription': _roleDescription, tabIndex: _tab, ...dragAttributes } = attributes;
  return (
    <button
      ref={setNodeRef}
      type="button"
      data-item={item.id}
      {...dragAttributes}
      {...listeners}
      onClick={() => onOpen(item)}
      className={`block w-full touch-manipulation rounded-md border border-l-4 border-stone-200 bg-white px-1.5 py-1 text-left text-sm shadow-xs hover:bg-stone-50 focus-visible:outline-2 focus-visible:outline-teal-700 ${STATUS_LOOKS[item.status] ?? ''} ${isDragging ? 'opacity-40' : ''}`}
    >
      <ItemFace item={item} author={author} compact={compact} />
    </button>
  );
}
