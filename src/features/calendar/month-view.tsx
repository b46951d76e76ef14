// The month: its weeks, Monday to Sunday, three pieces a day and "+N more".
import type { ContentHistoryDoc } from '#sync/history.ts';
import { weekdayLabel } from './calendar-format.ts';
import type { ItemView } from './calendar-item.tsx';
import { DayCell } from './day-cell.tsx';

type MonthViewProps = {
  weeks: readonly string[][];
  month: string;
  today: string;
  itemsOf: (day: string) => readonly ItemView[];
  onOpen: (item: ContentHistoryDoc) => void;
  onMore: (day: string) => void;
};

export const MONTH_CELL_CAP = 3;

export function MonthView({ weeks, month, today, itemsOf, onOpen, onMore }: MonthViewProps) {
  return (
    <div className="overflow-hidden rounded-xl border border-stone-200 bg-stone-200">
      <div aria-hidden="true" className="grid grid-cols-7 gap-px bg-stone-200 text-center text-xs font-semibold text-stone-600">
        {(weeks[0] ?? []).map((day) => (
          <div key={day} className="bg-stone-50 py-1.5">
            {weekdayLabel(day)}
          </div>
        ))}
      </div>
      <div className="grid grid-cols-7 gap-px border-t border-stone-200 bg-stone-200">
        {weeks.flat().map((day) => (
          <DayCell
            key={day}
            day={day}
            heading={String(Number(day.slice(8)))}
            items={itemsOf(day)}
            cap={MONTH_CELL_CAP}
            today={day === today}
            outside={!day.startsWith(month)}
            onOpen={onOpen}
            onMore={onMore}
            className="min-h-28"
          />
        ))}
      </div>
    </div>
  );
}
