// Each tab's code (the history's search index, the dialogs, the team), loaded when the tab
// first opens. The route asks for the open tab's as soon as it knows the tab
// (preloadSettingsTab), so it downloads beside the page's own code instead of after it, and
// the page draws it in its first render when it has arrived by then (loadOnce).
import type { ComponentType } from 'react';
import { preloadHistoryOnDisk } from '#sync/history-ahead.ts';
import { type LoadOnce, loadOnce } from '../../ui/deferred.tsx';
import { HISTORY_FIRST_PAGE } from './history/history-first-page.ts';
import type { HistoryTabProps } from './history/history-tab.tsx';
import type { SettingsTab } from './settings-tabs.ts';

export const SETTINGS_TAB_CODE = {
  preferences: loadOnce(() => import('./preferences/preferences-tab.tsx').then((module) => module.PreferencesTab)),
  templates: loadOnce(() => import('./templates/templates-tab.tsx').then((module) => module.TemplatesTab)),
  history: loadOnce<ComponentType<HistoryTabProps>>(() => import('./history/history-tab.tsx').then((module) => module.HistoryTab)),
  analytics: loadOnce(() => import('./analytics/analytics-tab.tsx').then((module) => module.AnalyticsTab)),
  team: loadOnce(() => import('./team/team-tab.tsx').then((module) => module.TeamTab)),
  versions: loadOnce(() => import('./versions/versions-tab.tsx').then((module) => module.VersionsTab)),
  device: loadOnce(() => import('./device/device-tab.tsx').then((module) => module.DeviceTab)),
  backup: loadOnce(() => import('./backup/backup-tab.tsx').then((module) => module.BackupTab)),
  feed: loadOnce(() => import('./feed/feed-tab.tsx').then((module) => module.FeedTab)),
} satisfies Record<Exclude<SettingsTab, 'profile'>, LoadOnce<ComponentType>>;

/**
 * Starts loading a tab's code; a failure (offline, not cached yet) shows when the tab renders.
 * The history tab's first rows are read from disk beside it (history-ahead.ts; on a reload
 * of the tab the page's start has asked already: src/app/read-ahead.ts. Read once).
 */
export function preloadSettingsTab(tab: SettingsTab): void {
  if (tab === 'history') preloadHistoryOnDisk(HISTORY_FIRST_PAGE);
  if (tab !== 'profile') SETTINGS_TAB_CODE[tab]().catch(() => {});
}
