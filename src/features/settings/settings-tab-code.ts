// Each tab's code (the history's search index, the dialogs, the team), loaded when the tab
// first opens. The route asks for the open tab's as soon as it knows the tab
// (preloadSettingsTab), so it downloads beside the page's own code instead of after it.
import type { ComponentType } from 'react';
import type { SettingsTab } from './settings-tabs.ts';

export const SETTINGS_TAB_CODE = {
  preferences: () => import('./preferences/preferences-tab.tsx').then((module) => module.PreferencesTab),
  templates: () => import('./templates/templates-tab.tsx').then((module) => module.TemplatesTab),
  history: () => import('./history/history-tab.tsx').then((module) => module.HistoryTab),
  analytics: () => import('./analytics/analytics-tab.tsx').then((module) => module.AnalyticsTab),
  team: () => import('./team/team-tab.tsx').then((module) => module.TeamTab),
  versions: () => import('./versions/versions-tab.tsx').then((module) => module.VersionsTab),
} satisfies Record<Exclude<SettingsTab, 'profile'>, () => Promise<ComponentType>>;

/** Starts loading a tab's code; a failure (offline, not cached yet) shows when the tab renders. */
export function preloadSettingsTab(tab: SettingsTab): void {
  if (tab !== 'profile') SETTINGS_TAB_CODE[tab]().catch(() => {});
}
