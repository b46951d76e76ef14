import { IDBFactory, IDBKeyRange, IDBObjectStore } from 'fake-indexeddb';
import { createRxDatabase, type RxCollection, type RxDatabase } from 'rxdb';
import { getRxStorageDexie } from 'rxdb/plugins/storage-dexie';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type ContentHistoryDoc, contentHistorySchema } from '../schemas/content-history-schema.ts';
import { KEYS_FIRST_FROM, keysFirstLookups } from './keys-first-lookups.ts';

type History = RxCollection<ContentHistoryDoc>;

const opened: RxDatabase[] = [];

async function historyCollection(keysFirst: boolean): Promise<History> {
  const storage = getRxStorageDexie({ indexedDB: new IDBFactory(), IDBKeyRange, ...(keysFirst ? { addons: [keysFirstLookups] } : {}) });
  const db = await createRxDatabase({ name: `keys-${crypto.randomUUID()}`, storage, multiInstance: false });
  opened.push(db);
  const { content_history } = await db.addCollections({ content_history: { schema: { ...contentHistorySchema, version: 0 } } });
  return content_history as unknown as History;
}

const item = (id: string, title: string): ContentHistoryDoc => ({
  id,
  user_id: 'owner',
  content_type: 'blog',
  title,
  content: 'Breathe in, breathe out.',
  metadata: {},
  status: 'draft',
  word_count: 4,
  created_at: '2026-11-01T09:00:00.000Z',
  updated_at: '2026-11-01T09:00:00.000Z',
  server_modified: null,
});
const idOf = (prefix: string, i: number) => `${prefix}-0000-4000-8000-${String(i).padStart(12, '0')}`;
const onDevice = Array.from({ length: 120 }, (_, i) => item(idOf('40000000', i), `Morning flow ${i}`));
// Ids before, between and after the stored ones.
const missing = Array.from({ length: 40 }, (_, i) => idOf(['00000000', '40000000-1', 'f0000000'][i % 3] ?? '', i));
const sorted = (found: { id: string }[]) => found.map((doc) => doc.id).sort();

afterEach(async () => {
  vi.restoreAllMocks();
  for (const db of opened.splice(0)) await db.remove();
});

describe('keysFirstLookups', () => {
  it('finds the same documents as one read per id, reading only the documents that exist', async () => {
    const [plain, keysFirst] = await Promise.all([historyCollection(false), historyCollection(true)]);
    for (const collection of [plain, keysFirst]) {
      await collection.bulkInsert(onDevice);
      await collection.find({ selector: { id: { $in: [onDevice[1]?.id ?? '', onDevice[2]?.id ?? ''] } } }).remove();
    }
    // Sixty on the device (two of them deleted) among forty that are not.
    const wanted = [...missing.slice(0, 20), ...onDevice.slice(0, 60).map((doc) => doc.id), ...missing.slice(20)];
    expect(wanted.length).toBeGreaterThanOrEqual(KEYS_FIRST_FROM);
    for (const withDeleted of [false, true]) {
      const expected = sorted(await plain.storageInstance.findDocumentsById(wanted, withDeleted));
      expect(expected).toHaveLength(withDeleted ? 60 : 58);
      const gets = vi.spyOn(IDBObjectStore.prototype, 'get');
      expect(sorted(await keysFirst.storageInstance.findDocumentsById(wanted, withDeleted))).toEqual(expected);
      expect(gets).toHaveBeenCalledTimes(60);
      gets.mockRestore();
    }
  });

  it('writes a page of new documents without a read per document, and a page of changes over stored ones as before', async () => {
    const collection = await historyCollection(true);
    await collection.bulkInsert(onDevice.slice(0, 60));
    const gets = vi.spyOn(IDBObjectStore.prototype, 'get');
    const page = onDevice.slice(60);
    const inserted = await collection.bulkInsert(page);
    expect(inserted.error).toEqual([]);
    expect(gets).not.toHaveBeenCalled();
    expect(await collection.count().exec()).toBe(120);

    // A second insert of stored ids is refused as a conflict, not written over.
    const again = await collection.bulkInsert(page.slice(0, 40).map((doc) => ({ ...doc, title: 'Written over' })));
    expect(again.error).toHaveLength(40);
    expect(again.error.every((error) => error.status === 409)).toBe(true);
    await collection.bulkUpsert(page.slice(0, 40).map((doc) => ({ ...doc, title: `${doc.title} (edited)` })));
    const titles = (await collection.findByIds(page.slice(0, 40).map((doc) => doc.id)).exec()).values();
    expect([...titles].map((doc) => doc.title)).toEqual(page.slice(0, 40).map((doc) => `${doc.title} (edited)`));
  });
});
