// Loads one piece of the admin area's server data when a tab opens (and again
// when `key` changes or reload() is called), keeping the last data on screen
// while it reloads. A failed load shows the tab's failure toast and leaves `failed` set
// so the tab can offer to try again instead of showing an empty list.
import { useCallback, useEffect, useRef, useState } from 'react';
import { notifyError } from '../../../ui/notify.tsx';

export type AdminQuery<T> = {
  data: T | null;
  loading: boolean;
  failed: boolean;
  reload: () => void;
  /** Changes the data on screen after a write the server confirmed. */
  update: (change: (data: T) => T) => void;
};

export function useAdminQuery<T>(load: () => Promise<T>, key: string, failure: { title: string; description?: string }): AdminQuery<T> {
  const [data, setData] = useState<T | null>(null);
  const [loading, setLoading] = useState(true);
  const [failed, setFailed] = useState(false);
  const [version, setVersion] = useState(0);
  const latest = useRef({ load, failure });
  latest.current = { load, failure };

  // biome-ignore lint/correctness/useExhaustiveDependencies: key and version are the reasons to load again
  useEffect(() => {
    let current = true;
    setLoading(true);
    latest.current
      .load()
      .then((loaded) => {
        if (!current) return;
        setData(loaded);
        setFailed(false);
      })
      .catch((error: unknown) => {
        if (!current) return;
        console.error(latest.current.failure.description ?? latest.current.failure.title, error);
        notifyError(latest.current.failure.title, latest.current.failure.description);
        setFailed(true);
      })
      .finally(() => {
        if (current) setLoading(false);
      });
    return () => {
      current = false;
    };
  }, [key, version]);

  const reload = useCallback(() => setVersion((value) => value + 1), []);
  const update = useCallback((change: (value: T) => T) => setData((value) => (value === null ? value : change(value))), []);
  return { data, loading, failed, reload, update };
}
