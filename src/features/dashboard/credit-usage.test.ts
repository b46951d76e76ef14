import { describe, expect, it } from 'vitest';
import { creditLevel, creditUsage } from './credit-usage.ts';

const subscription = (credits_used: number, credits_limit = 500) => ({
  status: 'active',
  credits_used,
  credits_remaining: credits_limit - credits_used,
  current_period_end: '2026-12-06T10:00:00.000Z',
  plan: { name: 'Professional', credits_limit },
});

describe('creditUsage', () => {
  it('reads plan, credits used of the limit and the renewal date', () => {
    expect(creditUsage(subscription(245))).toEqual({
      planName: 'Professional',
      used: 245,
      limit: 500,
      remaining: 255,
      percent: 49,
      level: 'green',
      renewsAt: '2026-12-06T10:00:00.000Z',
    });
  });

  it('turns yellow at 75% and red at 90%, on the rounded share', () => {
    expect(creditUsage(subscription(372))).toMatchObject({ percent: 74, level: 'green' }); // 74.4%
    expect(creditUsage(subscription(373))).toMatchObject({ percent: 75, level: 'yellow' }); // 74.6%
    expect(creditUsage(subscription(447))).toMatchObject({ percent: 89, level: 'yellow' }); // 89.4%
    expect(creditUsage(subscription(448))).toMatchObject({ percent: 90, level: 'red' }); // 89.6%
    expect(creditUsage(subscription(520))).toMatchObject({ percent: 100, level: 'red', remaining: 0 });
  });

  it('has no plan without an active subscription', () => {
    expect(creditUsage(null)).toBeNull();
    expect(creditUsage({ ...subscription(10), status: 'canceled' })).toBeNull();
  });

  it('falls back to used plus remaining when the plan is missing', () => {
    expect(creditUsage({ ...subscription(50, 200), plan: null })).toMatchObject({ limit: 200, percent: 25, planName: 'Current' });
  });
});

describe('creditLevel', () => {
  it('follows the thresholds', () => {
    expect([0, 74, 75, 89, 90, 100].map(creditLevel)).toEqual(['green', 'green', 'yellow', 'yellow', 'red', 'red']);
  });
});
