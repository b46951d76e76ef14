// A tool opened from the calendar's "Plan a post" (?plan=): the day becomes the instant
// of the studio's default hour in its zone, which the piece the tool makes is given; the
// notice above the tool says so, and the user may drop it.
import { useMemo } from 'react';
import { DEFAULT_PLAN_TIME, studioTimeZone, zonedInstant } from '#domain/time-zone.ts';
import { useProfile } from '#sync/profile.ts';
import { Button } from '../../ui/button.tsx';
import { formatDate } from '../../ui/format.ts';
import { CONTENT_TEXT } from './messages.ts';

/** The instant a piece made from this day is planned for; null with no day. */
export function usePlannedFor(day: string | undefined): string | null {
  const { profile } = useProfile();
  const zone = studioTimeZone(profile?.time_zone);
  return useMemo(() => (day ? zonedInstant(day, DEFAULT_PLAN_TIME, zone) : null), [day, zone]);
}

export function PlannedNotice({ at, onClear }: { at: string; onClear?: () => void }) {
  const day = formatDate(at);
  const time = new Date(at).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' });
  return (
    <div role="status" className="mb-4 flex flex-wrap items-center justify-between gap-2 rounded-xl border border-teal-200 bg-teal-50 px-4 py-3 text-sm text-teal-900">
      <p>{CONTENT_TEXT.plannedFor(day, time)}</p>
      {onClear && (
        <Button variant="secondary" size="sm" onClick={onClear}>
          {CONTENT_TEXT.notPlanned}
        </Button>
      )}
    </div>
  );
}
