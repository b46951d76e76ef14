// Loads server data for a screen that is online only, again when `key` changes or on
// reload(), keeping the last answer on screen while it reloads.
import { useCallback, useEffect, useRef, useState } from 'react';

export type Remote<T> = { data: T | null; error: Error | null; loading: boolean; reload: () => void; set: (data: T) => void };

export function useRemote<T>(load: () => Promise<T>, key: string): Remote<T> {
  const [data, setData] = useState<T | null>(null);
  const [error, setError] = useState<Error | null>(null);
  const [loading, setLoading] = useState(true);
  const [version, setVersion] = useState(0);
  const latest = useRef(load);
  latest.current = load;

  // biome-ignore lint/correctness/useExhaustiveDependencies: key and version are the reasons to load again
  useEffect(() => {
    let current = true;
    setLoading(true);
    latest
      .current()
      .then((loaded) => {
        if (!current) return;
        setData(loaded);
        setError(null);
      })
      .catch((caught: unknown) => {
        if (current) setError(caught instanceof Error ? caught : new Error(String(caught)));
      })
      .finally(() => {
        if (current) setLoading(false);
      });
    return () => {
      current = false;
    };
  }, [key, version]);

  const reload = useCallback(() => setVersion((value) => value + 1), []);
  return { data, error, loading, reload, set: setData };
}
