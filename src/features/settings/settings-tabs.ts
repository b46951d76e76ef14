// The tabs of /settings (profile, preferences, templates, history, analytics, the studio's team, then the versions sync kept, this device's storage, the studio's backup and its calendar feed); the tab lives in the URL (?tab=), unknown values open the profile.

export const SETTINGS_TABS = ['profile', 'preferences', 'templates', 'history', 'analytics', 'team', 'versions', 'device', 'backup', 'feed'] as const;

export type SettingsTab = (typeof SETTINGS_TABS)[number];

export const SETTINGS_TAB_LABELS: Record<SettingsTab, string> = {
  profile: 'Profile',
  preferences: 'Preferences',
  templates: 'Templates',
  history: 'History',
  analytics: 'Analytics',
  team: 'Team',
  versions: 'Kept versions',
  device: 'This device',
  backup: 'Backup',
  feed: 'Calendar feed',
};

export function settingsTabFrom(value: unknown): SettingsTab {
  return SETTINGS_TABS.includes(value as SettingsTab) ? (value as SettingsTab) : 'profile';
}
