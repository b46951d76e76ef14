import { describe, expect, it } from 'vitest';
import { ADMIN_TABS, adminTabFrom, ONLINE_ONLY_TABS } from './admin-tabs.ts';

describe('adminTabFrom', () => {
  it('accepts the six tabs and falls back to prompts', () => {
    expect(ADMIN_TABS).toEqual(['prompts', 'api', 'plans', 'subscriptions', 'analytics', 'payments']);
    for (const tab of ADMIN_TABS) expect(adminTabFrom(tab)).toBe(tab);
    expect(adminTabFrom(undefined)).toBe('prompts');
    expect(adminTabFrom('billing')).toBe('prompts');
    expect(adminTabFrom(['plans'])).toBe('prompts');
  });

  it('marks the server-backed tabs online only; API keys and payment settings work offline', () => {
    expect([...ONLINE_ONLY_TABS].sort()).toEqual(['analytics', 'plans', 'prompts', 'subscriptions']);
  });
});
