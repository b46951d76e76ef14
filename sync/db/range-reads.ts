// RxDB's Dexie storage answers a query by walking an IndexedDB cursor over the chosen
// index: one request to the browser's database, and one wait for its answer, per
// document. A screen that reads this month's 400 items waited on 400 of them (86 ms of
// a dashboard's 280). When the query needs every document in the index range anyway
// (it has no limit, or its sort is not the index's order, so all must be sorted first),
// this storage reads the range with one getAll() instead. What follows is unchanged:
// RxDB's own selector check for what the index does not cover, its sort, skip and limit.
// A limited query in the index's order reads just skip + limit documents with one getAll()
// when the index covers its selector; otherwise it walks the cursor, which stops at the limit.
//
// The replication asks what changed since its checkpoint (a write time and an id).
// RxDB's own answer is a query whose index range starts at the write time and checks
// the id in JS: every document of one bulk write shares a write time, so after a first
// download each reload stepped through the 2,500 documents of one write to find none
// (100 ms of a history reload, just as someone starts typing), and the first upstream
// pass stepped through them again for every page of 250. Here the range starts just
// after the checkpoint's exact key on the same index, and one getAll() stops at the limit.
//
// A replication's meta instance has no index (schema-indexes-only.ts): the replication
// reads it by id alone. Only a schema migration queries it (it counts and copies RxDB's
// record of the server's state into the new version): there, queries and changes read the
// whole store once, instead of asking IndexedDB for an index it does not have (which made
// the migration wait forever).
import {
  getQueryMatcher,
  getSortComparator,
  type PreparedQuery,
  type RxDocumentData,
  type RxStorage,
  type RxStorageInstance,
  type RxStorageInstanceCreationParams,
  type RxStorageDefaultCheckpoint,
  type RxStorageQueryResult,
  getPrimaryFieldOfPrimaryKey,
  getProperty,
  setProperty,
} from 'rxdb';
import { isReplicationMeta } from './database-name.ts';
import { DEXIE_DOCS_TABLE_NAME, DEXIE_PIPE_SUBSTITUTE, dexieReplaceIfStartsWithPipe, fromDexieToStorage, getKeyRangeByQueryPlan, type RxStorageInstanceDexie } from 'rxdb/plugins/storage-dexie';

type KeyRangeFactory = typeof IDBKeyRange;

/** The largest count getAll() accepts (an unsigned long). */
const MAX_GET_ALL = 0xffff_ffff;

function answer<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

/** The documents of an index's key range (at most `limit`), in the index's order, with one getAll(). */
async function readIndex<T>(instance: RxStorageInstanceDexie<T>, fields: readonly string[], range: IDBKeyRange | null, limit?: number): Promise<RxDocumentData<T>[]> {
  const state = await instance.internals;
  const indexName = `[${fields.map((field) => dexieReplaceIfStartsWithPipe(field)).join('+')}]`;
  let stored: unknown[] = [];
  await state.dexieDb.transaction('r', state.dexieTable, async (transaction) => {
    // getAll() takes a count up to 2^32 - 1: a larger limit (or none) reads the whole range.
    const count = limit !== undefined && limit <= MAX_GET_ALL ? limit : undefined;
    stored = await answer(transaction.idbtrans.objectStore(DEXIE_DOCS_TABLE_NAME).index(indexName).getAll(range, count));
  });
  return stored.map((value) => fromStored<T>(state.booleanIndexes, value));
}

/** Every document of the store, with one getAll(). */
async function readStore<T>(instance: RxStorageInstanceDexie<T>): Promise<RxDocumentData<T>[]> {
  const state = await instance.internals;
  let stored: unknown[] = [];
  await state.dexieDb.transaction('r', state.dexieTable, async (transaction) => {
    stored = await answer(transaction.idbtrans.objectStore(DEXIE_DOCS_TABLE_NAME).getAll());
  });
  return stored.map((value) => fromStored<T>(state.booleanIndexes, value));
}

