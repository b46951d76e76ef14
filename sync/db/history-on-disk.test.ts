import { IDBIndex, IDBKeyRange } from 'fake-indexeddb';
import { afterEach, describe, expect, it } from 'vitest';
import { newestHistory } from '../queries/history-queries.ts';
import type { ContentHistoryDoc } from '../schemas/content-history-schema.ts';
import { memoryIndexedDb, openOfflineUserData } from '../test-support/memory-device.ts';
import { closeUserData, removeUserData } from '../user-data/open-user-data.ts';
import { readHistoryOnDisk } from './history-on-disk.ts';

const USER = '6a1f0c2e-4b3d-4e5f-8a9b-0c1d2e3f4a5b';
const NOW = Date.parse('2026-11-20T12:00:00Z');
const HOUR = 60 * 60 * 1000;

function item(i: number): ContentHistoryDoc {
  // Out of order, and every fifth on the same hour as another, so ties are ordered by id.
  const at = new Date(NOW - ((i * 37) % 150) * HOUR - (i % 5 === 0 ? 0 : i)).toISOString();
  return {
    id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
    user_id: USER,
    content_type: i % 2 ? 'blog' : 'social',
    title: `Sunrise flow notes ${i}`,
    content: 'Breathe in. '.repeat(i % 7),
    metadata: { keywords: ['yoga'] },
    status: 'draft',
    word_count: i,
    created_at: at,
    updated_at: at,
    server_modified: null,
  };
}

afterEach(async () => {
  await removeUserData();
});

describe('readHistoryOnDisk', () => {
  it('answers null on a device without the database, and does not create it', async () => {
    const device = memoryIndexedDb();
    expect(await readHistoryOnDisk(USER, USER, 50, device)).toBeNull();
    expect((await device.indexedDB.databases()).map((info) => info.name)).toEqual([]);
  });

  it('reads what the live query reads: the newest items, without deleted ones, and how many there are', async () => {
    const device = memoryIndexedDb();
    const session = await openOfflineUserData(USER, device);
    await session.db.content_history.bulkInsert(Array.from({ length: 150 }, (_, i) => item(i)));
    // The newest item is deleted and another edited, as the screens do.
    const newest = (await newestHistory(session.db, { limit: 1 }))[0]!;
    await (await session.db.content_history.findOne(newest.id).exec())!.remove();
    const edited = (await newestHistory(session.db, { limit: 3 }))[2]!;
    await (await session.db.content_history.findOne(edited.id).exec())!.incrementalPatch({ status: 'published', title: 'Sunrise flow, edited' });
    const live = await newestHistory(session.db, { limit: 50 });

    // While RxDB has the database open, and after it has closed it (a reload).
    const whileOpen = await readHistoryOnDisk(USER, USER, 50, device);
    expect(whileOpen?.items).toEqual(live);
    expect(await whileOpen?.total).toBe(149);
    await closeUserData();
    const afterClose = await readHistoryOnDisk(USER, USER, 50, device);
    expect(afterClose?.items.map((doc) => doc.id)).toEqual(live.map((doc) => doc.id));
    expect(afterClose?.items).toContainEqual(expect.objectContaining({ id: edited.id, status: 'published', title: 'Sunrise flow, edited' }));
    expect(afterClose?.items.some((doc) => doc.id === newest.id)).toBe(false);
    expect(Object.keys(afterClose!.items[0]!).sort()).toEqual(Object.keys(item(0)).sort());
  });

  it('reads the studio asked for, and fewer than the limit when that is all there is', async () => {
    const device = memoryIndexedDb();
    const session = await openOfflineUserData(USER, device);
    await session.db.content_history.bulkInsert([item(1), item(2)]);
    await closeUserData();
    expect(await readHistoryOnDisk(USER, 'a2b3c4d5-0000-4000-8000-000000000001', 50, device)).toBeNull();
    const own = await readHistoryOnDisk(USER, USER, 50, device);
    expect(await own?.total).toBe(2);
    expect(own?.items.map((doc) => doc.title)).toEqual(['Sunrise flow notes 1', 'Sunrise flow notes 2']);
  });

  it('does not hold up RxDB opening the database again', async () => {
    const device = memoryIndexedDb();
    await openOfflineUserData(USER, device);
    await closeUserData();
    const reading = readHistoryOnDisk(USER, USER, 50, device);
    const again = await openOfflineUserData(USER, device);
    const read = await reading;
    expect(read?.items).toEqual([]);
    expect(await read?.total).toBe(0);
    expect(again.db.closed).toBe(false);
  });

  it('reads the same where getAll() cannot walk newest first (browsers without getAllRecords)', async () => {
    const device = memoryIndexedDb();
    const session = await openOfflineUserData(USER, device);
    await session.db.content_history.bulkInsert(Array.from({ length: 80 }, (_, i) => item(i)));
    const newest50 = await newestHistory(session.db, { limit: 50 });
    await closeUserData();
    const withDirection = await readHistoryOnDisk(USER, USER, 50, device);
    const getAllRecords = Object.getOwnPropertyDescriptor(IDBIndex.prototype, 'getAllRecords');
    expect(getAllRecords).toBeDefined();
    // An older browser: getAll() takes no options object, and the index has no getAllRecords.
    const getAll = IDBIndex.prototype.getAll;
    const asked: unknown[] = [];
    delete (IDBIndex.prototype as { getAllRecords?: unknown }).getAllRecords;
    IDBIndex.prototype.getAll = function (this: IDBIndex, ...args: Parameters<IDBIndex['getAll']>) {
      asked.push(args[0]);
      return getAll.apply(this, args);
    };
    try {
      const withCursor = await readHistoryOnDisk(USER, USER, 50, device);
      const few = await readHistoryOnDisk(USER, USER, 200, device);
      expect(withCursor?.items).toEqual(newest50);
      expect(withDirection?.items).toEqual(newest50);
      expect(await withCursor?.total).toBe(80);
      expect(few?.items).toHaveLength(80);
      expect(asked).toHaveLength(2);
      expect(asked.every((query) => query instanceof IDBKeyRange)).toBe(true);
    } finally {
      Object.defineProperty(IDBIndex.prototype, 'getAllRecords', getAllRecords!);
      IDBIndex.prototype.getAll = getAll;
    }
  });
});
