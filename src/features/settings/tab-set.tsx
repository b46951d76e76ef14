// Tabs on Headless UI (tablist, tab and tabpanel roles, arrow keys), controlled
// by the caller so the selected tab can live in the URL.
import { Tab, TabGroup, TabList, TabPanel, TabPanels } from '@headlessui/react';
import type { ReactNode } from 'react';

type TabSetProps<T extends string> = {
  label: string;
  tabs: readonly T[];
  labels: Record<T, string>;
  selected: T;
  onChange: (tab: T) => void;
  children: (tab: T) => ReactNode;
  size?: 'lg' | 'sm';
};

const tabClass = {
  lg: 'shrink-0 rounded-lg px-4 py-2 text-sm font-semibold text-stone-700 hover:bg-stone-100 data-selected:bg-teal-700 data-selected:text-white',
  sm: 'shrink-0 rounded-full px-3 py-1.5 text-sm font-medium text-stone-700 ring-1 ring-stone-300 hover:bg-stone-50 data-selected:bg-teal-50 data-selected:text-teal-900 data-selected:ring-teal-700',
};

export function TabSet<T extends string>({ label, tabs, labels, selected, onChange, children, size = 'lg' }: TabSetProps<T>) {
  return (
    <TabGroup
      selectedIndex={Math.max(0, tabs.indexOf(selected))}
      onChange={(index) => {
        const tab = tabs[index];
        if (tab) onChange(tab);
      }}
    >
      <TabList aria-label={label} className="flex flex-wrap gap-2">
        {tabs.map((tab) => (
          <Tab key={tab} className={`${tabClass[size]} focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-700`}>
            {labels[tab]}
          </Tab>
        ))}
      </TabList>
      <TabPanels className="mt-6">
        {tabs.map((tab) => (
          <TabPanel key={tab} className="focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-teal-700 rounded-sm">
            {tab === selected ? children(tab) : null}
          </TabPanel>
        ))}
      </TabPanels>
    </TabGroup>
  );
}
