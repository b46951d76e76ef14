import { firstValueFrom } from 'rxjs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ContentHistoryDoc } from '../schemas/content-history-schema.ts';
import { openOfflineUserData } from '../test-support/memory-device.ts';
import { removeUserData } from '../user-data/open-user-data.ts';
import { history$, newestHistory } from './history-queries.ts';

const USER = '3d7e2c1a-5b4f-4e8a-9c6d-0f1e2d3c4b5a';
const NOW = Date.parse('2026-11-20T12:00:00Z');
const DAY = 24 * 60 * 60 * 1000;

function doc(i: number, ageMs: number, type: ContentHistoryDoc['content_type'] = 'blog'): ContentHistoryDoc {
  const at = new Date(NOW - ageMs).toISOString();
  return { id: crypto.randomUUID(), user_id: USER, content_type: type, title: `Post ${i}`, content: '', metadata: {}, status: 'draft', word_count: 10, created_at: at, updated_at: at, server_modified: null };
}

/** Every query the database runs on content_history, and how many documents each handed back. */
function spyOnQueries(collection: { storageInstance: { query: (q: never) => Promise<{ documents: unknown[] }> } }) {
  const calls: { selector: Record<string, unknown>; limit?: number; returned: number }[] = [];
  const original = collection.storageInstance.query.bind(collection.storageInstance);
  vi.spyOn(collection.storageInstance, 'query').mockImplementation(async (prepared: never) => {
    const result = await original(prepared);
    const { query } = prepared as { query: { selector: Record<string, unknown>; limit?: number } };
    calls.push({ selector: query.selector, limit: query.limit, returned: result.documents.length });
    return result;
  });
  return calls;
}

afterEach(async () => {
  vi.restoreAllMocks();
  await removeUserData();
});

/** The selector of every count the database runs on content_history. */
function spyOnCounts(collection: { storageInstance: { count: (q: never) => Promise<unknown> } }) {
  const selectors: Record<string, unknown>[] = [];
  const original = collection.storageInstance.count.bind(collection.storageInstance);
  vi.spyOn(collection.storageInstance, 'count').mockImplementation(async (prepared: never) => {
    selectors.push((prepared as { query: { selector: Record<string, unknown> } }).query.selector);
    return original(prepared);
  });
  return selectors;
}

describe('history queries', () => {
  it('reads the newest items through a limited query on a recent window, not the whole history', async () => {
    const { db } = await openOfflineUserData(USER);
    await db.content_history.bulkInsert(Array.from({ length: 400 }, (_, i) => doc(i, i * DAY + 1_000)));
    const calls = spyOnQueries(db.content_history as never);
    const newest = await newestHistory(db, { limit: 5 }, NOW);
    expect(newest.map((item) => item.title)).toEqual(['Post 0', 'Post 1', 'Post 2', 'Post 3', 'Post 4']);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.limit).toBe(5);
    expect(calls[0]?.selector.created_at).toEqual({ $gte: new Date(NOW - 7 * DAY).toISOString() });
  });

  it('reads a small history in one query, whichever window it lies in', async () => {
    const { db } = await openOfflineUserData(USER);
    await db.content_history.bulkInsert([doc(0, 1_000), doc(1, 3 * DAY), doc(2, 50 * DAY)]);
    const calls = spyOnQueries(db.content_history as never);
    const newest = await newestHistory(db, { limit: 5 }, NOW);
    expect(newest.map((item) => item.title)).toEqual(['Post 0', 'Post 1', 'Post 2']);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.selector.created_at).toBeUndefined();
  });

  it('reads the newest of a busy day from that day alone', async () => {
    const { db } = await openOfflineUserData(USER);
    await db.content_history.bulkInsert(Array.from({ length: 300 }, (_, i) => doc(i, i * 60 * 60 * 1000 + 1_000)));
    const calls = spyOnQueries(db.content_history as never);
    const counts = spyOnCounts(db.content_history as never);
    const newest = await newestHistory(db, { limit: 5 }, NOW);
    expect(newest.map((item) => item.title)).toEqual(['Post 0', 'Post 1', 'Post 2', 'Post 3', 'Post 4']);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.selector.created_at).toEqual({ $gte: new Date(NOW - DAY).toISOString() });
    expect(calls[0]?.returned).toBe(5);
    // The day held enough: no wider window (the whole year's range) was counted.
    expect(counts.map((selector) => selector.created_at)).toEqual([{ $gte: new Date(NOW - DAY).toISOString() }]);
  });

  it('widens the window until it holds enough, filtered by type in the database', async () => {
    const { db } = await openOfflineUserData(USER);
    await db.content_history.bulkInsert([doc(0, DAY, 'social'), doc(1, 2 * DAY), doc(2, 100 * DAY, 'social'), doc(3, 900 * DAY, 'social')]);
    const calls = spyOnQueries(db.content_history as never);
    const newest = await newestHistory(db, { contentType: 'social', limit: 3 }, NOW);
    expect(newest.map((item) => item.title)).toEqual(['Post 0', 'Post 2', 'Post 3']);
    expect(calls.every((call) => call.limit === 3 && JSON.stringify(call.selector.content_type).includes('social'))).toBe(true);
    expect(calls.at(-1)?.selector.created_at).toBeUndefined();
  });

  it('reads only the items made since a time (this month on the dashboard), newest first', async () => {
    const { db } = await openOfflineUserData(USER);
    await db.content_history.bulkInsert(Array.from({ length: 60 }, (_, i) => doc(i, i * DAY + 1_000)));
    const calls = spyOnQueries(db.content_history as never);
    const since = new Date(NOW - 10 * DAY).toISOString();
    const items = await firstValueFrom(history$(db, { since }));
    expect(items.map((item) => item.title)).toEqual(Array.from({ length: 10 }, (_, i) => `Post ${i}`));
    expect(calls[0]?.selector.created_at).toEqual({ $gte: since });
    expect(calls[0]?.returned).toBe(10);
  });

  it('keeps a limited live read up to date as items arrive', async () => {
    const { db } = await openOfflineUserData(USER);
    await db.content_history.bulkInsert([doc(1, DAY)]);
    const seen: string[][] = [];
    const subscription = history$(db, { limit: 2 }).subscribe((items) => seen.push(items.map((item) => item.title)));
    await vi.waitFor(() => expect(seen.at(-1)).toEqual(['Post 1']));
    await db.content_history.bulkInsert([doc(0, 0), doc(2, 2 * DAY)]);
    await vi.waitFor(() => expect(seen.at(-1)).toEqual(['Post 0', 'Post 1']));
    subscription.unsubscribe();
  });

  it('hands screens each item with its own fields only, and the whole history live', async () => {
    const { db } = await openOfflineUserData(USER);
    const first = { ...doc(0, DAY), metadata: { tone: 'Warm', tags: ['yoga'] } };
    await db.content_history.bulkInsert([first, doc(1, 2 * DAY)]);
    const seen: ContentHistoryDoc[][] = [];
    const subscription = history$(db).subscribe((items) => seen.push(items));
    await vi.waitFor(() => expect(seen.at(-1)).toHaveLength(2));
    expect(seen.at(-1)?.[0]).toEqual(first);
    expect(Object.keys(seen.at(-1)?.[0] ?? {}).sort()).toEqual(Object.keys(first).sort());
    await (await db.content_history.findOne(first.id).exec())?.incrementalPatch({ title: 'Sunrise flow' });
    await vi.waitFor(() => expect(seen.at(-1)?.[0]).toEqual({ ...first, title: 'Sunrise flow' }));
    subscription.unsubscribe();
  });
});
