// The live reads of the studio's plan: the items planned in a run of instants (the days a
// calendar shows, bounded in the studio's zone by the screen), and the drafts and items in
// review with no date yet (the calendar's tray). The planned moment is nullable, so no
// index holds it: the range is read with the collection's own filter, which a studio's
// thousands of items answer in a few milliseconds (bench/browser/calendar-bench.ts).
import { map, type Observable } from 'rxjs';
import type { DeviceDatabase } from '../db/device-database.ts';
import type { ContentHistoryDoc } from '../schemas/content-history-schema.ts';
import { plain } from './history-queries.ts';

export type PlanRange = { from: string; to: string };

/** Items whose planned moment is in [from, to), in time order. */
export function planned$(db: DeviceDatabase, range: PlanRange): Observable<ContentHistoryDoc[]> {
  return db.content_history
    .find({ selector: { scheduled_for: { $gte: range.from, $lt: range.to } }, sort: [{ created_at: 'asc' }] })
    .$.pipe(map((docs) => plain(docs).sort((a, b) => (a.scheduled_for ?? '').localeCompare(b.scheduled_for ?? ''))));
}

/** Drafts and items in review that have no date, newest first. */
export function unplanned$(db: DeviceDatabase): Observable<ContentHistoryDoc[]> {
  return db.content_history
    .find({ selector: { status: { $in: ['draft', 'in_review'] } }, sort: [{ created_at: 'desc' }] })
    .$.pipe(map((docs) => plain(docs.filter((doc) => !doc.scheduled_for))));
}
