// The live tally of the whole history that the analytics read (#domain/history-tally.ts).
// The history is read once, oldest first, in pages of TALLY_PAGE documents (each page
// its own short task, so a year of content never blocks the screen); after that each
// change moves the tally by the items it touched, never by reading the history again.
// A change that lands while the pages are read is counted too: the tally keys items by
// id, the touched ids are read again at the end, and a tally whose size then differs
// from the database's count is read again from the start.
import type { RxChangeEvent } from 'rxdb';
import { asyncScheduler, Observable, throttleTime } from 'rxjs';
import { HistoryTally, type TallyItem } from '../../domain/history-tally.ts';
import type { DeviceDatabase } from '../db/device-database.ts';
import type { ContentHistoryDoc } from '../schemas/content-history-schema.ts';

export const TALLY_PAGE = 500;

/** What a screen reads: the tally (read only) and a version that changes with it. */
export type HistoryTallyView = { tally: HistoryTally; version: number };

const OLDEST_FIRST = [{ created_at: 'asc' as const }];

function tallyItem(doc: ContentHistoryDoc): TallyItem {
  return { id: doc.id, content_type: doc.content_type, word_count: doc.word_count, created_at: doc.created_at };
}

/** Counts documents read from the database (their stored data as it is: four fields are read, none copied). */
function putDocs(tally: HistoryTally, docs: Iterable<{ toJSON(withMetaFields: true): unknown }>): void {
  for (const doc of docs) tally.put(tallyItem(doc.toJSON(true) as ContentHistoryDoc));
}

function apply(tally: HistoryTally, event: RxChangeEvent<ContentHistoryDoc>): void {
  const doc = event.documentData as ContentHistoryDoc | undefined;
  if (event.operation === 'DELETE' || !doc || (doc as { _deleted?: boolean })._deleted) tally.remove(event.documentId);
  else tally.put(tallyItem(doc));
}

/**
 * Reads every item into the tally, a page at a time in created_at order. Each page
 * starts at the last page's last time (never with a skip, which the storage would
 * answer by reading every earlier item again); the items of that time are read twice
 * and counted once. A page whose items all share one time reads that time whole.
 */
async function readPages(db: DeviceDatabase, tally: HistoryTally, isClosed: () => boolean): Promise<void> {
  let selector: Record<string, unknown> = {};
  while (!isClosed()) {
    const page = await db.content_history.find({ selector, sort: OLDEST_FIRST, limit: TALLY_PAGE }).exec();
    putDocs(tally, page);
    if (page.length < TALLY_PAGE) return;
    const first = page[0]?.created_at ?? '';
    const last = page.at(-1)?.created_at ?? '';
    if (first === last) {
      putDocs(tally, await db.content_history.find({ selector: { created_at: last } }).exec());
      selector = { created_at: { $gt: last } };
    } else {
      selector = { created_at: { $gte: last } };
    }
  }
}

async function readAll(db: DeviceDatabase, tally: HistoryTally, touched: Set<string>, isClosed: () => boolean): Promise<void> {
  for (let attempt = 0; attempt < 3; attempt += 1) {
    await readPages(db, tally, isClosed);
    const again = [...touched];
    touched.clear();
    if (again.length > 0) {
      const found = await db.content_history.findByIds(again).exec();
      for (const id of again) if (!found.has(id)) tally.remove(id);
      putDocs(tally, found.values());
    }
    if (isClosed() || (await db.content_history.count().exec()) === tally.size) return;
  }
}

export function historyTally$(db: DeviceDatabase): Observable<HistoryTallyView> {
  const tally$ = new Observable<HistoryTallyView>((subscriber) => {
    const tally = new HistoryTally();
    const touched = new Set<string>();
    let reading = true;
    let closed = false;
    let version = 0;
    const changes = db.content_history.eventBulks$.subscribe((bulk) => {
      for (const event of bulk.events) {
        apply(tally, event as RxChangeEvent<ContentHistoryDoc>);
        if (reading) touched.add(event.documentId);
      }
      if (!reading) subscriber.next({ tally, version: ++version });
    });
    readAll(db, tally, touched, () => closed || db.closed)
      .then(() => {
        reading = false;
        if (!closed) subscriber.next({ tally, version: ++version });
      })
      .catch((error: unknown) => subscriber.error(error));
    return () => {
      closed = true;
      changes.unsubscribe();
    };
  });
  // A first download writes in pages: the screen redraws at most every 100 ms, and
  // always after the last change.
  return tally$.pipe(throttleTime(100, asyncScheduler, { leading: true, trailing: true }));
}
