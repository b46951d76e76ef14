// The history list for the filters in effect. Without search words the answer is
// immediate; with them, the titles are searched a slice at a time, one task each, so a
// key typed meanwhile is handled at once (and cancels the search it makes stale). Until
// a search has answered, the list shows what it showed before. The results are drawn
// as a transition, which React interrupts for a key typed while it draws them.
import { startTransition, useEffect, useMemo, useRef, useState } from 'react';
import { nextTask } from '../../../ui/next-task.ts';
import type { HistoryFilters, HistorySearch } from './history-filter.ts';

/** `filters` null: not known yet (a change waiting for its render); the list shows what it showed. */
export function useSearchResults<T>(search: HistorySearch<T>, filters: HistoryFilters | null): T[] {
  const searching = filters !== null && filters.search.trim() !== '';
  const immediate = useMemo(() => (filters && !searching ? search(filters) : null), [search, filters, searching]);
  const [found, setFound] = useState<{ search: HistorySearch<T>; filters: HistoryFilters; items: T[] } | null>(null);
  const lastShown = useRef<T[]>([]);

  useEffect(() => {
    if (!filters || !searching) return;
    let cancelled = false;
    void search.sliced(filters, { between: nextTask, cancelled: () => cancelled }).then((items) => {
      // A transition: drawing a long list of results gives way to a key typed meanwhile.
      if (items) startTransition(() => setFound({ search, filters, items }));
    });
    return () => {
      cancelled = true;
    };
  }, [search, filters, searching]);

  const current = immediate ?? (found?.search === search && found.filters === filters ? found.items : null);
  useEffect(() => {
    if (current) lastShown.current = current;
  }, [current]);
  return current ?? lastShown.current;
}
