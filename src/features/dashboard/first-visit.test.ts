import { describe, expect, it } from 'vitest';
import { seenBefore } from './first-visit.ts';
import { DASHBOARD } from './messages.ts';

describe('the dashboard greeting', () => {
  it('welcomes a new account and welcomes back someone who has been here', () => {
    const storage = new Map<string, string>();
    const reader = { getItem: (key: string) => storage.get(key) ?? null };
    expect(seenBefore(reader, 'u1')).toBe(false);
    expect(DASHBOARD.welcome('Lotus Flow', false)).toBe('Welcome, Lotus Flow');
    storage.set('studio_dashboard_seen:u1', '2026-11-23T10:00:00Z');
    expect(seenBefore(reader, 'u1')).toBe(true);
    expect(seenBefore(reader, 'u2')).toBe(false);
    expect(DASHBOARD.welcome('Lotus Flow', true)).toBe('Welcome back, Lotus Flow');
    expect(DASHBOARD.welcome('', true)).toBe('Welcome back');
  });
});
