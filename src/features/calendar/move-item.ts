// Moving an item to a day with the history's own command: a planned item keeps its time
// of day (in the studio's zone), an unplanned one takes the default hour; its status
// stays what it is (a draft planned is still a draft).
import { DEFAULT_PLAN_TIME, dayInZone, moveToDay, zonedInstant } from '#domain/time-zone.ts';
import { type ContentHistoryDoc, setHistoryStatus } from '#sync/history.ts';
import { notifyError, notifySuccess } from '../../ui/notify.tsx';
import { dayLabel } from './calendar-format.ts';
import { CALENDAR } from './messages.ts';

/** The instant an item moved to `day` is planned for. */
export function movedInstant(item: Pick<ContentHistoryDoc, 'scheduled_for'>, day: string, zone: string): string {
  return item.scheduled_for ? moveToDay(item.scheduled_for, day, zone) : zonedInstant(day, DEFAULT_PLAN_TIME, zone);
}

/** Moves the item and says so; false when nothing moved (same day, or refused). */
export async function moveItem(item: ContentHistoryDoc, day: string, zone: string): Promise<boolean> {
  if (item.scheduled_for && dayInZone(item.scheduled_for, zone) === day) return false;
  const at = movedInstant(item, day, zone);
  try {
    await setHistoryStatus(item.id, item.status, at);
    notifySuccess(CALENDAR.moved, CALENDAR.movedTo(item.title, dayLabel(day)));
    return true;
  } catch (error) {
    console.error('Could not move the item', error);
    notifyError(CALENDAR.moveFailed, error instanceof Error ? error.message : String(error));
    return false;
  }
}