/** A query answered from the whole store: RxDB's matching, sort, skip and limit. */
async function scanStore<T>(instance: RxStorageInstanceDexie<T>, prepared: PreparedQuery<T>): Promise<RxStorageQueryResult<T>> {
  const { query } = prepared;
  const matches = getQueryMatcher(instance.schema, query);
  const rows = (await readStore(instance)).filter((doc) => matches(doc)).sort(getSortComparator(instance.schema, query));
  const skip = query.skip ?? 0;
  return { documents: rows.slice(skip, typeof query.limit === 'number' ? skip + query.limit : undefined) };
}

/** getChangedDocumentsSince from the whole store, in write order (write time, then id). */
async function scanChangedSince<T>(instance: RxStorageInstanceDexie<T>, limit: number, checkpoint: RxStorageDefaultCheckpoint | undefined) {
  const primaryPath = getPrimaryFieldOfPrimaryKey(instance.schema.primaryKey);
  const key = (doc: RxDocumentData<T>) => [doc._meta.lwt, String(doc[primaryPath])] as const;
  const after = (doc: RxDocumentData<T>) => {
    if (!checkpoint) return true;
    const [lwt, id] = key(doc);
    return lwt > checkpoint.lwt || (lwt === checkpoint.lwt && id > checkpoint.id);
  };
  const documents = (await readStore(instance))
    .filter(after)
    .sort((a, b) => a._meta.lwt - b._meta.lwt || String(a[primaryPath]).localeCompare(String(b[primaryPath])))
    .slice(0, limit);
  const last = documents.at(-1);
  return { documents, checkpoint: last ? { id: String(last[primaryPath]), lwt: last._meta.lwt } : (checkpoint ?? { id: '', lwt: 0 }) };
}

/** Whether a field name, at any depth, holds Dexie's stand-in for a leading "|" (only those names change on the way back). */
function holdsSubstitute(value: unknown): boolean {
  if (typeof value !== 'object' || value === null) return false;
  if (Array.isArray(value)) return value.some(holdsSubstitute);
  for (const key in value) {
    if (key.includes(DEXIE_PIPE_SUBSTITUTE) || holdsSubstitute((value as Record<string, unknown>)[key])) return true;
  }
  return false;
}

/**
 * A stored document as RxDB's storage gives it back (fromDexieToStorage): booleans for the
 * indexed boolean fields, "|" back in field names. RxDB copies every object of every
 * document to rename fields, and almost no document has a field to rename: getAll() hands
 * over fresh objects, so those are changed in place (over a quarter of a 5,000-item history
 * read's time, profiled on a 4x-throttled CPU).
 */
function fromStored<T>(booleanIndexes: readonly string[], value: unknown): RxDocumentData<T> {
  if (holdsSubstitute(value)) return fromDexieToStorage<T>([...booleanIndexes], value);
  const doc = value as RxDocumentData<T>;
  for (const index of booleanIndexes) setProperty(doc, index, getProperty(doc, index) === '1');
  return doc;
}

/** Every document of the query's index range in one request, then RxDB's matching, sort, skip and limit. */
async function readRange<T>(instance: RxStorageInstanceDexie<T>, prepared: PreparedQuery<T>, keyRanges: KeyRangeFactory): Promise<RxStorageQueryResult<T>> {
  const state = await instance.internals;
  const { query, queryPlan } = prepared;
  let range: IDBKeyRange;
  try {
    range = getKeyRangeByQueryPlan(state.booleanIndexes, queryPlan, keyRanges);
  } catch (error) {
    // A range IndexedDB cannot express matches nothing (as in RxDB's own query).
    if ((error as { name?: string } | null)?.name === 'DataError') return { documents: [] };
    throw error;
  }
  const matches = queryPlan.selectorSatisfiedByIndex ? null : getQueryMatcher(instance.schema, query);
  const skip = query.skip ?? 0;
  const limit = typeof query.limit === 'number' ? query.limit : Number.POSITIVE_INFINITY;
  if (limit <= 0) return { documents: [] };
  // Every document of the range matches and comes in the query's order: the first skip + limit are the answer.
  const enough = !matches && queryPlan.sortSatisfiedByIndex ? skip + limit : undefined;
  const stored = await readIndex(instance, queryPlan.index, range, enough);
  let rows = matches ? stored.filter((doc) => matches(doc)) : stored;
  if (!queryPlan.sortSatisfiedByIndex) rows.sort(getSortComparator(instance.schema, query));
  rows = rows.slice(skip, skip + limit);
  return { documents: rows };
}

