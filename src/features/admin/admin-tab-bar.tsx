// The six sections as accessible tabs (arrow keys move between them). Only the
// open tab's panel is mounted, so a tab loads its data when it is opened; the
// server-backed tabs show the offline notice instead while the device is offline.
import { Tab, TabGroup, TabList, TabPanel, TabPanels } from '@headlessui/react';
import { useEffect, useRef } from 'react';
import { useOnlineStatus } from '../../ui/use-online-status.ts';
import { AdminTabContent } from './admin-tab-content.tsx';
import { ADMIN_TABS, type AdminTab, DEFAULT_ADMIN_TAB, ONLINE_ONLY_TABS } from './admin-tabs.ts';
import { ADMIN, ADMIN_TAB_LABELS } from './messages.ts';
import { OfflineNotice } from './shared/offline-notice.tsx';

type AdminTabsProps = { tab: AdminTab; onTabChange: (tab: AdminTab) => void; userId: string };

export function AdminTabs({ tab, onTabChange, userId }: AdminTabsProps) {
  const online = useOnlineStatus();
  const list = useRef<HTMLDivElement>(null);
  // On a phone the tab row scrolls sideways: keep the open tab in view (e.g. after ?tab=payments).
  useEffect(() => {
    const row = list.current;
    const selected = row?.querySelectorAll<HTMLElement>('[role="tab"]')[ADMIN_TABS.indexOf(tab)];
    if (row && selected) row.scrollLeft = Math.max(0, selected.offsetLeft - row.offsetLeft - 16);
  }, [tab]);
  return (
    <TabGroup
      className="mt-8"
      selectedIndex={ADMIN_TABS.indexOf(tab)}
      onChange={(index) => onTabChange(ADMIN_TABS[index] ?? DEFAULT_ADMIN_TAB)}
    >
      <TabList ref={list} aria-label={ADMIN.tabsLabel} className="-mx-4 flex gap-1 overflow-x-auto border-b border-stone-200 px-4 sm:mx-0 sm:px-0">
        {ADMIN_TABS.map((name) => (
          <Tab
            key={name}
            className="-mb-px shrink-0 whitespace-nowrap border-b-2 border-transparent px-3 py-2.5 text-sm font-semibold text-stone-600 hover:text-stone-900 focus-visible:outline-2 focus-visible:outline-teal-700 data-selected:border-teal-700 data-selected:text-teal-800"
          >
            {ADMIN_TAB_LABELS[name]}
          </Tab>
        ))}
      </TabList>
      <TabPanels className="mt-6">
        {ADMIN_TABS.map((name) => (
          <TabPanel key={name} className="focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-teal-700">
            {name !== tab ? null : ONLINE_ONLY_TABS.has(name) && !online ? <OfflineNotice /> : <AdminTabContent tab={name} userId={userId} />}
          </TabPanel>
        ))}
      </TabPanels>
    </TabGroup>
  );
}
