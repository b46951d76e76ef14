import { afterEach, describe, expect, it, vi } from 'vitest';
import { firstReadStarted, firstReadsSettled } from './first-reads.ts';

afterEach(() => {
  vi.useRealTimers();
});

/** Whether the promise has settled after the pending tasks ran. */
async function settled(promise: Promise<void>): Promise<boolean> {
  let done = false;
  promise.then(() => (done = true));
  await vi.advanceTimersByTimeAsync(1);
  return done;
}

describe('sync waits for the screen’s first reads', () => {
  it('starts at once when no screen is reading', async () => {
    vi.useFakeTimers();
    expect(await settled(firstReadsSettled())).toBe(true);
  });

  it('waits until every open first read has answered', async () => {
    vi.useFakeTimers();
    const recent = firstReadStarted();
    const month = firstReadStarted();
    const waiting = firstReadsSettled();
    expect(await settled(waiting)).toBe(false);
    recent();
    recent(); // answering twice counts once
    expect(await settled(waiting)).toBe(false);
    month();
    expect(await settled(waiting)).toBe(true);
  });

  it('counts a screen that subscribes while the database opens (in the task after it asked)', async () => {
    vi.useFakeTimers();
    const waiting = firstReadsSettled();
    const late = firstReadStarted();
    expect(await settled(waiting)).toBe(false);
    late();
    expect(await settled(waiting)).toBe(true);
  });

  it('never waits longer than its limit for a read that does not answer', async () => {
    vi.useFakeTimers();
    const stuck = firstReadStarted();
    const waiting = firstReadsSettled(2_000);
    expect(await settled(waiting)).toBe(false);
    await vi.advanceTimersByTimeAsync(1_998);
    expect(await settled(waiting)).toBe(true);
    stuck();
  });
});
