// /settings: the spec's five tabs and the kept versions, the selected one in the URL (?tab=). The profile tab is
// the brand feature's form, handed in by the route.
import { lazy, type ReactNode, Suspense } from 'react';
import { LoadingStatus } from '../../ui/loading-status.tsx';
import { Tabs } from '../../ui/tabs.tsx';
import { SETTINGS } from './messages.ts';
import { SETTINGS_TAB_LABELS, SETTINGS_TABS, type SettingsTab } from './settings-tabs.ts';

// Each tab's code (the history's search index, the dialogs, the team) loads when the tab first opens.
const PreferencesTab = lazy(() => import('./preferences/preferences-tab.tsx').then((module) => ({ default: module.PreferencesTab })));
const TemplatesTab = lazy(() => import('./templates/templates-tab.tsx').then((module) => ({ default: module.TemplatesTab })));
const HistoryTab = lazy(() => import('./history/history-tab.tsx').then((module) => ({ default: module.HistoryTab })));
const AnalyticsTab = lazy(() => import('./analytics/analytics-tab.tsx').then((module) => ({ default: module.AnalyticsTab })));
const TeamTab = lazy(() => import('./team/team-tab.tsx').then((module) => ({ default: module.TeamTab })));
const VersionsTab = lazy(() => import('./versions/versions-tab.tsx').then((module) => ({ default: module.VersionsTab })));

function Opening({ children }: { children: ReactNode }) {
  return (
    <Suspense
      fallback={<LoadingStatus text={SETTINGS.opening} />}
    >
      {children}
    </Suspense>
  );
}

type SettingsPageProps = { tab: SettingsTab; onTabChange: (tab: SettingsTab) => void; profile: ReactNode };

export function SettingsPage({ tab, onTabChange, profile }: SettingsPageProps) {
  const panels: Record<SettingsTab, ReactNode> = {
    profile,
    preferences: (
      <Opening>
        <PreferencesTab />
      </Opening>
    ),
    templates: (
      <Opening>
        <TemplatesTab />
      </Opening>
    ),
    history: (
      <Opening>
        <HistoryTab />
      </Opening>
    ),
    analytics: (
      <Opening>
        <AnalyticsTab />
      </Opening>
    ),
    team: (
      <Opening>
        <TeamTab />
      </Opening>
    ),
    versions: (
      <Opening>
        <VersionsTab />
      </Opening>
    ),
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
