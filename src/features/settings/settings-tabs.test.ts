import { describe, expect, it } from 'vitest';
import { SETTINGS_TABS, settingsTabFrom } from './settings-tabs.ts';

describe('settingsTabFrom', () => {
  it('keeps the known tabs', () => {
    for (const tab of SETTINGS_TABS) expect(settingsTabFrom(tab)).toBe(tab);
    expect(settingsTabFrom('versions')).toBe('versions');
  });

  it('opens the profile for missing or unknown values', () => {
    expect(settingsTabFrom(undefined)).toBe('profile');
    expect(settingsTabFrom('billing')).toBe('profile');
    expect(settingsTabFrom(['history'])).toBe('profile');
  });
});
