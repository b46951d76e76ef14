// The week: seven columns, each day's pieces in time order (up to twenty, then "+N more").
import type { ContentHistoryDoc } from '#sync/history.ts';
import { weekdayLabel } from './calendar-format.ts';
import type { ItemView } from './calendar-item.tsx';
import { DayCell } from './day-cell.tsx';

type WeekViewProps = {
  days: readonly string[];
  today: string;
  itemsOf: (day: string) => readonly ItemView[];
  onOpen: (item: ContentHistoryDoc) => void;
  onMore: (day: string) => void;
};

export const WEEK_CELL_CAP = 20;

export function WeekView({ days, today, itemsOf, onOpen, onMore }: WeekViewProps) {
  return (
    <div className="grid grid-cols-7 gap-px overflow-hidden rounded-xl border border-stone-200 bg-stone-200">
      {days.map((day) => (
        <DayCell
          key={day}
          day={day}
          heading={`${weekdayLabel(day)} ${Number(day.slice(8))}`}
          items={itemsOf(day)}
          cap={WEEK_CELL_CAP}
          today={day === today}
          onOpen={onOpen}
          onMore={onMore}
          className="min-h-96"
        />
      ))}
    </div>
  );
}
