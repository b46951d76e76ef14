// The newest history items read straight from the device's IndexedDB, without RxDB:
// for the history tab of an app that opens with data already on the device. RxDB's
// start (its code, its thirteen collections, its checks) takes a few hundred
// milliseconds after the screen could draw; this read needs one database open and one
// walk of the newest index entries, so the list shows the device's rows at once and the
// live query takes over when the database is open. Nothing is written, and nothing is
// created: a device without the database answers null and the screen waits as before.
//
// It reads RxDB's Dexie storage as that stores a collection (rxdb 17): one IndexedDB
// database per collection named `rxdb-dexie-<database>--<schema version>--<collection>`,
// documents in the `docs` store, each index of the schema with `_deleted` ('0'/'1')
// in front and the primary key behind, named `[_deleted+created_at+id]`.
// history-on-disk.test.ts writes through RxDB and reads here, so a change of that
// layout fails a test instead of showing nothing.
import { type ContentHistoryDoc, contentHistorySchema } from '../schemas/content-history-schema.ts';
import { databaseNameFor, dexieDatabaseName } from './database-name.ts';
import type { IndexedDbFactory } from './storage.ts';

const NEWEST_INDEX = '[_deleted+created_at+id]';

/**
 * The newest items, and how many there are once counted: a count walks every entry, about
 * 90 ms at 5,000 items, so the rows do not wait for it (null when it cannot be read).
 */
export type HistoryOnDisk = { items: ContentHistoryDoc[]; total: Promise<number | null> };

function historyDatabaseName(userId: string, studioId: string): string {
  return dexieDatabaseName(databaseNameFor(userId, studioId), 'content_history', contentHistorySchema.version);
}

/** Opens an existing database; null when it is not on the device (opening it does not create it). */
function openExisting(indexedDB: IDBFactory, name: string): Promise<IDBDatabase | null> {
  return new Promise((resolve) => {
    let created = false;
    const request = indexedDB.open(name);
    request.onupgradeneeded = () => {
      // The database did not exist: abort, so that it is not created empty.
      created = true;
      request.transaction?.abort();
    };
    request.onsuccess = () => {
      const db = request.result;
      if (created) {
        db.close();
        resolve(null);
        return;
      }
      // RxDB opening it with a newer version must not wait for this read.
      db.onversionchange = () => db.close();
      resolve(db);
    };
    request.onerror = () => resolve(null);
    request.onblocked = () => resolve(null);
  });
}

function browserIndexedDb(): IndexedDbFactory | undefined {
  return typeof indexedDB === 'undefined' ? undefined : { indexedDB, IDBKeyRange };
}

function answer<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

/** A stored document as the screens see it (RxDB's toJSON): without `_deleted`, `_meta`, `_rev`, `_attachments`. */
function asItem(stored: Record<string, unknown>): ContentHistoryDoc {
  const { _deleted, _meta, _rev, _attachments, ...item } = stored;
  return item as ContentHistoryDoc;
}

/** `getAll()` with a direction (IndexedDB 3.0: Chromium 141 on, beside `getAllRecords()`). */
type GetAllNewestFirst = (options: { query: IDBKeyRange; count: number; direction: IDBCursorDirection }) => IDBRequest<unknown[]>;

type Stored = Record<string, unknown>[];

/**
 * The newest `limit` documents of `range`, newest first, and how many the range holds
 * (counted after the documents are asked for: a count walks every entry of the range).
 * Where the browser's getAll() takes a direction, the documents are one request;
 * elsewhere three: the key `limit` places from the newest, then every document from
 * there up in one getAll (a cursor answers one at a time, and while RxDB starts beside
 * it each answer waits its turn on the main thread).
 */
function newest(index: IDBIndex, range: IDBKeyRange, limit: number, keyRange: typeof IDBKeyRange): { stored: Promise<Stored>; total: Promise<number | null> } {
  if ('getAllRecords' in index) {
    const stored = answer((index.getAll as unknown as GetAllNewestFirst)({ query: range, count: limit, direction: 'prev' })) as Promise<Stored>;
    return { stored, total: countOf(index, range) };
  }
  const read = withCursor(index, range, limit, keyRange);
  return { stored: read.then((done) => done.stored), total: read.then((done) => done.total, () => null) };
}

function countOf(index: IDBIndex, range: IDBKeyRange): Promise<number | null> {
  return answer(index.count(range)).catch(() => null);
}

async function withCursor(index: IDBIndex, range: IDBKeyRange, limit: number, keyRange: typeof IDBKeyRange): Promise<{ stored: Stored; total: Promise<number | null> }> {
  const oldest = await new Promise<IDBValidKey | null>((resolve, reject) => {
    const cursor = index.openKeyCursor(range, 'prev');
    let skipped = false;
    cursor.onsuccess = () => {
      const at = cursor.result;
      if (at && !skipped && limit > 1) {
        skipped = true;
        at.advance(limit - 1);
        return;
      }
      resolve(at ? at.key : null);
    };
    cursor.onerror = () => reject(cursor.error);
  });
  // Fewer than `limit`: all of them.
  const from = oldest === null ? range : keyRange.bound(oldest, range.upper);
  const stored = answer(index.getAll(from, limit));
  const total = countOf(index, range);
  return { stored: ((await stored) as Stored).reverse(), total };
}

/**
 * The newest `limit` items of the studio's history on this device and how many there are,
 * or null when the device has no history database for it (or it cannot be read).
 */
export async function readHistoryOnDisk(
  userId: string,
  studioId: string,
  limit: number,
  factory: IndexedDbFactory | undefined = browserIndexedDb(),
): Promise<HistoryOnDisk | null> {
  if (!factory) return null;
  const { indexedDB, IDBKeyRange } = factory;
  const db = await openExisting(indexedDB, historyDatabaseName(userId, studioId));
  if (!db) return null;
  try {
    if (!db.objectStoreNames.contains('docs')) return null;
    const store = db.transaction('docs', 'readonly').objectStore('docs');
    if (!store.indexNames.contains(NEWEST_INDEX)) return null;
    const index = store.index(NEWEST_INDEX);
    // Every live document: ['0'] sorts before ['0', anything], and ['0', []] after ['0', any string].
    const live = IDBKeyRange.bound(['0'], ['0', []]);
    const { stored, total } = newest(index, live, limit, IDBKeyRange);
    const items = (await stored).map(asItem);
    return { items, total };
  } catch {
    return null;
  } finally {
    db.close();
  }
}
