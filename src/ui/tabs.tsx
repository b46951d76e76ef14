// Tabs on Headless UI: tablist, tab and tabpanel roles, arrow keys, Home and End
// move and open (wrapping round), only the open tab is in the Tab order and only
// its panel is mounted. With `selected` and `onChange` the caller owns the open tab
// (kept in the URL); without them the tabs keep their own. A row wider than the
// screen scrolls sideways and keeps the open tab in view.
import { Tab, TabGroup, TabList, TabPanel, TabPanels } from '@headlessui/react';
import { type ReactNode, useEffect, useRef } from 'react';
import { TAB_LOOKS, type TabLook } from './tab-looks.ts';

export type TabItem<K extends string> = { key: K; label: ReactNode; panel: ReactNode };

type TabsProps<K extends string> = {
  /** The tablist's accessible name. */
  label: string;
  items: readonly TabItem<K>[];
  look: TabLook;
  selected?: K;
  onChange?: (key: K) => void;
  /** Fixed ids: `<prefix>-tab-<key>` on each tab, `<prefix>-panel-<key>` on the open panel. */
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
  const index = selected === undefined ? undefined : Math.max(0, items.findIndex((item) => item.key === selected));
  const classes = TAB_LOOKS[look];
  useEffect(() => {
    if (index !== undefined) keepTabInView(list.current, index);
  }, [index]);
  return (
    <TabGroup
      className={className}
      selectedIndex={index}
      onChange={(next) => {
        const item = items[next];
        if (item) onChange?.(item.key);
      }}
    >
      <TabList ref={list} aria-label={label} className={classes.list}>
        {items.map((item) => (
          <Tab key={item.key} id={idPrefix ? `${idPrefix}-tab-${item.key}` : undefined} className={classes.tab}>
            {item.label}
          </Tab>
        ))}
      </TabList>
      <TabPanels className={classes.panels}>
        {items.map((item) => (
          // Only the open panel takes the fixed id: the closed ones stay as empty placeholders.
          <TabPanel key={item.key} id={idPrefix && item.key === selected ? `${idPrefix}-panel-${item.key}` : undefined} className={classes.panel}>
            {item.panel}
          </TabPanel>
        ))}
      </TabPanels>
    </TabGroup>
  );
}
