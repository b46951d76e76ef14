// The live reads of content history. Sorting, filtering and limits run in the
// database on the schema's indexes (created_at, content_type + created_at,
// status + created_at), so a screen reads what it shows, not the whole history.
// RxDB's Dexie storage walks an index forwards only: a "newest N" read on a
// descending sort would visit every matching document, so it reads only the smallest
// window of recent days that holds N, found by counting the windows on the index
// (newestHistory).
import type { RxDocument } from 'rxdb';
import { auditTime, from, map, merge, type Observable, of, switchMap } from 'rxjs';
import type { ContentType } from '../../domain/tools.ts';
import type { ContentStatus } from '../../domain/content-statuses.ts';
import { documentFields } from '../db/collection-defs.ts';
import type { DeviceDatabase } from '../db/device-database.ts';
import type { ContentHistoryDoc } from '../schemas/content-history-schema.ts';

export type HistoryFilter = {
  contentType?: ContentType;
  status?: ContentStatus;
  /** Titles holding these words (any case). */
  search?: string;
  /** Only items made at or after this ISO time. */
  since?: string;
  limit?: number;
};

const DAY_MS = 24 * 60 * 60 * 1000;
/** How far back a "newest N" read looks before it reads the whole (filtered) history. */
export const NEWEST_WINDOWS_DAYS = [1, 7, 35, 400] as const;
const NEWEST_FIRST = [{ created_at: 'desc' as const }];

const FIELDS = documentFields('content_history') as (keyof ContentHistoryDoc)[];

/**
 * The schema's fields of each document, without RxDB's own. Screens treat them as
 * read-only. (RxDB's toJSON() copies every field, then deletes its own four, which
 * leaves each copy a slow dictionary object: about a quarter of a 5,000-item history
 * read's time, profiled on a 4x-throttled CPU.)
 */
export function plain(docs: RxDocument<ContentHistoryDoc>[]): ContentHistoryDoc[] {
  return docs.map((doc) => {
    const data = doc.toJSON(true);
    const item: Partial<Record<keyof ContentHistoryDoc, unknown>> = {};
    for (const field of FIELDS) if (field in data) item[field] = data[field];
    return item as ContentHistoryDoc;
  });
}

function escapeRegex(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

export function historySelector(filter: HistoryFilter): Record<string, unknown> {
  const selector: Record<string, unknown> = {};
  if (filter.contentType) selector.content_type = filter.contentType;
  if (filter.status) selector.status = filter.status;
  if (filter.since) selector.created_at = { $gte: filter.since };
  const search = filter.search?.trim();
  if (search) selector.title = { $regex: escapeRegex(search), $options: 'i' };
  return selector;
}

/** One index covers the selector, so the database counts without reading documents: no title search, not both a type and a status. */
function countable(filter: HistoryFilter): boolean {
  return !filter.search?.trim() && !(filter.contentType && filter.status);
}

/** The newest `limit` items: the smallest recent window that holds them, else all. */
export async function newestHistory(db: DeviceDatabase, filter: HistoryFilter & { limit: number }, now = Date.now()): Promise<ContentHistoryDoc[]> {
  const selector = historySelector(filter);
  const windows = NEWEST_WINDOWS_DAYS.map((days) => new Date(now - days * DAY_MS).toISOString()).filter((since) => !filter.since || since > filter.since);
  const read = (since?: string) =>
    db.content_history.find({ selector: since ? { ...selector, created_at: { $gte: since } } : selector, sort: NEWEST_FIRST, limit: filter.limit }).exec();
  if (countable(filter)) {
    // The windows counted on the index, smallest first, up to the first that holds
    // enough; then only that one is read. IndexedDB counts by walking the range, so a
    // year's window is counted only when the smaller ones fall short (a live read runs
    // this on every change, all through a first download).
    for (const since of windows) {
      if ((await db.content_history.count({ selector: { ...selector, created_at: { $gte: since } } }).exec()) >= filter.limit) return plain(await read(since));
    }
    return plain(await read());
  }
  for (const since of windows) {
    const docs = await read(since);
    if (docs.length >= filter.limit) return plain(docs);
  }
  return plain(await read());
}

export function history$(db: DeviceDatabase, filter: HistoryFilter = {}): Observable<ContentHistoryDoc[]> {
  const { limit } = filter;
  if (limit) {
    // Re-read when the collection changes, at most every 100 ms (a first sync writes in pages).
    const changes = merge(of(null), db.content_history.eventBulks$.pipe(auditTime(100)));
    return changes.pipe(switchMap(() => from(newestHistory(db, { ...filter, limit }))));
  }
  return db.content_history.find({ selector: historySelector(filter), sort: NEWEST_FIRST }).$.pipe(map(plain));
}

/** How many items the user has (the database counts on its index). */
export function historyCount$(db: DeviceDatabase): Observable<number> {
  return db.content_history.count().$;
}
