// The six sections as accessible tabs (arrow keys move between them). Only the
// open tab's panel is mounted, so a tab loads its data when it is opened; the
// server-backed tabs show the offline notice instead while the device is offline.
import { Tabs } from '../../ui/tabs.tsx';
import { useOnlineStatus } from '../../ui/use-online-status.ts';
import { AdminTabContent } from './admin-tab-content.tsx';
import { ADMIN_TABS, type AdminTab, ONLINE_ONLY_TABS } from './admin-tabs.ts';
import { ADMIN, ADMIN_TAB_LABELS } from './messages.ts';
import { OfflineNotice } from './shared/offline-notice.tsx';

type AdminTabsProps = { tab: AdminTab; onTabChange: (tab: AdminTab) => void; userId: string };

export function AdminTabs({ tab, onTabChange, userId }: AdminTabsProps) {
  const online = useOnlineStatus();
  const items = ADMIN_TABS.map((name) => ({
    key: name,
    label: ADMIN_TAB_LABELS[name],
    panel: ONLINE_ONLY_TABS.has(name) && !online ? <OfflineNotice /> : <AdminTabContent tab={name} userId={userId} />,
  }));
  return <Tabs className="mt-8" look="underline" label={ADMIN.tabsLabel} items={items} selected={tab} onChange={onTabChange} />;
}
