import { firstValueFrom } from 'rxjs';
import { afterEach, describe, expect, it } from 'vitest';
import type { ContentHistoryDoc } from '../schemas/content-history-schema.ts';
import { openOfflineUserData } from '../test-support/memory-device.ts';
import { removeUserData } from '../user-data/open-user-data.ts';
import { type HistoryTallyView, historyTally$, TALLY_PAGE } from './history-tally.ts';

const USER = '4e8f3d2b-6c5a-4f9b-8d7e-1a2b3c4d5e6f';

function doc(i: number, words = 10, type: ContentHistoryDoc['content_type'] = 'blog'): ContentHistoryDoc {
  const at = new Date(Date.UTC(2026, 10, 1) + i * 60_000).toISOString();
  return { id: crypto.randomUUID(), user_id: USER, content_type: type, title: `Post ${i}`, content: 'A calm morning flow. '.repeat(20), metadata: {}, status: 'draft', word_count: words, created_at: at, updated_at: at, server_modified: null };
}

const totals = (view: HistoryTallyView) =>
  view.tally.cells().reduce((sum, cell) => ({ count: sum.count + cell.count, words: sum.words + cell.words }), { count: 0, words: 0 });

afterEach(async () => {
  await removeUserData();
});

describe('the live history tally', () => {
  it('reads a history longer than a page once, then follows inserts, edits and deletions one item at a time', async () => {
    const { db } = await openOfflineUserData(USER);
    const count = TALLY_PAGE * 2 + 37;
    const docs = Array.from({ length: count }, (_, i) => doc(i, 10));
    await db.content_history.bulkInsert(docs);
    const views: HistoryTallyView[] = [];
    const subscription = historyTally$(db).subscribe((view) => views.push(view));
    const first = await firstValueFrom(historyTally$(db));
    expect(totals(first)).toEqual({ count, words: count * 10 });

    await expect.poll(() => views.length, { timeout: 30_000 }).toBeGreaterThan(0);
    await db.content_history.insert(doc(count, 500, 'newsletter'));
    const edited = await db.content_history.findOne(docs[0]!.id).exec();
    await edited!.incrementalPatch({ word_count: 110 });
    const removed = await db.content_history.findOne(docs[1]!.id).exec();
    await removed!.remove();
    await expect.poll(() => totals(views.at(-1)!), { timeout: 30_000 }).toEqual({ count, words: count * 10 + 500 + 100 - 10 });
    expect(views.at(-1)!.tally.cells().find((cell) => cell.type === 'newsletter')).toMatchObject({ count: 1, words: 500 });
    subscription.unsubscribe();
  });

  it('counts what is written while it is still reading the first time', async () => {
    const { db } = await openOfflineUserData(USER);
    await db.content_history.bulkInsert(Array.from({ length: TALLY_PAGE * 3 }, (_, i) => doc(i, 1)));
    const latest: HistoryTallyView[] = [];
    const subscription = historyTally$(db).subscribe((view) => latest.push(view));
    const extra = Array.from({ length: 40 }, (_, i) => doc(10_000 + i, 1));
    await db.content_history.bulkInsert(extra);
    const gone = (await db.content_history.find({ limit: 25 }).exec()).map((d) => d.remove());
    await Promise.all(gone);
    const expected = TALLY_PAGE * 3 + 40 - 25;
    await expect.poll(() => (latest.at(-1) ? totals(latest.at(-1)!) : null), { timeout: 30_000 }).toEqual({ count: expected, words: expected });
    expect(await db.content_history.count().exec()).toBe(expected);
    subscription.unsubscribe();
  });

  it('reads a page of items that all share one time, and the items after it', async () => {
    const { db } = await openOfflineUserData(USER);
    const same = Array.from({ length: TALLY_PAGE + 20 }, (_, i) => ({ ...doc(0, 2), title: `Same ${i}` }));
    await db.content_history.bulkInsert([...same, ...Array.from({ length: 30 }, (_, i) => doc(i + 1, 3))]);
    const first = await firstValueFrom(historyTally$(db));
    expect(totals(first)).toEqual({ count: TALLY_PAGE + 50, words: (TALLY_PAGE + 20) * 2 + 90 });
  });
});
