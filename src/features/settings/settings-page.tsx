// /settings: the spec's five tabs and the kept versions, the selected one in the URL (?tab=). The profile tab is
// the brand feature's form, handed in by the route.
import type { ReactNode } from 'react';
import { deferred } from '../../ui/deferred.tsx';
import { LoadingStatus } from '../../ui/loading-status.tsx';
import { Tabs } from '../../ui/tabs.tsx';
import { SETTINGS } from './messages.ts';
import { SETTINGS_TAB_LABELS, SETTINGS_TABS, type SettingsTab } from './settings-tabs.ts';

// Each tab's code (the history's search index, the dialogs, the team) loads when the tab first opens.
const opening = <LoadingStatus text={SETTINGS.opening} />;
const PreferencesTab = deferred(() => import('./preferences/preferences-tab.tsx').then((module) => module.PreferencesTab), opening);
const TemplatesTab = deferred(() => import('./templates/templates-tab.tsx').then((module) => module.TemplatesTab), opening);
const HistoryTab = deferred(() => import('./history/history-tab.tsx').then((module) => module.HistoryTab), opening);
const AnalyticsTab = deferred(() => import('./analytics/analytics-tab.tsx').then((module) => module.AnalyticsTab), opening);
const TeamTab = deferred(() => import('./team/team-tab.tsx').then((module) => module.TeamTab), opening);
const VersionsTab = deferred(() => import('./versions/versions-tab.tsx').then((module) => module.VersionsTab), opening);

type SettingsPageProps = { tab: SettingsTab; onTabChange: (tab: SettingsTab) => void; profile: ReactNode };

export function SettingsPage({ tab, onTabChange, profile }: SettingsPageProps) {
  const panels: Record<SettingsTab, ReactNode> = {
    profile,
    preferences: <PreferencesTab />,
    templates: <TemplatesTab />,
    history: <HistoryTab />,
    analytics: <AnalyticsTab />,
    team: <TeamTab />,
    versions: <VersionsTab />,
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
