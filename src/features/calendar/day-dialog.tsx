// Every piece of a busy day ("+N more").
import type { ContentHistoryDoc } from '#sync/history.ts';
import { Modal } from '../../ui/dialog.tsx';
import { Button } from '../../ui/button.tsx';
import { dayLabel } from './calendar-format.ts';
import { CalendarItem, type ItemView } from './calendar-item.tsx';
import { CALENDAR } from './messages.ts';

type DayDialogProps = { day: string; items: readonly ItemView[]; onOpen: (item: ContentHistoryDoc) => void; onClose: () => void };

export function DayDialog({ day, items, onOpen, onClose }: DayDialogProps) {
  return (
    <Modal open onClose={onClose} title={CALENDAR.dayItems(dayLabel(day))}>
      <ul className="flex flex-col gap-1.5">
        {items.map((view) => (
          <li key={view.item.id}>
            <CalendarItem {...view} onOpen={onOpen} draggable={false} />
          </li>
        ))}
      </ul>
      <div className="mt-4 flex justify-end">
        <Button variant="secondary" size="sm" onClick={onClose}>
          {CALENDAR.close}
        </Button>
      </div>
    </Modal>
  );
}
