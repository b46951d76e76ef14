import { describe, expect, it } from 'vitest';
import type { AdminSubscription } from '#sync/admin.ts';
import { filterSubscriptions, subscriptionActions, trialDays, usageColour, usagePercent } from './subscription-rules.ts';

function subscription(id: string, overrides: Partial<AdminSubscription>): AdminSubscription {
  return {
    id,
    user_id: `user-${id}`,
    plan_id: 'p1',
    status: 'active',
    credits_used: 0,
    credits_remaining: 200,
    current_period_start: null,
    current_period_end: null,
    paypal_subscription_id: null,
    created_at: '',
    plan: { id: 'p1', name: 'Starter', credits_limit: 200, price: 29, currency: 'USD' },
    profile: { full_name: 'Leila Hossen', business_name: 'Lotus Tide Yoga' },
    person: null,
    ...overrides,
  };
}

describe('usage percentage and colour', () => {
  it('uses the plan limit and rounds', () => {
    expect(usagePercent({ credits_used: 149, credits_remaining: 51, plan: subscription('a', {}).plan })).toBe(75);
    expect(usagePercent({ credits_used: 1, credits_remaining: 0, plan: { id: 'p', name: 'P', credits_limit: 3, price: 0, currency: 'USD' } })).toBe(33);
  });

  it('falls back to used + remaining without a plan, and 0 for nothing at all', () => {
    expect(usagePercent({ credits_used: 45, credits_remaining: 55, plan: null })).toBe(45);
    expect(usagePercent({ credits_used: 0, credits_remaining: 0, plan: null })).toBe(0);
  });

  it('is red from 90%, yellow from 75%, green below', () => {
    expect([0, 74, 75, 89, 90, 100, 120].map(usageColour)).toEqual(['green', 'green', 'yellow', 'yellow', 'red', 'red', 'red']);
  });

  it('colours the rounded percentage: 89.5% is red', () => {
    const percent = usagePercent({ credits_used: 179, credits_remaining: 21, plan: subscription('a', {}).plan });
    expect(percent).toBe(90);
    expect(usageColour(percent)).toBe('red');
  });
});

describe('filterSubscriptions', () => {
  const list = [
    subscription('a', {}),
    subscription('b', {
      status: 'cancelled',
      profile: { full_name: 'Ravi Doorgakant', business_name: 'Blue Bay Spa' },
      plan: { id: 'p2', name: 'Professional', credits_limit: 500, price: 79, currency: 'USD' },
    }),
    subscription('c', { status: 'canceled', profile: null, plan: null }),
    subscription('d', { status: 'past_due', profile: { full_name: 'Anika Devi', business_name: 'Anika Ayurveda' } }),
    subscription('e', { status: 'pending' }),
  ];
  const ids = (found: AdminSubscription[]) => found.map((s) => s.id);

  it('matches user name, business or plan name in any case', () => {
    expect(ids(filterSubscriptions(list, 'ravi', 'all'))).toEqual(['b']);
    expect(ids(filterSubscriptions(list, 'BAY SPA', 'all'))).toEqual(['b']);
    expect(ids(filterSubscriptions(list, 'profess', 'all'))).toEqual(['b']);
    expect(ids(filterSubscriptions(list, '  ', 'all'))).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(ids(filterSubscriptions(list, 'nobody', 'all'))).toEqual([]);
  });

  it('filters by status, counting cancelled as canceled, and combines with the search', () => {
    expect(ids(filterSubscriptions(list, '', 'canceled'))).toEqual(['b', 'c']);
    expect(ids(filterSubscriptions(list, '', 'active'))).toEqual(['a']);
    expect(ids(filterSubscriptions(list, '', 'past_due'))).toEqual(['d']);
    expect(ids(filterSubscriptions(list, '', 'pending'))).toEqual(['e']);
    expect(ids(filterSubscriptions(list, 'starter', 'canceled'))).toEqual([]);
    expect(ids(filterSubscriptions(list, 'lotus', 'pending'))).toEqual(['e']);
  });
});

describe('subscriptionActions', () => {
  it('offers Cancel on active and Reactivate on canceled (either spelling)', () => {
    expect(subscriptionActions('active')).toEqual({ cancel: true, reactivate: false, extendTrial: false });
    expect(subscriptionActions('canceled')).toEqual({ cancel: false, reactivate: true, extendTrial: false });
    expect(subscriptionActions('cancelled')).toEqual({ cancel: false, reactivate: true, extendTrial: false });
    expect(subscriptionActions('past_due')).toEqual({ cancel: false, reactivate: false, extendTrial: false });
  });

  it('offers Extend Trial on a running or ended trial only', () => {
    expect(subscriptionActions('trialing')).toMatchObject({ cancel: true, extendTrial: true });
    expect(subscriptionActions('expired')).toMatchObject({ reactivate: true, extendTrial: true });
  });
});

describe('trialDays', () => {
  it('takes a whole number of days from 1 to 90', () => {
    expect(trialDays(' 14 ')).toBe(14);
    expect(trialDays('1')).toBe(1);
    expect(trialDays('90')).toBe(90);
    for (const bad of ['', '0', '91', '7.5', 'seven', '-3']) expect(trialDays(bad)).toBeNull();
  });
});