/** The documents written after `checkpoint` in write order (write time, then id), at most `limit`: RxDB's getChangedDocumentsSince. */
async function changedSince<T>(
  instance: RxStorageInstanceDexie<T>,
  limit: number,
  checkpoint: RxStorageDefaultCheckpoint | undefined,
  keyRanges: KeyRangeFactory,
): Promise<{ documents: RxDocumentData<T>[]; checkpoint: RxStorageDefaultCheckpoint }> {
  const primaryPath = getPrimaryFieldOfPrimaryKey(instance.schema.primaryKey);
  const after = checkpoint ? keyRanges.lowerBound([checkpoint.lwt, checkpoint.id], true) : null;
  const documents = await readIndex(instance, ['_meta.lwt', primaryPath], after, limit);
  const last = documents.at(-1);
  return {
    documents,
    checkpoint: last ? { id: String(last[primaryPath]), lwt: last._meta.lwt } : (checkpoint ?? { id: '', lwt: 0 }),
  };
}

/**
 * Whether RxDB's cursor is the better read: a limit, in the index's own order, with a
 * selector the index does not fully cover (the cursor stops once enough documents match;
 * one getAll() could not know how many to ask for). Covered, one getAll() of exactly
 * skip + limit documents answers it (the analytics read the history in pages of 500 so).
 */
function stopsEarly<T>(prepared: PreparedQuery<T>): boolean {
  const { queryPlan, query } = prepared;
  return queryPlan.sortSatisfiedByIndex && typeof query.limit === 'number' && !queryPlan.selectorSatisfiedByIndex;
}

/** `dexie` (RxDB's Dexie storage), reading whole index ranges in one request, and changes since a checkpoint from its exact key. */
export function withRangeReads<Internals, Options>(dexie: RxStorage<Internals, Options>, keyRanges: KeyRangeFactory): RxStorage<Internals, Options> {
  return {
    name: dexie.name,
    rxdbVersion: dexie.rxdbVersion,
    async createStorageInstance<T>(params: RxStorageInstanceCreationParams<T, Options>): Promise<RxStorageInstance<T, Internals, Options>> {
      const instance = await dexie.createStorageInstance<T>(params);
      const dexieInstance = instance as unknown as RxStorageInstanceDexie<T>;
      if (isReplicationMeta(params.collectionName)) {
        instance.query = (prepared) => scanStore(dexieInstance, prepared);
        instance.count = async (prepared) => ({ count: (await scanStore(dexieInstance, prepared)).documents.length, mode: 'slow' });
        instance.getChangedDocumentsSince = ((limit: number, checkpoint?: RxStorageDefaultCheckpoint) =>
          scanChangedSince(dexieInstance, limit, checkpoint)) as typeof instance.getChangedDocumentsSince;
        return instance;
      }
      const cursorQuery = instance.query.bind(instance);
      instance.query = (prepared) => (stopsEarly(prepared) ? cursorQuery(prepared) : readRange(dexieInstance, prepared, keyRanges));
      // RxDB types the checkpoint by the instance; this storage's is RxDB's default one.
      instance.getChangedDocumentsSince = ((limit: number, checkpoint?: RxStorageDefaultCheckpoint) =>
        changedSince(dexieInstance, limit, checkpoint, keyRanges)) as typeof instance.getChangedDocumentsSince;
      return instance;
    },
  };
}
