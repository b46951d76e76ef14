// The result tabs of the SEO and video tools, on Headless UI's Tab: a WAI-ARIA
// tablist with arrow-key navigation, scrolling sideways on phones.
import { Tab, TabGroup, TabList, TabPanel, TabPanels } from '@headlessui/react';
import type { ReactNode } from 'react';

export type ResultTab = { label: string; content: ReactNode };

export function ResultTabs({ label, tabs }: { label: string; tabs: readonly ResultTab[] }) {
  return (
    <TabGroup>
      <TabList aria-label={label} className="-mx-1 flex gap-1 overflow-x-auto rounded-lg bg-stone-100 p-1">
        {tabs.map((tab) => (
          <Tab
            key={tab.label}
            className="shrink-0 whitespace-nowrap rounded-md px-3 py-1.5 text-sm font-semibold text-stone-700 hover:text-stone-900 focus-visible:outline-2 focus-visible:outline-teal-700 data-selected:bg-white data-selected:text-teal-800 data-selected:shadow-sm"
          >
            {tab.label}
          </Tab>
        ))}
      </TabList>
      <TabPanels className="mt-4">
        {tabs.map((tab) => (
          <TabPanel key={tab.label} className="rounded-lg focus-visible:outline-2 focus-visible:outline-teal-700">
            {tab.content}
          </TabPanel>
        ))}
      </TabPanels>
    </TabGroup>
  );
}
