// What the sync layer needs from its surroundings: is the device online, and tell
// me when it comes back online or the tab regains focus (both restart replication).
// The browser version reads window and navigator; tests pass their own.

export type SyncEnvironment = {
  isOnline(): boolean;
  /** Calls `listener` when the network comes back; returns the unsubscribe function. */
  onOnline(listener: () => void): () => void;
  onOffline(listener: () => void): () => void;
  /** Calls `listener` when the tab regains focus or becomes visible again. */
  onFocus(listener: () => void): () => void;
};

export function browserEnvironment(): SyncEnvironment {
  return {
    isOnline: () => typeof navigator === 'undefined' || navigator.onLine !== false,
    onOnline(listener) {
      window.addEventListener('online', listener);
      return () => window.removeEventListener('online', listener);
    },
    onOffline(listener) {
      window.addEventListener('offline', listener);
      return () => window.removeEventListener('offline', listener);
    },
    onFocus(listener) {
      const onVisible = () => {
        if (document.visibilityState === 'visible') listener();
      };
      window.addEventListener('focus', listener);
      document.addEventListener('visibilitychange', onVisible);
      return () => {
        window.removeEventListener('focus', listener);
        document.removeEventListener('visibilitychange', onVisible);
      };
    },
  };
}
