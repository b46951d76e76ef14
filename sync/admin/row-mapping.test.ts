import { describe, expect, it } from 'vitest';
import { toAdminPlan, toAdminSubscription, toMasterPrompt, toUsageRecord, toUsageSummary } from './row-mapping.ts';

describe('toAdminPlan', () => {
  it('reads numeric strings, features as a JSON string, and defaults', () => {
    expect(
      toAdminPlan({
        id: 'p1',
        name: 'Professional',
        credits_limit: '500',
        price: '79.00',
        currency: null,
        paypal_plan_id: '',
        features: '["All nine tools", "Priority support"]',
        is_active: true,
        created_at: '2025-01-02T00:00:00Z',
      }),
    ).toEqual({
      id: 'p1',
      name: 'Professional',
      credits_limit: 500,
      price: 79,
      currency: 'USD',
      paypal_plan_id: null,
      features: ['All nine tools', 'Priority support'],
      is_active: true,
      created_at: '2025-01-02T00:00:00Z',
    });
  });

  it('keeps an inactive plan inactive and an unreadable price at 0', () => {
    const plan = toAdminPlan({ id: 'p2', name: 'Old', price: 'n/a', is_active: false, features: ['A'] });
    expect(plan.is_active).toBe(false);
    expect(plan.price).toBe(0);
    expect(plan.features).toEqual(['A']);
  });
});

describe('toAdminSubscription', () => {
  const row = {
    id: 's1',
    user_id: 'u1',
    plan_id: 'p1',
    status: 'cancelled',
    credits_used: 12,
    credits_remaining: '188',
    current_period_start: '2025-03-01T00:00:00Z',
    current_period_end: null,
    paypal_subscription_id: null,
    created_at: '2025-03-01T00:00:00Z',
  };

  it('flattens the plan and profile embeds (object or one-element array)', () => {
    const subscription = toAdminSubscription({
      ...row,
      subscription_plans: { id: 'p1', name: 'Starter', credits_limit: 200, price: '29', currency: 'USD' },
      profiles: [{ full_name: 'Leila Hossen', business_name: 'Lotus Tide Yoga' }],
    });
    expect(subscription.plan).toEqual({ id: 'p1', name: 'Starter', credits_limit: 200, price: 29, currency: 'USD' });
    expect(subscription.profile).toEqual({ full_name: 'Leila Hossen', business_name: 'Lotus Tide Yoga' });
    expect(subscription.status).toBe('cancelled');
    expect(subscription.credits_remaining).toBe(188);
    expect(subscription.current_period_end).toBeNull();
  });

  it('answers null for missing embeds and pending for an unknown status', () => {
    const subscription = toAdminSubscription({ ...row, status: 'paused', subscription_plans: null });
    expect(subscription.plan).toBeNull();
    expect(subscription.profile).toBeNull();
    expect(subscription.status).toBe('pending');
  });
});

describe('toMasterPrompt and toUsageRecord', () => {
  it('keep nullable columns null', () => {
    expect(toMasterPrompt({ id: 'm1', name: 'N', content_type: 'seo', tone: 'Expert', prompt_text: 'T', is_active: false, user_id: null }))
      .toMatchObject({ user_id: null, is_active: false });
    expect(toUsageRecord({ id: 'r1', user_id: 'u', content_type: 'blog', credits_consumed: '8', word_count: null, created_at: 'x' }))
      .toEqual({ id: 'r1', user_id: 'u', content_type: 'blog', credits_consumed: 8, word_count: null, created_at: 'x' });
  });
});

describe('toUsageSummary', () => {
  it('reads the function answer as an object or as JSON text', () => {
    const answer = {
      since: '2025-03-01T00:00:00Z',
      uses: 3,
      credits: '14',
      words: 920,
      active_users: 2,
      by_type: [{ content_type: 'blog', uses: 2, credits: 12, words: 800, users: 2 }],
    };
    expect(toUsageSummary(answer)).toEqual({ ...answer, credits: 14 });
    expect(toUsageSummary(JSON.stringify(answer))).toEqual({ ...answer, credits: 14 });
  });

  it('answers zeros for an unreadable answer', () => {
    expect(toUsageSummary('not json')).toEqual({ since: '', uses: 0, credits: 0, words: 0, active_users: 0, by_type: [] });
  });
});
