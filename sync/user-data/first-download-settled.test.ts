import { describe, expect, it } from 'vitest';
import { type SettleSources, whenFirstDownloadSettled } from './first-download-settled.ts';
import { SyncStatusStore } from '../status/sync-status-store.ts';

/** Auth and device-database facts a test changes by hand, told to the listeners as the app's stores tell theirs. */
function handSources(initial: { signedIn: boolean; status?: SyncStatusStore | null }) {
  const listeners = new Set<() => void>();
  const facts = { signedIn: initial.signedIn, openFailed: false, status: initial.status ?? null };
  const sources: SettleSources = {
    signedIn: () => facts.signedIn,
    openFailed: () => facts.openFailed,
    status: () => facts.status,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  const change = (patch: Partial<typeof facts>) => {
    Object.assign(facts, patch);
    for (const listener of listeners) listener();
  };
  return { sources, change, listeners };
}

/** Whether the promise has settled once pending callbacks ran. */
async function settled(promise: Promise<void>): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true));
  await new Promise((resolve) => setTimeout(resolve, 0));
  return done;
}

const downloading = () => new SyncStatusStore({ firstDownload: { done: false, received: 0, total: 5_000 } });

describe('waiting for a first download to be over', () => {
  it('does not wait when nobody is signed in', async () => {
    expect(await settled(whenFirstDownloadSettled(handSources({ signedIn: false }).sources))).toBe(true);
  });

  it('does not wait for a device whose data came down before', async () => {
    const status = new SyncStatusStore({ firstDownload: { done: true, received: 0, total: 0 } });
    expect(await settled(whenFirstDownloadSettled(handSources({ signedIn: true, status }).sources))).toBe(true);
  });

  it('waits for the database to open, then for every row to be stored', async () => {
    const { sources, change, listeners } = handSources({ signedIn: true });
    const waiting = whenFirstDownloadSettled(sources);
    expect(await settled(waiting)).toBe(false);
    const status = downloading();
    change({ status });
    status.update({ firstDownload: { done: false, received: 4_999, total: 5_000 } });
    expect(await settled(waiting)).toBe(false);
    status.update({ firstDownload: { done: true, received: 5_000, total: 5_000 } });
    expect(await settled(waiting)).toBe(true);
    // It stops listening once over.
    expect(listeners.size).toBe(0);
  });

  it('stops waiting when the download cannot go on: offline, no answer, an error', async () => {
    for (const patch of [{ online: false }, { reachable: false }, { failure: { kind: 'server' as const, message: 'The server could not answer' } }]) {
      const status = downloading();
      const waiting = whenFirstDownloadSettled(handSources({ signedIn: true, status }).sources);
      expect(await settled(waiting)).toBe(false);
      status.update(patch);
      expect(await settled(waiting), JSON.stringify(patch)).toBe(true);
    }
  });

  it('stops waiting when the database does not open or the user signs out', async () => {
    const failed = handSources({ signedIn: true });
    const opening = whenFirstDownloadSettled(failed.sources);
    failed.change({ openFailed: true });
    expect(await settled(opening)).toBe(true);

    const leaving = handSources({ signedIn: true, status: downloading() });
    const signingOut = whenFirstDownloadSettled(leaving.sources);
    expect(await settled(signingOut)).toBe(false);
    leaving.change({ signedIn: false, status: null });
    expect(await settled(signingOut)).toBe(true);
  });
});
