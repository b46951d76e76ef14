// The calendar (/calendar): the studio's plan as a month or a week on tablets and
// desktops, an agenda on phones, with the drafts not planned yet beside it. Pieces are
// dragged to another day (or moved with "Move to" in their detail); a day's "+" plans a
// new post with a tool. Everything is read live from the device database.
import { type Announcements, DndContext, type DragEndEvent, DragOverlay, type DragStartEvent, PointerSensor, TouchSensor, useSensor, useSensors } from '@dnd-kit/core';
import { useMemo, useState } from 'react';
import { dayInZone } from '#domain/time-zone.ts';
import type { ContentHistoryDoc } from '#sync/history.ts';
import { LoadingStatus } from '../../ui/loading-status.tsx';
import { ReadFailed } from '../../ui/read-failed.tsx';
import { type CalendarFilters, isFiltered, NO_CALENDAR_FILTERS } from './calendar-filter.ts';
import { CalendarFiltersBar } from './calendar-filters-bar.tsx';
import { dayLabel } from './calendar-format.ts';
import { ItemFace, itemTitle } from './calendar-item.tsx';
import { periodOf, shiftPeriod } from './calendar-period.ts';
import type { CalendarView } from './calendar-search.ts';
import { CalendarToolbar } from './calendar-toolbar.tsx';
import { AgendaView } from './agenda-view.tsx';
import { DayDialog } from './day-dialog.tsx';
import { ItemDialog } from './item-dialog.tsx';
import { CALENDAR } from './messages.ts';
import { MonthView } from './month-view.tsx';
import { UnplannedTray } from './unplanned-tray.tsx';
import { useCalendar, useStudioZone } from './use-calendar.ts';
import { useWideScreen } from './use-wide-screen.ts';
import { WeekView } from './week-view.tsx';

/** What a screen reader hears while a piece is dragged: its title and the day, not ids. */
function announcements(titleOf: (id: string) => string): Announcements {
  const day = (id: string | number | undefined) => (id === undefined ? '' : dayLabel(String(id)));
  return {
    onDragStart: ({ active }) => CALENDAR.dragStart(titleOf(String(active.id))),
    onDragOver: ({ active, over }) => (over ? CALENDAR.dragOver(titleOf(String(active.id)), day(over.id)) : undefined),
    onDragEnd: ({ active, over }) => (over ? CALENDAR.dragEnd(titleOf(String(active.id)), day(over.id)) : CALENDAR.dragCancel(titleOf(String(active.id)))),
    onDragCancel: ({ active }) => CALENDAR.dragCancel(titleOf(String(active.id))),
  };
}

type CalendarPageProps = { view?: CalendarView; day?: string; onChange: (next: { view?: CalendarView; day?: string }) => void };

