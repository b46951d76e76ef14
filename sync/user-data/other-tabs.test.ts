import { IDBFactory } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';
import { closeOtherTabs, holdUntilRemoved } from './other-tabs.ts';

const USER = '5b0c2f8e-3d1a-4e6b-9c7d-2a1b0c9d8e7f';

/** A session close the test finishes by hand. */
function closing() {
  let finish = () => {};
  const done = new Promise<void>((resolve) => {
    finish = resolve;
  });
  let started = false;
  return {
    onRemoval: () => {
      started = true;
      return done;
    },
    started: () => started,
    finish,
  };
}

/** Whether the promise settles before the browser's queued work runs out. */
async function settlesSoon(promise: Promise<unknown>): Promise<boolean> {
  let settled = false;
  void promise.then(() => {
    settled = true;
  });
  for (let turn = 0; turn < 20; turn += 1) await new Promise((resolve) => setTimeout(resolve, 0));
  return settled;
}

describe('closing the other tabs before a sign-out deletes the device database', () => {
  it('waits until every tab holding the database has closed its session', async () => {
    const indexedDB = new IDBFactory();
    const phone = closing();
    const tablet = closing();
    holdUntilRemoved(USER, indexedDB, phone.onRemoval);
    holdUntilRemoved(USER, indexedDB, tablet.onRemoval);
    await settlesSoon(Promise.resolve());

    const closed = closeOtherTabs(USER, indexedDB, 60_000);
    expect(await settlesSoon(closed)).toBe(false);
    expect([phone.started(), tablet.started()]).toEqual([true, true]);
    phone.finish();
    expect(await settlesSoon(closed)).toBe(false);
    tablet.finish();
    expect(await settlesSoon(closed)).toBe(true);
  });

  it('does not wait for a tab that has already released its place, nor ask it to close', async () => {
    const indexedDB = new IDBFactory();
    const tab = closing();
    const release = holdUntilRemoved(USER, indexedDB, tab.onRemoval);
    await settlesSoon(Promise.resolve());
    release();
    expect(await settlesSoon(closeOtherTabs(USER, indexedDB, 60_000))).toBe(true);
    expect(tab.started()).toBe(false);
  });

  it('goes on when a tab never answers', async () => {
    const indexedDB = new IDBFactory();
    holdUntilRemoved(USER, indexedDB, () => new Promise<void>(() => {}));
    await settlesSoon(Promise.resolve());
    await closeOtherTabs(USER, indexedDB, 50);
  });

  it('leaves other users’ tabs alone', async () => {
    const indexedDB = new IDBFactory();
    const other = closing();
    holdUntilRemoved('0f9e8d7c-6b5a-4c3d-8e2f-1a0b9c8d7e6f', indexedDB, other.onRemoval);
    await settlesSoon(Promise.resolve());
    expect(await settlesSoon(closeOtherTabs(USER, indexedDB, 60_000))).toBe(true);
    expect(other.started()).toBe(false);
  });
});
