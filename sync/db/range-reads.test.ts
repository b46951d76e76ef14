import { IDBFactory, IDBIndex, IDBKeyRange } from 'fake-indexeddb';
import { createRxDatabase, getChangedDocumentsSince, type MangoQuery, type RxCollection, type RxDatabase } from 'rxdb';
import { getRxStorageDexie } from 'rxdb/plugins/storage-dexie';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CONTENT_TYPES } from '../../domain/tools.ts';
import { CONTENT_STATUSES } from '../../domain/content-statuses.ts';
import { type ContentHistoryDoc, contentHistorySchema } from '../schemas/content-history-schema.ts';
import { withRangeReads } from './range-reads.ts';

type History = RxCollection<ContentHistoryDoc>;

const opened: RxDatabase[] = [];

async function historyCollection(rangeReads: boolean): Promise<History> {
  const dexie = getRxStorageDexie({ indexedDB: new IDBFactory(), IDBKeyRange });
  const db = await createRxDatabase({ name: `range-${crypto.randomUUID()}`, storage: rangeReads ? withRangeReads(dexie, IDBKeyRange) : dexie, multiInstance: false });
  opened.push(db);
  // The app's schema and indexes, as a first version (no migration to run).
  const { content_history } = await db.addCollections({ content_history: { schema: { ...contentHistorySchema, version: 0 } } });
  return content_history as unknown as History;
}

const start = Date.UTC(2026, 9, 1);
const docs: ContentHistoryDoc[] = Array.from({ length: 240 }, (_, i) => ({
  id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
  user_id: i % 3 === 0 ? 'aroha' : 'owner',
  content_type: CONTENT_TYPES[(i * 7) % CONTENT_TYPES.length] ?? 'blog',
  title: i % 4 === 0 ? `Morning Yoga flow ${i}` : `Breathwork notes ${i}`,
  content: 'Breathe in. '.repeat(i % 5),
  metadata: {},
  status: CONTENT_STATUSES[i % CONTENT_STATUSES.length] ?? 'draft',
  word_count: i * 3,
  // Out of order and some on the same minute, so sorting and ties are exercised.
  created_at: new Date(start + ((i * 37) % 240) * 3 * 60 * 60_000).toISOString(),
  updated_at: new Date(start).toISOString(),
  server_modified: null,
}));

const since = new Date(start + 20 * 24 * 60 * 60_000).toISOString();
const QUERIES: MangoQuery<ContentHistoryDoc>[] = [
  { selector: {}, sort: [{ created_at: 'desc' }] },
  { selector: { created_at: { $gte: since } }, sort: [{ created_at: 'desc' }] },
  { selector: { created_at: { $gte: since } }, sort: [{ created_at: 'desc' }], limit: 5 },
  { selector: { created_at: { $gte: since } }, sort: [{ created_at: 'asc' }], limit: 7 },
  { selector: { created_at: { $gte: since } }, sort: [{ created_at: 'asc' }], skip: 2, limit: 5 },
  { selector: { title: { $regex: 'yoga', $options: 'i' } }, sort: [{ created_at: 'asc' }], limit: 6 },
  { selector: { created_at: { $gte: since } }, sort: [{ created_at: 'asc' }], skip: 1, limit: Number.MAX_SAFE_INTEGER },
  { selector: { content_type: 'blog', created_at: { $gte: since } }, sort: [{ created_at: 'desc' }] },
  { selector: { status: 'published' }, sort: [{ created_at: 'desc' }], skip: 3, limit: 4 },
  { selector: { content_type: 'social', status: 'draft' }, sort: [{ created_at: 'desc' }] },
  { selector: { title: { $regex: 'yoga', $options: 'i' } }, sort: [{ created_at: 'desc' }] },
  { selector: { user_id: 'aroha', created_at: { $lt: since } }, sort: [{ word_count: 'desc' }] },
  { selector: { created_at: { $gte: '2030-01-01T00:00:00.000Z' } }, sort: [{ created_at: 'desc' }] },
];

const ids = (found: { id: string }[]) => found.map((doc) => doc.id);

afterEach(async () => {
  vi.restoreAllMocks();
  for (const db of opened.splice(0)) await db.remove();
});

