// Server data for a screen that is online only: loaded when it opens, again when `key`
// changes or on reload(), the last answer kept on screen while it reloads, and a failed
// load said (`error`), optionally with a toast too (remote-query.ts).
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { notifyError } from './notify.tsx';
import { createRemoteQuery, type RemoteState } from './remote-query.ts';

export type RemoteQuery<T> = RemoteState<T> & {
  reload: () => void;
  /** Changes the data on screen after a write the server confirmed. */
  update: (change: (data: T) => T) => void;
};

export type RemoteQueryFailure = { title: string; description?: string };

export function useRemoteQuery<T>(load: () => Promise<T>, key: string, options: { failureToast?: RemoteQueryFailure } = {}): RemoteQuery<T> {
  const latest = useRef({ load, options });
  latest.current = { load, options };
  const [store] = useState(() =>
    createRemoteQuery<T>({
      onFailure: (error) => {
        const toast = latest.current.options.failureToast;
        if (!toast) return;
        console.error(toast.description ?? toast.title, error);
        notifyError(toast.title, toast.description);
      },
    }),
  );
  const state = useSyncExternalStore(store.subscribe, store.state, store.state);
  const [version, setVersion] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: key and version are the reasons to load again
  useEffect(() => {
    store.load(() => latest.current.load());
    return store.stop;
  }, [store, key, version]);

  const reload = useCallback(() => setVersion((value) => value + 1), []);
  return { ...state, reload, update: store.update };
}
