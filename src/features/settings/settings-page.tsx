// /settings: its tabs (profile, preferences, templates, history, analytics, team), the kept versions, this device's storage, the backup and the calendar feed, the selected one in the URL (?tab=). The profile tab is
// the brand feature's form, handed in by the route.
import type { ReactNode } from 'react';
import { deferred } from '../../ui/deferred.tsx';
import { LoadingStatus } from '../../ui/loading-status.tsx';
import { Tabs } from '../../ui/tabs.tsx';
import { SETTINGS } from './messages.ts';
import { SETTINGS_TAB_CODE } from './settings-tab-code.ts';
import { SETTINGS_TAB_LABELS, SETTINGS_TABS, type SettingsTab } from './settings-tabs.ts';

const opening = <LoadingStatus text={SETTINGS.opening} />;
const PreferencesTab = deferred(SETTINGS_TAB_CODE.preferences, opening);
const TemplatesTab = deferred(SETTINGS_TAB_CODE.templates, opening);
const HistoryTab = deferred(SETTINGS_TAB_CODE.history, opening);
const AnalyticsTab = deferred(SETTINGS_TAB_CODE.analytics, opening);
const TeamTab = deferred(SETTINGS_TAB_CODE.team, opening);
const VersionsTab = deferred(SETTINGS_TAB_CODE.versions, opening);
const DeviceTab = deferred(SETTINGS_TAB_CODE.device, opening);
const BackupTab = deferred(SETTINGS_TAB_CODE.backup, opening);
const FeedTab = deferred(SETTINGS_TAB_CODE.feed, opening);

type SettingsPageProps = {
  tab: SettingsTab;
  onTabChange: (tab: SettingsTab) => void;
  profile: ReactNode;
  /** The history item the URL opens (?item=), and what closing it does. */
  historyItem?: string;
  onHistoryItemClosed?: () => void;
};

export function SettingsPage({ tab, onTabChange, profile, historyItem, onHistoryItemClosed }: SettingsPageProps) {
  const panels: Record<SettingsTab, ReactNode> = {
    profile,
    preferences: <PreferencesTab />,
    templates: <TemplatesTab />,
    history: <HistoryTab linkedItem={historyItem} onItemClosed={onHistoryItemClosed} />,
    analytics: <AnalyticsTab />,
    team: <TeamTab />,
    versions: <VersionsTab />,
    device: <DeviceTab />,
    backup: <BackupTab />,
    feed: <FeedTab />,
  };
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 sm:py-12">
      <h1 className="text-3xl font-bold tracking-tight text-stone-900">{SETTINGS.title}</h1>
      <p className="mt-2 text-stone-700">{SETTINGS.lead}</p>
      <div className="mt-6">
        <Tabs
          look="solid"
          label={SETTINGS.tabsLabel}
          items={SETTINGS_TABS.map((key) => ({ key, label: SETTINGS_TAB_LABELS[key], panel: panels[key] }))}
          selected={tab}
          onChange={onTabChange}
        />
      </div>
    </div>
  );
}
