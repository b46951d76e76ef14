// Beside the grid: drafts and pieces in review with no date, to drag onto a day or open
// and plan. The newest thirty; the rest are in the history.
import type { ContentHistoryDoc } from '#sync/history.ts';
import { CalendarItem, type ItemView } from './calendar-item.tsx';
import { CALENDAR } from './messages.ts';

export const TRAY_CAP = 30;

type UnplannedTrayProps = { items: readonly ItemView[]; draggable: boolean; onOpen: (item: ContentHistoryDoc) => void };

export function UnplannedTray({ items, draggable, onOpen }: UnplannedTrayProps) {
  const shown = items.slice(0, TRAY_CAP);
  return (
    <aside aria-labelledby="tray-title" className="rounded-xl border border-stone-200 bg-stone-50 p-3">
      <h2 id="tray-title" className="text-base font-semibold text-stone-900">
        {CALENDAR.tray}
      </h2>
      <p className="mt-1 hidden text-xs text-stone-600 md:block">{CALENDAR.trayIntro}</p>
      <p className="mt-1 text-xs text-stone-600 md:hidden">{CALENDAR.trayIntroPhone}</p>
      {shown.length === 0 ? (
        <p className="mt-3 text-sm text-stone-600">{CALENDAR.trayEmpty}</p>
      ) : (
        <ul className="mt-3 flex flex-col gap-1.5">
          {shown.map((view) => (
            <li key={view.item.id}>
              <CalendarItem {...view} onOpen={onOpen} draggable={draggable} />
            </li>
          ))}
        </ul>
      )}
      {items.length > shown.length && <p className="mt-2 text-xs text-stone-600">{CALENDAR.trayMore(items.length - shown.length)}</p>}
    </aside>
  );
}
