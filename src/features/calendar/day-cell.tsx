// A day of the month or week view: its number, "Plan a post", and its pieces (capped, with
// "+N more" opening the whole day). Pieces dropped on it move to it.
import { useDroppable } from '@dnd-kit/core';
import type { ContentHistoryDoc } from '#sync/history.ts';
import { capped } from './calendar-grid.ts';
import { dayLabel } from './calendar-format.ts';
import { CalendarItem, type ItemView } from './calendar-item.tsx';
import { CALENDAR } from './messages.ts';
import { PlanPostMenu } from './plan-post-menu.tsx';

type DayCellProps = {
  day: string;
  items: readonly ItemView[];
  cap: number;
  today: boolean;
  /** Outside the month shown (the grid's first and last week). */
  outside?: boolean;
  /** Above the pieces: the weekday in the week view. */
  heading: string;
  onOpen: (item: ContentHistoryDoc) => void;
  onMore: (day: string) => void;
  className?: string;
};

export function DayCell({ day, items, cap, today, outside = false, heading, onOpen, onMore, className = '' }: DayCellProps) {
  const { setNodeRef, isOver } = useDroppable({ id: day });
  const { shown, more } = capped(items, cap);
  const label = dayLabel(day);
  return (
    <section
      ref={setNodeRef}
      aria-label={label}
      data-day={day}
      className={`flex min-w-0 flex-col gap-1 p-1 ${outside ? 'bg-stone-50' : 'bg-white'} ${isOver ? 'ring-2 ring-teal-600 ring-inset' : ''} ${className}`}
    >
      <div className="flex items-center justify-between">
        <span
          aria-current={today ? 'date' : undefined}
          className={`px-1 text-sm tabular-nums ${today ? 'rounded-full bg-teal-800 font-semibold text-white' : outside ? 'text-stone-500' : 'text-stone-800'}`}
        >
          {heading}
        </span>
        <PlanPostMenu day={day} small />
      </div>
      <ul className="flex min-w-0 flex-col gap-1">
        {shown.map((view) => (
          <li key={view.item.id}>
            <CalendarItem {...view} onOpen={onOpen} compact />
          </li>
        ))}
      </ul>
      {more > 0 && (
        <button
          type="button"
          onClick={() => onMore(day)}
          aria-label={CALENDAR.moreLabel(more, label)}
          className="self-start rounded px-1 text-xs font-semibold text-teal-800 hover:underline focus-visible:outline-2 focus-visible:outline-teal-700"
        >
          {CALENDAR.more(more)}
        </button>
      )}
    </section>
  );
}
