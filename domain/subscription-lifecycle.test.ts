import { describe, expect, it } from 'vitest';
import { addMonths, settleSubscription, type SubscriptionLike } from './subscription-lifecycle.ts';

const plan = { name: 'Professional', credits_limit: 500 };
const sub = (overrides: Partial<SubscriptionLike>): SubscriptionLike => ({
  status: 'active',
  credits_used: 420,
  credits_remaining: 80,
  current_period_start: '2026-03-15T09:30:00.000Z',
  current_period_end: '2026-04-15T09:30:00.000Z',
  plan,
  ...overrides,
});
const at = (iso: string) => new Date(iso);

describe('calendar months', () => {
  it('adds months in UTC and clamps the day to a shorter month, as Postgres does', () => {
    expect(addMonths('2026-01-31T10:00:00.000Z', 1)).toBe('2026-02-28T10:00:00.000Z');
    expect(addMonths('2028-01-31T10:00:00.000Z', 1)).toBe('2028-02-29T10:00:00.000Z');
    expect(addMonths('2026-11-30T23:59:59.000Z', 3)).toBe('2027-02-28T23:59:59.000Z');
    expect(addMonths('2026-12-15T00:00:00.000Z', 1)).toBe('2027-01-15T00:00:00.000Z');
  });
});

describe('an active plan', () => {
  it('is untouched inside its period', () => {
    expect(settleSubscription(sub({}), at('2026-04-15T09:29:59.000Z'))).toMatchObject({
      state: 'active',
      creditsUsed: 420,
      creditsRemaining: 80,
      periodEnd: '2026-04-15T09:30:00.000Z',
      canSpend: true,
    });
  });

  it('resets to the plan limit at the period end, with nothing rolled over', () => {
    const settled = settleSubscription(sub({ credits_used: 10, credits_remaining: 490 }), at('2026-04-15T09:30:00.000Z'));
    expect(settled).toMatchObject({
      creditsUsed: 0,
      creditsRemaining: 500,
      periodStart: '2026-04-15T09:30:00.000Z',
      periodEnd: '2026-05-15T09:30:00.000Z',
    });
  });

  it('skips the months nobody opened the app in', () => {
    expect(settleSubscription(sub({}), at('2026-07-20T00:00:00.000Z'))).toMatchObject({
      periodStart: '2026-07-15T09:30:00.000Z',
      periodEnd: '2026-08-15T09:30:00.000Z',
      creditsRemaining: 500,
    });
  });
});

describe('the trial', () => {
  const trial = sub({ status: 'trialing', credits_used: 30, credits_remaining: 170, plan: { name: 'Starter', credits_limit: 200 } });

  it('spends until its end, then has no credits and spends nothing', () => {
    expect(settleSubscription(trial, at('2026-04-01T00:00:00.000Z'))).toMatchObject({ state: 'trial', canSpend: true, creditsRemaining: 170 });
    expect(settleSubscription(trial, at('2026-04-15T09:30:00.000Z'))).toMatchObject({
      state: 'trial_ended',
      status: 'expired',
      canSpend: false,
      creditsRemaining: 0,
    });
  });
});

describe('cancellation', () => {
  it('keeps access to the period end, then stops', () => {
    const canceled = sub({ status: 'cancelled' });
    expect(settleSubscription(canceled, at('2026-04-10T00:00:00.000Z'))).toMatchObject({ state: 'canceling', canSpend: true, creditsRemaining: 80 });
    expect(settleSubscription(canceled, at('2026-04-16T00:00:00.000Z'))).toMatchObject({ state: 'ended', canSpend: false, creditsRemaining: 0 });
  });

  it('a past-due or pending subscription spends nothing', () => {
    expect(settleSubscription(sub({ status: 'past_due' }), at('2026-04-01T00:00:00.000Z')).canSpend).toBe(false);
    expect(settleSubscription(sub({ status: 'pending' }), at('2026-04-01T00:00:00.000Z')).canSpend).toBe(false);
  });
});
