// Tabs as WAI-ARIA's tabs pattern: tablist, tab and tabpanel roles, arrow keys, Home
// and End move and open (wrapping round), only the open tab is in the Tab order and
// only its panel is mounted. With `selected` and `onChange` the caller owns the open tab
// (kept in the URL); without them the tabs keep their own. A row wider than the
// screen scrolls sideways and keeps the open tab in view.
import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { TAB_LOOKS, type TabLook } from './tab-looks.ts';

export type TabItem<K extends string> = { key: K; label: ReactNode; panel: ReactNode };

type TabsProps<K extends string> = {
  /** The tablist's accessible name. */
  label: string;
  items: readonly TabItem<K>[];
  look: TabLook;
  selected?: K;
  onChange?: (key: K) => void;
  /** Fixed ids: `<prefix>-tab-<key>` on each tab, `<prefix>-panel-<key>` on the open panel (else generated ones). */
  idPrefix?: string;
  className?: string;
};

const EDGE = 16;

/** Scrolls the row sideways, no more than needed, so that its tab at `index` shows whole. */
function keepTabInView(row: HTMLElement | null, index: number) {
  const tab = row?.querySelectorAll<HTMLElement>('[role="tab"]')[index];
  if (!row || !tab || row.scrollWidth <= row.clientWidth) return;
  const rowBox = row.getBoundingClientRect();
  const tabBox = tab.getBoundingClientRect();
  if (tabBox.left < rowBox.left) row.scrollLeft -= rowBox.left - tabBox.left + EDGE;
  else if (tabBox.right > rowBox.right) row.scrollLeft += tabBox.right - rowBox.right + EDGE;
}

export function Tabs<K extends string>({ label, items, look, selected, onChange, idPrefix, className }: TabsProps<K>) {
  const list = useRef<HTMLDivElement>(null);
  const own = useId();
  const [chosen, setChosen] = useState<K | undefined>(items[0]?.key);
  const openKey = selected ?? chosen;
  const index = Math.max(0, items.findIndex((item) => item.key === openKey));
  const classes = TAB_LOOKS[look];
  const prefix = idPrefix ?? own;
  const tabId = (key: K) => `${prefix}-tab-${key}`;
  const panelId = (key: K) => `${prefix}-panel-${key}`;
  useEffect(() => {
    if (selected !== undefined) keepTabInView(list.current, index);
  }, [index, selected]);

  function open(next: number, focus: boolean) {
    const item = items[(next + items.length) % items.length];
    if (!item) return;
    if (selected === undefined) setChosen(item.key);
    onChange?.(item.key);
    if (focus) list.current?.querySelector<HTMLElement>(`[id="${CSS.escape(tabId(item.key))}"]`)?.focus();
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const moves: Record<string, number> = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: items.length - 1 };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    open(next, true);
  }

  const current = items[index];
  return (
    <div className={className}>
      <div ref={list} role="tablist" aria-label={label} aria-orientation="horizontal" className={classes.list} onKeyDown={onKeyDown}>
        {items.map((item, position) => {
          const isOpen = position === index;
          return (
            <button
              key={item.key}
              type="button"
              role="tab"
              id={tabId(item.key)}
              aria-selected={isOpen}
              aria-controls={isOpen ? panelId(item.key) : undefined}
              tabIndex={isOpen ? 0 : -1}
              data-selected={isOpen ? '' : undefined}
              className={classes.tab}
              onClick={() => open(position, false)}
            >
              {item.label}
            </button>
          );
        })}
      </div>
      <div className={classes.panels}>
        {current && (
          // biome-ignore lint/a11y/noNoninteractiveTabindex: WAI-ARIA's tabs pattern puts the panel in the Tab order, so a panel with no control is reachable
          <div role="tabpanel" id={panelId(current.key)} aria-labelledby={tabId(current.key)} tabIndex={0} className={classes.panel}>
            {current.panel}
          </div>
        )}
      </div>
    </div>
  );
}