export function CalendarPage({ view, day, onChange }: CalendarPageProps) {
  const wide = useWideScreen();
  const shown: CalendarView = wide ? (view ?? 'month') : 'agenda';
  const { zone } = useStudioZone();
  const today = dayInZone(Date.now(), zone);
  const period = useMemo(() => periodOf(shown, day ?? today), [shown, day, today]);
  const [filters, setFilters] = useState<CalendarFilters>(NO_CALENDAR_FILTERS);
  const calendar = useCalendar(period.first, period.last, filters, zone);
  const [openId, setOpenId] = useState<string | null>(null);
  const [moreDay, setMoreDay] = useState<string | null>(null);
  const [dragging, setDragging] = useState<ContentHistoryDoc | null>(null);
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 6 } }), useSensor(TouchSensor, { activationConstraint: { delay: 250, tolerance: 8 } }));

  const everything = useMemo(() => [...period.days.flatMap((d) => calendar.itemsOf(d)), ...calendar.tray], [period.days, calendar]);
  const open = openId ? everything.find((view) => view.item.id === openId) : undefined;
  const openItem = (item: ContentHistoryDoc) => {
    setMoreDay(null);
    setOpenId(item.id);
  };
  const onDragStart = (event: DragStartEvent) => setDragging((event.active.data.current?.item as ContentHistoryDoc | undefined) ?? null);
  const onDragEnd = (event: DragEndEvent) => {
    setDragging(null);
    const item = event.active.data.current?.item as ContentHistoryDoc | undefined;
    if (item && event.over) calendar.move(item, String(event.over.id));
  };

  const body = calendar.loading ? (
    <LoadingStatus text={CALENDAR.loading} />
  ) : calendar.error ? (
    <ReadFailed error={calendar.error} onRetry={calendar.retry} />
  ) : shown === 'agenda' ? (
    calendar.count === 0 ? (
      <p className="rounded-xl border border-dashed border-stone-300 p-6 text-center text-stone-600">{isFiltered(filters) ? CALENDAR.nothingMatches : CALENDAR.nothingPlanned}</p>
    ) : (
      <AgendaView days={period.days} today={today} itemsOf={calendar.itemsOf} onOpen={openItem} onMore={setMoreDay} />
    )
  ) : shown === 'week' ? (
    <WeekView days={period.days} today={today} itemsOf={calendar.itemsOf} onOpen={openItem} onMore={setMoreDay} />
  ) : (
    <MonthView weeks={period.weeks} month={period.month} today={today} itemsOf={calendar.itemsOf} onOpen={openItem} onMore={setMoreDay} />
  );

  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:px-6 lg:py-10">
      <h1 className="text-3xl font-bold tracking-tight text-stone-900">{CALENDAR.title}</h1>
      <p className="mt-1 max-w-2xl text-stone-700">{CALENDAR.intro}</p>
      <p className="mt-1 text-sm text-stone-600">{zone === calendar.deviceZone ? CALENDAR.zoneOnly(zone) : CALENDAR.zoneNote(zone, calendar.deviceZone)}</p>
      <CalendarToolbar
        view={shown}
        wide={wide}
        title={period.title}
        today={today}
        onView={(next) => onChange({ view: next })}
        onShift={(by) => onChange({ day: shiftPeriod(shown, period.anchor, by) })}
        onToday={() => onChange({ day: undefined })}
      />
      <div className="mt-4">
        <CalendarFiltersBar filters={filters} onChange={setFilters} authors={calendar.authors} />
      </div>
      <DndContext
        sensors={sensors}
        accessibility={{ announcements: announcements((id) => { const found = everything.find((view) => view.item.id === id); return found ? itemTitle(found.item) : ''; }), screenReaderInstructions: { draggable: CALENDAR.dragHint } }}
        onDragStart={onDragStart} onDragEnd={onDragEnd} onDragCancel={() => setDragging(null)}>
        <div className="mt-4 flex flex-col gap-4 lg:flex-row lg:items-start">
          <div className="min-w-0 flex-1">{body}</div>
          <div className="lg:w-64 lg:shrink-0">
            <UnplannedTray items={calendar.tray} draggable={shown !== 'agenda'} onOpen={openItem} />
          </div>
        </div>
        <DragOverlay dropAnimation={null}>
          {dragging && (
            <div className="w-48 rounded-md border border-l-4 border-teal-600 bg-white px-1.5 py-1 text-left text-sm shadow-lg">
              <ItemFace item={dragging} author={calendar.authorOf(dragging.user_id)} compact />
            </div>
          )}
        </DragOverlay>
      </DndContext>
      {moreDay && <DayDialog day={moreDay} items={calendar.itemsOf(moreDay)} onOpen={openItem} onClose={() => setMoreDay(null)} />}
      {open && (
        <ItemDialog
          key={open.item.id}
          item={open.item}
          author={open.author}
          day={open.item.scheduled_for ? dayInZone(open.item.scheduled_for, zone) : null}
          onClose={() => setOpenId(null)}
          onMove={(target) => {
            setOpenId(null);
            calendar.move(open.item, target);
          }}
        />
      )}
    </div>
  );
}
