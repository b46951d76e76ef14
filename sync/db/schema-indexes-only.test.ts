import { createRxDatabase, type RxCollection, type RxDatabase } from 'rxdb';
import { getRxStorageDexie } from 'rxdb/plugins/storage-dexie';
import { replicateRxCollection } from 'rxdb/plugins/replication';
import { wrappedValidateAjvStorage } from 'rxdb/plugins/validate-ajv';
import { firstValueFrom } from 'rxjs';
import { afterEach, describe, expect, it } from 'vitest';
import { historyCount$, newestHistory } from '../queries/history-queries.ts';
import { type ContentHistoryDoc, contentHistorySchema } from '../schemas/content-history-schema.ts';
import { memoryIndexedDb, openOfflineUserData } from '../test-support/memory-device.ts';
import { closeUserData, removeUserData } from '../user-data/open-user-data.ts';
import { databaseNameFor, dexieDatabaseName } from './database-name.ts';
import { COLLECTION_DEFS } from './collection-defs.ts';
import type { IndexedDbFactory } from './storage.ts';

const USER = '0b7e9c2a-3f1d-4c5e-9a8b-7d6c5e4f3a2b';
const HISTORY_DB = dexieDatabaseName(databaseNameFor(USER, USER), 'content_history', contentHistorySchema.version);

function item(i: number): ContentHistoryDoc {
  const at = new Date(Date.parse('2026-11-20T12:00:00Z') - i * 3_600_000).toISOString();
  return {
    id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
    user_id: USER,
    content_type: i % 3 ? 'blog' : 'newsletter',
    title: `Evening restore class ${i}`,
    content: 'Soften the jaw. '.repeat(3),
    metadata: {},
    status: i % 2 ? 'draft' : 'published',
    word_count: 9,
    created_at: at,
    updated_at: at,
    server_modified: null,
  };
}

/** The index names of a database's documents store. */
async function indexNames(device: IndexedDbFactory, name: string): Promise<string[]> {
  const db = await new Promise<IDBDatabase>((resolve, reject) => {
    const request = device.indexedDB.open(name);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
  const names = [...db.transaction('docs').objectStore('docs').indexNames].sort();
  db.close();
  return names;
}

/** The history collection on RxDB's own Dexie storage, every one of its indexes included. */
async function withRxdbOwnStorage(device: IndexedDbFactory): Promise<{ db: RxDatabase; history: RxCollection<ContentHistoryDoc> }> {
  const db = await createRxDatabase({ name: databaseNameFor(USER, USER), storage: wrappedValidateAjvStorage({ storage: getRxStorageDexie(device) }), multiInstance: false });
  const { schema, migrationStrategies } = COLLECTION_DEFS.content_history;
  const { content_history } = await db.addCollections({ content_history: { schema, migrationStrategies } });
  return { db, history: content_history as unknown as RxCollection<ContentHistoryDoc> };
}

afterEach(async () => {
  await removeUserData();
});

describe('the device storage keeps only the schemas’ indexes', () => {
  it('creates the history store with its schema’s indexes and no others, and every query still answers', async () => {
    const device = memoryIndexedDb();
    const session = await openOfflineUserData(USER, device);
    await session.db.content_history.bulkInsert(Array.from({ length: 60 }, (_, i) => item(i)));

    expect(await indexNames(device, HISTORY_DB)).toEqual([
      '[_deleted+content_type+created_at+id]',
      '[_deleted+created_at+id]',
      '[_deleted+status+created_at+id]',
      '[_meta.lwt+id]',
    ]);
    // No store of the device has RxDB's cleanup index, which nothing here reads.
    for (const { name } of await device.indexedDB.databases()) {
      if (name?.startsWith('rxdb-dexie-')) expect(await indexNames(device, name)).not.toContain('_meta.lwt');
    }

    const now = Date.parse('2026-11-21T00:00:00Z');
    expect((await newestHistory(session.db, { limit: 5 }, now)).map((doc) => doc.title)).toEqual([0, 1, 2, 3, 4].map((i) => `Evening restore class ${i}`));
    expect(await newestHistory(session.db, { limit: 100, contentType: 'newsletter' }, now)).toHaveLength(20);
    expect(await newestHistory(session.db, { limit: 100, status: 'published' }, now)).toHaveLength(30);
    expect(await firstValueFrom(historyCount$(session.db))).toBe(60);
  });

  it('keeps a replication’s bookkeeping without indexes, read by id as RxDB reads it', async () => {
    const device = memoryIndexedDb();
    const session = await openOfflineUserData(USER, device);
    const history = session.db.content_history as unknown as RxCollection<ContentHistoryDoc>;
    await history.insert({ ...item(0), title: 'Written on the device' });
    const server = [item(1), item(2), item(3)];
    const pushed: ContentHistoryDoc[] = [];
    const replication = replicateRxCollection<ContentHistoryDoc, number>({
      collection: history,
      replicationIdentifier: 'schema-indexes-only',
      live: true,
      pull: { handler: async (checkpoint) => ({ documents: checkpoint ? [] : server.map((doc) => ({ ...doc, _deleted: false })), checkpoint: 1 }) },
      push: {
        handler: async (rows) => {
          for (const row of rows) pushed.push(row.newDocumentState);
          return [];
        },
      },
    });
    await replication.awaitInitialReplication();
    expect(pushed.map((doc) => doc.title)).toEqual(['Written on the device']);
    expect(await history.count().exec()).toBe(4);
    const metaDatabases = (await device.indexedDB.databases()).map((info) => info.name ?? '').filter((name) => name.includes('rx-replication-meta-'));
    expect(metaDatabases).toHaveLength(1);
    expect(await indexNames(device, metaDatabases[0] ?? '')).toEqual([]);
    // An edit after the download is pushed against the state RxDB kept for the server.
    await (await history.findOne(item(2).id).exec())?.incrementalPatch({ title: 'Edited after the download' });
    await replication.awaitInSync();
    expect(pushed.map((doc) => doc.title)).toEqual(['Written on the device', 'Edited after the download']);
    await replication.cancel();
  });

  it('opens a device database made with every index of RxDB’s own storage, and keeps those indexes current', async () => {
    const device = memoryIndexedDb();
    const before = await withRxdbOwnStorage(device);
    await before.history.bulkInsert(Array.from({ length: 10 }, (_, i) => item(i)));
    await before.db.close();
    const fullIndexes = await indexNames(device, HISTORY_DB);
    expect(fullIndexes).toEqual(expect.arrayContaining(['[_deleted+id]', '_meta.lwt']));

    const session = await openOfflineUserData(USER, device);
    await session.db.content_history.bulkInsert(Array.from({ length: 10 }, (_, i) => item(10 + i)));
    await (await session.db.content_history.findOne(item(0).id).exec())?.remove();
    expect(await firstValueFrom(historyCount$(session.db))).toBe(19);
    await closeUserData();
    expect(await indexNames(device, HISTORY_DB)).toEqual(fullIndexes);

    // RxDB's own storage still reads it whole: the extra indexes were written with the new rows.
    const after = await withRxdbOwnStorage(device);
    const table = (await (after.history.storageInstance as unknown as { internals: Promise<{ dexieTable: { where(index: string): { above(value: unknown): { count(): Promise<number> } } } }> }).internals).dexieTable;
    expect(await table.where('_meta.lwt').above(0).count()).toBe(20);
    await after.db.remove();
  });
});
