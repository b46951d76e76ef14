// The history tab's rows, virtualised against the page's scroll: only the rows in
// view (plus a few either side) are in the DOM, so five thousand items cost what
// twenty do. Row heights are measured once drawn (they wrap on phones).
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { memo, useLayoutEffect, useRef, useState } from 'react';
import type { ContentStatus } from '#domain/content-statuses.ts';
import type { ContentHistoryDoc } from '#sync/history.ts';
import { HISTORY as H } from '../messages.ts';
import { HistoryItemRow } from './history-item-row.tsx';

const ROW_ESTIMATE_PX = 96;
const GAP_PX = 12;
export const OVERSCAN_ROWS = 8;

type HistoryListProps = {
  items: readonly ContentHistoryDoc[];
  onOpen: (item: ContentHistoryDoc) => void;
  onStatusChange: (item: ContentHistoryDoc, status: ContentStatus) => void;
  /** Who made an item, in a studio with a team (null: not shown). */
  authorOf?: (userId: string) => string | null;
  /** Statuses cannot change yet (the device database is still opening). */
  statusLocked?: boolean;
  /** The items chosen for a change of many at once, and how one is chosen or let go. */
  selected?: ReadonlySet<string>;
  onSelect?: (item: ContentHistoryDoc, selected: boolean) => void;
  /** The viewport assumed before the page is measured (server rendering, tests). */
  initialHeight?: number;
};

/** Drawn again only when its items or handlers change: typing in the search changes neither until the results do. */
export const HistoryList = memo(function HistoryList({ items, onOpen, onStatusChange, authorOf, statusLocked = false, selected, onSelect, initialHeight = 900 }: HistoryListProps) {
  const listRef = useRef<HTMLUListElement>(null);
  const [offset, setOffset] = useState(0);
  useLayoutEffect(() => {
    const top = (listRef.current?.getBoundingClientRect().top ?? 0) + window.scrollY;
    setOffset((current) => (current === top ? current : top));
  });
  const virtualizer = useWindowVirtualizer({
    count: items.length,
    estimateSize: () => ROW_ESTIMATE_PX,
    gap: GAP_PX,
    overscan: OVERSCAN_ROWS,
    scrollMargin: offset,
    initialRect: { width: 0, height: initialHeight },
    getItemKey: (index) => items[index]?.id ?? index,
  });
  return (
    <ul ref={listRef} className="relative mt-4" style={{ height: virtualizer.getTotalSize() }} aria-label={H.title}>
      {virtualizer.getVirtualItems().map((row) => {
        const item = items[row.index];
        if (!item) return null;
        return (
          <HistoryItemRow
            key={row.key}
            ref={virtualizer.measureElement}
            index={row.index}
            setSize={items.length}
            top={row.start - virtualizer.options.scrollMargin}
            item={item}
            author={authorOf?.(item.user_id) ?? null}
            onOpen={() => onOpen(item)}
            onStatusChange={(status) => onStatusChange(item, status)}
            statusLocked={statusLocked}
            selected={selected?.has(item.id) ?? false}
            onSelect={onSelect && ((checked) => onSelect(item, checked))}
          />
        );
      })}
    </ul>
  );
});
