// Whether the device is done with what a first visit must fetch: nobody is signed in,
// or the signed-in user's device database is open and its first download is over
// (every row stored), or it cannot go on (no network, no answer, an error, the
// database did not open). The service worker's first install waits for it
// (src/app/pwa-update.tsx): its precache (every file of the app) would otherwise share
// the browser's few connections to the server with the download's requests.
import { getAuthState, subscribeAuthState } from '../auth/auth-store.ts';
import { currentUserData, subscribeUserData, userDataOpenFailed } from './user-data-store.ts';
import type { SyncStatus } from '../status/sync-status.ts';
import type { SyncStatusStore } from '../status/sync-status-store.ts';

/** Where the facts come from: the app's auth and device-database stores (tests pass their own). */
export type SettleSources = {
  signedIn: () => boolean;
  openFailed: () => boolean;
  /** The open device database's status, or null while none is open. */
  status: () => SyncStatusStore | null;
  /** Calls `listener` when any of the above may have changed. */
  subscribe: (listener: () => void) => () => void;
};

const appSources: SettleSources = {
  signedIn: () => getAuthState().user !== null,
  openFailed: userDataOpenFailed,
  status: () => currentUserData()?.status ?? null,
  subscribe: (listener) => {
    const unsubscribeAuth = subscribeAuthState(listener);
    const unsubscribeData = subscribeUserData(listener);
    return () => {
      unsubscribeAuth();
      unsubscribeData();
    };
  },
};

export function firstDownloadSettled(status: SyncStatus): boolean {
  return status.firstDownload.done || status.state === 'offline' || status.state === 'error';
}

export function whenFirstDownloadSettled(sources: SettleSources = appSources): Promise<void> {
  return new Promise((resolve) => {
    let watched: SyncStatusStore | null = null;
    let unwatch = () => {};
    let unsubscribe: (() => void) | undefined;
    let finished = false;
    const check = () => {
      if (finished) return;
      const status = sources.status();
      if (status !== watched) {
        unwatch();
        watched = status;
        unwatch = status ? status.subscribe(check) : () => {};
      }
      if (sources.signedIn() && !sources.openFailed() && !(status && firstDownloadSettled(status.getStatus()))) return;
      finished = true;
      unwatch();
      unsubscribe?.();
      resolve();
    };
    unsubscribe = sources.subscribe(check);
    check();
  });
}
