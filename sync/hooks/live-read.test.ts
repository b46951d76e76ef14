import { afterEach, describe, expect, it } from 'vitest';
import { saveTemplate } from '../commands/template-commands.ts';
import { history$ } from '../queries/history-queries.ts';
import { templates$ } from '../queries/live-queries.ts';
import type { ToneTemplateDoc } from '../schemas/tone-template-schema.ts';
import type { ContentHistoryDoc } from '../schemas/content-history-schema.ts';
import { failStoresOf } from '../test-support/failing-store.ts';
import { openOfflineUserData } from '../test-support/memory-device.ts';
import { removeUserData } from '../user-data/open-user-data.ts';
import { addHistoryItem } from '../commands/history-commands.ts';
import { type ReadState, retryFailedReads, startLiveRead } from './live-read.ts';

const USER = '0b9e4c52-7d1a-4f3e-9a61-3c2d8e5f4a17';
let restore: (() => void) | null = null;

afterEach(async () => {
  restore?.();
  restore = null;
  await removeUserData();
});

/** Every state a read went through, and a way to wait for the next one that matches. */
function recorder<T>() {
  const states: ReadState<T>[] = [];
  let waiter: { test: (state: ReadState<T>) => boolean; resolve: (state: ReadState<T>) => void } | null = null;
  return {
    states,
    onChange(state: ReadState<T>) {
      states.push(state);
      if (waiter?.test(state)) {
        waiter.resolve(state);
        waiter = null;
      }
    },
    until(test: (state: ReadState<T>) => boolean): Promise<ReadState<T>> {
      const seen = states.find(test);
      return seen ? Promise.resolve(seen) : new Promise((resolve) => (waiter = { test, resolve }));
    },
  };
}

describe('a live read the device database cannot answer', () => {
  it('reports the error, not an empty list, and reads again on retry', async () => {
    const { db } = await openOfflineUserData(USER);
    await saveTemplate({ name: 'Warm and grounded' });
    restore = failStoresOf('tone_templates');
    const seen = recorder<ToneTemplateDoc[]>();
    const read = startLiveRead({ db, select: () => templates$(db), empty: [], onChange: seen.onChange });

    const failed = await seen.until((state) => !state.loading);
    expect(failed.error).toBeInstanceOf(Error);
    expect(failed.data).toEqual([]);
    expect(seen.states.some((state) => state.error === null && !state.loading)).toBe(false);

    // The device answers again: "Try again" reads the database anew (RxDB's failed query is not reused).
    restore();
    restore = null;
    retryFailedReads();
    const answered = await seen.until((state) => !state.loading && state.error === null);
    expect(answered.data.map((template) => template.name)).toEqual(['Warm and grounded']);
    read.stop();
  });

  it('keeps failing while the device still cannot read, and stays live after a retry that worked', async () => {
    const { db } = await openOfflineUserData(USER);
    await addHistoryItem({ content_type: 'blog', title: 'Morning flow' });
    restore = failStoresOf('content_history');
    const seen = recorder<ContentHistoryDoc[]>();
    const read = startLiveRead({ db, select: () => history$(db, { limit: 5 }), empty: [], onChange: seen.onChange });
    await seen.until((state) => state.error !== null);

    retryFailedReads();
    const again = await seen.until((state) => state.error !== null && seen.states.indexOf(state) > 0);
    expect(again.data).toEqual([]);

    restore();
    restore = null;
    retryFailedReads();
    await seen.until((state) => state.error === null && state.data.length === 1);
    await addHistoryItem({ content_type: 'social', title: 'Breathwork tips' });
    const live = await seen.until((state) => state.data.length === 2);
    expect(live.data.map((item) => item.title)).toEqual(['Breathwork tips', 'Morning flow']);
    read.stop();
  });

  it('leaves a read that answered alone when another is retried', async () => {
    const { db } = await openOfflineUserData(USER);
    const seen = recorder<ToneTemplateDoc[]>();
    const read = startLiveRead({ db, select: () => templates$(db), empty: [], onChange: seen.onChange });
    await seen.until((state) => !state.loading);
    const before = seen.states.length;
    retryFailedReads();
    await saveTemplate({ name: 'Calm' });
    await seen.until((state) => state.data.length === 1);
    expect(seen.states.slice(before).every((state) => !state.loading && state.error === null)).toBe(true);
    read.stop();
  });
});
