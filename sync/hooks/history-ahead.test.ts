import { afterEach, describe, expect, it, vi } from 'vitest';
import type { HistoryOnDisk } from '../db/history-on-disk.ts';
import { forgetHistoryAhead, historyAheadDrawn, whenHistoryAheadDrawn } from './history-ahead.ts';

const ROWS: HistoryOnDisk = { items: [], total: Promise.resolve(0) };

/** Whether `promise` has settled once pending callbacks have run. */
async function settled(promise: Promise<void>): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true));
  await vi.advanceTimersByTimeAsync(0);
  return done;
}

afterEach(() => {
  vi.useRealTimers();
});

describe('whenHistoryAheadDrawn', () => {
  it('waits for the screen to draw the rows read ahead, not only for the read', async () => {
    vi.useFakeTimers();
    const drawn = whenHistoryAheadDrawn(Promise.resolve(ROWS));
    expect(await settled(drawn)).toBe(false);
    historyAheadDrawn();
    expect(await settled(drawn)).toBe(true);
  });

  it('does not wait when the device has nothing to draw, or the read failed', async () => {
    vi.useFakeTimers();
    expect(await settled(whenHistoryAheadDrawn(Promise.resolve(null)))).toBe(true);
    expect(await settled(whenHistoryAheadDrawn(Promise.reject(new Error('The read failed'))))).toBe(true);
  });

  it('stops waiting when the database opened first', async () => {
    vi.useFakeTimers();
    const drawn = whenHistoryAheadDrawn(new Promise<HistoryOnDisk | null>(() => undefined));
    expect(await settled(drawn)).toBe(false);
    forgetHistoryAhead();
    expect(await settled(drawn)).toBe(true);
  });

  it('waits two seconds at most for a screen that never draws (another route, its code not cached)', async () => {
    vi.useFakeTimers();
    const drawn = whenHistoryAheadDrawn(Promise.resolve(ROWS));
    await vi.advanceTimersByTimeAsync(1_999);
    expect(await settled(drawn)).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await settled(drawn)).toBe(true);
  });
});