describe('withRangeReads', () => {
  it('answers every query exactly as the cursor does: the same documents in the same order', async () => {
    const [cursor, range] = await Promise.all([historyCollection(false), historyCollection(true)]);
    for (const collection of [cursor, range]) {
      await collection.bulkInsert(docs);
      // Deleted documents stay in the store and must not be read back.
      await collection.find({ selector: { id: { $in: [docs[1]?.id ?? '', docs[2]?.id ?? ''] } } }).remove();
    }
    for (const query of QUERIES) {
      const expected = ids(await cursor.find(query).exec());
      expect(ids(await range.find(query).exec()), JSON.stringify(query)).toEqual(expected);
    }
    expect(ids(await range.find({ selector: {} }).exec())).not.toContain(docs[1]?.id);
  });

  it('gives every document back as RxDB stores it: field names that start with "|" at any depth, and booleans', async () => {
    const [cursor, range] = await Promise.all([historyCollection(false), historyCollection(true)]);
    const odd = docs.slice(0, 6).map((doc, i) => ({
      ...doc,
      metadata: i % 2 === 0 ? { '|source': 'import', nested: [{ '|step': 1, plain__name: true }], tone: 'Warm' } : { tone: 'Calm', tags: ['yoga', 'breath'] },
    }));
    for (const collection of [cursor, range]) {
      await collection.bulkInsert(odd);
      await collection.findOne(odd[1]?.id ?? '').remove();
    }
    const query = { selector: {}, sort: [{ created_at: 'desc' as const }] };
    // Each database stamps its own write times and revisions: the rest must match.
    const stored = (found: { toJSON(withMeta: true): Record<string, unknown> }[]) =>
      found.map((doc) => {
        const { _meta, _rev, ...rest } = doc.toJSON(true);
        return rest;
      });
    const read = stored(await range.find(query).exec());
    expect(read).toEqual(stored(await cursor.find(query).exec()));
    expect(read).toHaveLength(5);
    expect(read.map((doc) => (doc as { metadata: unknown }).metadata)).toContainEqual(odd[0]?.metadata);
    expect(read.every((doc) => (doc as { _deleted: unknown })._deleted === false)).toBe(true);
    // What changed since the start: the deletion too, with its flag a boolean again.
    const changed = await getChangedDocumentsSince(range.storageInstance, 10, undefined);
    expect(changed.documents.find((doc) => doc.id === odd[1]?.id)?._deleted).toBe(true);
  });

  it('reads a whole index range with one request instead of a cursor step per document', async () => {
    const range = await historyCollection(true);
    await range.bulkInsert(docs);
    const cursors = vi.spyOn(IDBIndex.prototype, 'openCursor');
    const getAll = vi.spyOn(IDBIndex.prototype, 'getAll');
    const month = await range.find({ selector: { created_at: { $gte: since } }, sort: [{ created_at: 'desc' }] }).exec();
    expect(month.length).toBeGreaterThan(50);
    expect(cursors).not.toHaveBeenCalled();
    expect(getAll).toHaveBeenCalledTimes(1);
  });

  it('reads a limited page in the index order with one request for just that many documents', async () => {
    const range = await historyCollection(true);
    await range.bulkInsert(docs);
    const cursors = vi.spyOn(IDBIndex.prototype, 'openCursor');
    const getAll = vi.spyOn(IDBIndex.prototype, 'getAll');
    const page = await range.find({ selector: { created_at: { $gte: since } }, sort: [{ created_at: 'asc' }], skip: 2, limit: 3 }).exec();
    expect(page).toHaveLength(3);
    expect(cursors).not.toHaveBeenCalled();
    expect(getAll).toHaveBeenCalledTimes(1);
    expect(getAll.mock.calls[0]?.[1]).toBe(5);
  });

  it('keeps the cursor where it stops early: a limit in the index order, with a selector the index does not cover', async () => {
    const range = await historyCollection(true);
    await range.bulkInsert(docs);
    const cursors = vi.spyOn(IDBIndex.prototype, 'openCursor');
    const getAll = vi.spyOn(IDBIndex.prototype, 'getAll');
    const first = await range.find({ selector: { title: { $regex: 'yoga', $options: 'i' } }, sort: [{ created_at: 'asc' }], limit: 3 }).exec();
    expect(first).toHaveLength(3);
    expect(cursors).toHaveBeenCalledTimes(1);
    expect(getAll).not.toHaveBeenCalled();
  });

  it('pages through what changed since a checkpoint as RxDB does, with one request a page however many documents share a write time', async () => {
    const [cursor, range] = await Promise.all([historyCollection(false), historyCollection(true)]);
    for (const collection of [cursor, range]) {
      // One bulk write: 240 documents with one write time, as a first download's page.
      await collection.bulkInsert(docs);
      // Later writes: an edit and a deletion move their documents to the end.
      await (await collection.findOne(docs[10]?.id ?? '').exec())?.incrementalPatch({ title: 'Edited' });
      await collection.findOne(docs[20]?.id ?? '').remove();
    }
    type Page = Awaited<ReturnType<typeof getChangedDocumentsSince<ContentHistoryDoc, { id: string; lwt: number }>>>;
    const pages = async (collection: History) => {
      const read: Page[] = [];
      let checkpoint: { id: string; lwt: number } | undefined;
      for (;;) {
        const page: Page = await getChangedDocumentsSince(collection.storageInstance, 25, checkpoint);
        if (page.documents.length === 0) return { read, last: page.checkpoint };
        read.push(page);
        checkpoint = page.checkpoint;
      }
    };
    const expected = await pages(cursor);
    const getAll = vi.spyOn(IDBIndex.prototype, 'getAll');
    const cursors = vi.spyOn(IDBIndex.prototype, 'openCursor');
    const actual = await pages(range);
    expect(actual.read.map((page) => ids(page.documents))).toEqual(expected.read.map((page) => ids(page.documents)));
    expect(actual.read).toHaveLength(10);
    expect(ids(actual.read.flatMap((page) => page.documents)).slice(-2)).toEqual([docs[10]?.id, docs[20]?.id]);
    expect(actual.read.at(-1)?.documents.at(-1)?._deleted).toBe(true);
    for (const page of actual.read) {
      const last = page.documents.at(-1);
      expect(page.checkpoint).toEqual({ id: last?.id, lwt: last?._meta.lwt });
    }
    // With nothing after it, the checkpoint stays where it was.
    expect(actual.last).toEqual(actual.read.at(-1)?.checkpoint);
    expect(cursors).not.toHaveBeenCalled();
    expect(getAll).toHaveBeenCalledTimes(11);
  });
});
