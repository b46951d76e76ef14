// Which history items are chosen for a change of many at once, by id: kept while the
// filters change, and counted only among the items still there.
import { useCallback, useMemo, useState } from 'react';

type Identified = { id: string };

export function useSelection<T extends Identified>(items: readonly T[], shown: readonly T[]) {
  const [selected, setSelected] = useState<ReadonlySet<string>>(() => new Set());
  const select = useCallback((item: T, chosen: boolean) => {
    setSelected((current) => {
      const next = new Set(current);
      if (chosen) next.add(item.id);
      else next.delete(item.id);
      return next;
    });
  }, []);
  const selectShown = useCallback(
    (chosen: boolean) =>
      setSelected((current) => {
        const next = new Set(current);
        for (const item of shown) {
          if (chosen) next.add(item.id);
          else next.delete(item.id);
        }
        return next;
      }),
    [shown],
  );
  const clear = useCallback(() => setSelected(new Set()), []);
  const chosen = useMemo(() => (selected.size === 0 ? [] : items.filter((item) => selected.has(item.id))), [items, selected]);
  const chosenShown = useMemo(() => (selected.size === 0 ? 0 : shown.reduce((count, item) => count + (selected.has(item.id) ? 1 : 0), 0)), [shown, selected]);
  return { selected, select, selectShown, clear, chosen, chosenShown };
}
