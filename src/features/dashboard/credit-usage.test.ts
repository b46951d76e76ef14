import { describe, expect, it } from 'vitest';
import { creditLevel, creditUsage } from './credit-usage.ts';

const subscription = (credits_used: number, credits_limit = 500) => ({
  status: 'active',
  credits_used,
  credits_remaining: Math.max(credits_limit - credits_used, 0),
  current_period_start: '2026-11-06T10:00:00.000Z',
  current_period_end: '2026-12-06T10:00:00.000Z',
  plan: { name: 'Professional', credits_limit },
});
const NOW = new Date('2026-11-25T12:00:00.000Z');

describe('creditUsage', () => {
  it('reads plan, credits used of the limit and the renewal date', () => {
    expect(creditUsage(subscription(245), NOW)).toEqual({
      planName: 'Professional',
      state: 'active',
      used: 245,
      limit: 500,
      remaining: 255,
      percent: 49,
      level: 'green',
      canSpend: true,
      periodStart: '2026-11-06T10:00:00.000Z',
      periodEnd: '2026-12-06T10:00:00.000Z',
      note: { kind: 'renews', date: '2026-12-06T10:00:00.000Z' },
    });
  });

  it('turns yellow at 75% and red at 90%, on the rounded share', () => {
    expect(creditUsage(subscription(372), NOW)).toMatchObject({ percent: 74, level: 'green' }); // 74.4%
    expect(creditUsage(subscription(373), NOW)).toMatchObject({ percent: 75, level: 'yellow' }); // 74.6%
    expect(creditUsage(subscription(447), NOW)).toMatchObject({ percent: 89, level: 'yellow' }); // 89.4%
    expect(creditUsage(subscription(448), NOW)).toMatchObject({ percent: 90, level: 'red' }); // 89.6%
    expect(creditUsage(subscription(520), NOW)).toMatchObject({ percent: 100, level: 'red', remaining: 0 });
  });

  it('has no plan without a subscription, or with one that is past due or pending', () => {
    expect(creditUsage(null, NOW)).toBeNull();
    expect(creditUsage({ ...subscription(10), status: 'past_due' }, NOW)).toBeNull();
    expect(creditUsage({ ...subscription(10), status: 'pending' }, NOW)).toBeNull();
  });

  it('names the trial and its end, then shows it ended with no credits', () => {
    const trial = { ...subscription(20, 200), status: 'trialing', current_period_end: '2026-11-30T10:00:00.000Z' };
    expect(creditUsage(trial, NOW)).toMatchObject({ state: 'trial', canSpend: true, remaining: 180, note: { kind: 'trialEnds' } });
    expect(creditUsage(trial, new Date('2026-12-01T00:00:00.000Z'))).toMatchObject({
      state: 'trial_ended',
      canSpend: false,
      remaining: 0,
      note: { kind: 'trialEnded', date: '2026-11-30T10:00:00.000Z' },
    });
  });

  it('shows a new month with the full allowance once the period ended, before the device syncs', () => {
    expect(creditUsage(subscription(480), new Date('2026-12-07T00:00:00.000Z'))).toMatchObject({
      used: 0,
      remaining: 500,
      level: 'green',
      note: { kind: 'renews', date: '2027-01-06T10:00:00.000Z' },
    });
  });

  it('keeps a canceled plan usable until its period ends', () => {
    expect(creditUsage({ ...subscription(10), status: 'canceled' }, NOW)).toMatchObject({ state: 'canceling', canSpend: true, note: { kind: 'accessEnds' } });
    expect(creditUsage({ ...subscription(10), status: 'canceled' }, new Date('2026-12-07T00:00:00.000Z'))).toMatchObject({
      state: 'ended',
      remaining: 0,
      note: { kind: 'ended' },
    });
  });

  it('falls back to used plus remaining when the plan is missing', () => {
    expect(creditUsage({ ...subscription(50, 200), plan: null }, NOW)).toMatchObject({ limit: 200, percent: 25, planName: 'Current' });
  });
});

describe('creditLevel', () => {
  it('follows the thresholds', () => {
    expect([0, 74, 75, 89, 90, 100].map(creditLevel)).toEqual(['green', 'green', 'yellow', 'yellow', 'red', 'red']);
  });
});
