// The piece a tool was sent ("Use in...", ?from=): its title and text, read from the
// studio's history on the device; null until read, or when it is gone.
import { useMemo } from 'react';
import { useHistory } from '#sync/history.ts';
import type { EditedItem, SourceItem } from './starting-point.ts';

export function useSourceItem(id: string | undefined): SourceItem | null {
  // Without a piece to find, the smallest read there is.
  const { items } = useHistory(id ? {} : { limit: 1 });
  const item = id ? items.find((candidate) => candidate.id === id) : undefined;
  return useMemo(() => (item ? { id: item.id, title: item.title, content: item.content } : null), [item]);
}

/** The history item opened back in its tool, with its metadata; null until read, or when it is gone. */
export function useEditedItem(id: string | undefined): EditedItem | null {
  const { items } = useHistory(id ? {} : { limit: 1 });
  const item = id ? items.find((candidate) => candidate.id === id) : undefined;
  return useMemo(() => (item ? { id: item.id, title: item.title, content: item.content, metadata: item.metadata } : null), [item]);
}
