// What the calendar shows for a run of days: the studio's zone (its profile's, else the
// device's), the pieces planned in those days put on their day there, the tray, the
// authors, all filtered; and a move shown at once (before the device database has
// answered the write), so a drop paints in the next frame.
import { useCallback, useEffect, useMemo, useState } from 'react';
import { dayInZone, deviceTimeZone, studioTimeZone } from '#domain/time-zone.ts';
import { useAuthState } from '#sync/auth.ts';
import { type ContentHistoryDoc, usePlanned, useUnplanned } from '#sync/history.ts';
import { useProfile } from '#sync/profile.ts';
import { useStudioMembers } from '#sync/studio.ts';
import { FORMER_MEMBER, memberName } from '../../ui/member-name.ts';
import { type CalendarFilters, matchesFilters } from './calendar-filter.ts';
import { bucketByDay, dayRange } from './calendar-grid.ts';
import type { ItemView } from './calendar-item.tsx';
import { moveItem, movedInstant } from './move-item.ts';
import { CALENDAR } from './messages.ts';

const NONE: ItemView[] = [];

/** The studio's zone: its profile's, else the device's; and whether the profile has been read. */
export function useStudioZone(): { zone: string; loading: boolean } {
  const { profile, loading } = useProfile();
  return { zone: studioTimeZone(profile?.time_zone), loading };
}

export function useCalendar(first: string, last: string, filters: CalendarFilters, zone: string) {
  const range = useMemo(() => dayRange(first, last, zone), [first, last, zone]);
  const planned = usePlanned(range);
  const unplanned = useUnplanned();
  const members = useStudioMembers();
  const me = useAuthState().user?.id ?? null;
  // Moves not read back yet: id -> the piece as moved, and whether the write is done.
  const [pending, setPending] = useState<ReadonlyMap<string, { item: ContentHistoryDoc; done: boolean }>>(new Map());
  const moving = useMemo(() => new Map([...pending].map(([id, entry]) => [id, entry.item])), [pending]);
  useEffect(() => {
    // A written move is read back when the read has it at its new moment, or no longer in these days.
    const settled = [...pending].filter(([id, entry]) => {
      const read = planned.items.find((item) => item.id === id);
      return entry.done && (!read || read.scheduled_for === entry.item.scheduled_for);
    });
    if (settled.length === 0) return;
    setPending((current) => {
      const next = new Map(current);
      for (const [id] of settled) next.delete(id);
      return next;
    });
  }, [planned.items, pending]);

  const authorOf = useCallback(
    (userId: string) => {
      const name = memberName(members, userId);
      return name === FORMER_MEMBER && userId === me ? CALENDAR.you : name;
    },
    [members, me],
  );
  const authors = useMemo(() => {
    const ids = new Set(members.map((member) => member.user_id));
    for (const item of planned.items) ids.add(item.user_id);
    if (ids.size < 2) return [];
    return [...ids].map((id) => ({ value: id, label: authorOf(id) })).sort((a, b) => a.label.localeCompare(b.label));
  }, [members, planned.items, authorOf]);

  const shownItems = useMemo(() => {
    const read = planned.items.filter((item) => !moving.has(item.id) || moving.get(item.id)?.scheduled_for === item.scheduled_for);
    const pending = [...moving.values()].filter((item) => !read.some((known) => known.id === item.id));
    return [...read, ...pending].filter((item) => matchesFilters(item, filters));
  }, [planned.items, moving, filters]);

  const days = useMemo(() => {
    const buckets = bucketByDay(shownItems, zone);
    const views = new Map<string, ItemView[]>();
    for (const [day, items] of buckets) views.set(day, items.map((item) => ({ item, author: authorOf(item.user_id) })));
    return views;
  }, [shownItems, zone, authorOf]);
  const itemsOf = useCallback((day: string) => days.get(day) ?? NONE, [days]);

  const tray = useMemo(
    () => unplanned.items.filter((item) => !moving.has(item.id) && matchesFilters(item, filters)).map((item) => ({ item, author: authorOf(item.user_id) })),
    [unplanned.items, moving, filters, authorOf],
  );

  const move = useCallback(
    (item: ContentHistoryDoc, day: string) => {
      if (item.scheduled_for && dayInZone(item.scheduled_for, zone) === day) return;
      const moved = { ...item, scheduled_for: movedInstant(item, day, zone) };
      setPending((current) => new Map(current).set(item.id, { item: moved, done: false }));
      void moveItem(item, day, zone).then((ok) =>
        setPending((current) => {
          const next = new Map(current);
          if (ok) next.set(item.id, { item: moved, done: true });
          else next.delete(item.id);
          return next;
        }),
      );
    },
    [zone],
  );

  const device = deviceTimeZone();
  return {
    zone,
    deviceZone: device,
    itemsOf,
    count: shownItems.length,
    total: planned.items.length,
    tray,
    authors,
    authorOf,
    move,
    loading: planned.loading,
    error: planned.error ?? unplanned.error,
    retry: planned.retry,
  };
}
