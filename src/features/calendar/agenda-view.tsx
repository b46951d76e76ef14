// The agenda (phones, and a choice on wider screens): the days of the period that hold
// pieces, each with its pieces in time order.
import type { ContentHistoryDoc } from '#sync/history.ts';
import { capped } from './calendar-grid.ts';
import { longDayLabel } from './calendar-format.ts';
import { CalendarItem, type ItemView } from './calendar-item.tsx';
import { CALENDAR } from './messages.ts';
import { PlanPostMenu } from './plan-post-menu.tsx';

export const AGENDA_DAY_CAP = 8;

type AgendaViewProps = {
  days: readonly string[];
  today: string;
  itemsOf: (day: string) => readonly ItemView[];
  onOpen: (item: ContentHistoryDoc) => void;
  onMore: (day: string) => void;
};

export function AgendaView({ days, today, itemsOf, onOpen, onMore }: AgendaViewProps) {
  const busy = days.filter((day) => itemsOf(day).length > 0);
  return (
    <ol className="flex flex-col gap-4">
      {busy.map((day) => {
        const { shown, more } = capped(itemsOf(day), AGENDA_DAY_CAP);
        return (
        <li key={day} data-day={day} aria-labelledby={`agenda-${day}`}>
          <div className="mb-1 flex items-center justify-between gap-2">
            <h3 id={`agenda-${day}`} className={`text-sm font-semibold ${day === today ? 'text-teal-800' : 'text-stone-800'}`}>
              {longDayLabel(day)}
            </h3>
            <PlanPostMenu day={day} small />
          </div>
          <ul className="flex flex-col gap-1.5">
            {shown.map((view) => (
              <li key={view.item.id}>
                <CalendarItem {...view} onOpen={onOpen} draggable={false} />
              </li>
            ))}
          </ul>
          {more > 0 && (
            <button type="button" onClick={() => onMore(day)} aria-label={CALENDAR.moreLabel(more, longDayLabel(day))} className="mt-1 text-sm font-semibold text-teal-800 hover:underline focus-visible:outline-2 focus-visible:outline-teal-700">
              {CALENDAR.more(more)}
            </button>
          )}
        </li>
        );
      })}
    </ol>
  );
}
