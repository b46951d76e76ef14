import { describe, expect, it } from 'vitest';
import type { AdminSubscription, AnalyticsData, UsageRecord } from '#sync/admin.ts';
import { buildAnalyticsView, countByPlan, shortUserId } from './analytics-view.ts';

function usage(index: number): UsageRecord {
  return {
    id: `r${index}`,
    user_id: `a1b2c3d4-0000-4000-8000-00000000000${index % 10}`,
    content_type: 'blog',
    credits_consumed: 8,
    word_count: 800,
    created_at: `2025-03-${String(30 - (index % 28)).padStart(2, '0')}T10:00:00Z`,
  };
}

function subscription(id: string, plan: string | null, used: number): AdminSubscription {
  return {
    id,
    user_id: `u-${id}`,
    plan_id: 'p',
    status: 'active',
    credits_used: used,
    credits_remaining: 0,
    current_period_start: null,
    current_period_end: null,
    paypal_subscription_id: null,
    created_at: '',
    plan: plan ? { id: plan, name: plan, credits_limit: 200, price: 29, currency: 'USD' } : null,
    profile: null,
    person: null,
  };
}

const byType = [
  { content_type: 'social', uses: 2, credits: 4, words: 240, users: 1 },
  { content_type: 'blog', uses: 5, credits: 40, words: 4000, users: 3 },
  { content_type: 'image', uses: 2, credits: 20, words: 0, users: 2 },
  { content_type: 'seo', uses: 1, credits: 3, words: 0, users: 1 },
  { content_type: 'video', uses: 1, credits: 5, words: 900, users: 1 },
  { content_type: 'email', uses: 1, credits: 2, words: 200, users: 1 },
];

const data: AnalyticsData = {
  period: '7d',
  since: '2025-03-24T00:00:00Z',
  summary: { since: '2025-03-24T00:00:00Z', uses: 12, credits: 74, words: 5340, active_users: 4, by_type: byType },
  usage: Array.from({ length: 30 }, (_, index) => usage(index)),
  activeSubscriptions: [subscription('1', 'Starter', 10), subscription('2', 'Professional', 5), subscription('3', 'Starter', 20), subscription('4', null, 0)],
  people: new Map([['a1b2c3d4-0000-4000-8000-000000000001', { user_id: 'a1b2c3d4-0000-4000-8000-000000000001', name: 'Anaïs Dubois', email: 'hello@example.com', studio: 'Lagoon Flow Yoga' }]]),
};

describe('buildAnalyticsView', () => {
  const view = buildAnalyticsView(data);

  it('fills the four stat cards', () => {
    expect(view).toMatchObject({ activeUsers: 4, subscriptions: 4, creditsUsed: 74, uses: 12, topContent: 'blog' });
  });

  it('lists usage by type, most used first, with shares of all uses', () => {
    expect(view.usageByType.map((type) => [type.contentType, type.uses, type.share])).toEqual([
      ['blog', 5, 42],
      ['image', 2, 17],
      ['social', 2, 17],
      ['email', 1, 8],
      ['seo', 1, 8],
      ['video', 1, 8],
    ]);
  });

  it('keeps the top 5 content types', () => {
    expect(view.topTypes.map((type) => type.contentType)).toEqual(['blog', 'image', 'social', 'email', 'seo']);
  });

  it('shows the 20 newest records with user ids cut to 8 characters', () => {
    expect(view.recent).toHaveLength(20);
    expect(view.recent[0]).toEqual({ id: 'r0', user: 'a1b2c3d4', name: '', content_type: 'blog', credits_consumed: 8, word_count: 800, created_at: data.usage[0]!.created_at });
    // The person's own name beside the short id, when the server named them.
    expect([view.recent[1]?.user, view.recent[1]?.name]).toEqual(['a1b2c3d4', 'Anaïs Dubois']);
    expect(view.recent.map((row) => row.id)).toEqual(data.usage.slice(0, 20).map((row) => row.id));
  });

  it('answers no top content and zero shares for a quiet period', () => {
    const quiet = buildAnalyticsView({ ...data, summary: { ...data.summary, uses: 0, credits: 0, active_users: 0, by_type: [] }, usage: [], activeSubscriptions: [] });
    expect(quiet).toMatchObject({ topContent: null, usageByType: [], topTypes: [], recent: [], plans: [], subscriptions: 0 });
  });
});

describe('countByPlan and shortUserId', () => {
  it('count active subscriptions per plan, most first', () => {
    expect(countByPlan(data.activeSubscriptions)).toEqual([
      { name: 'Starter', count: 2, credits_used: 30 },
      { name: 'No plan', count: 1, credits_used: 0 },
      { name: 'Professional', count: 1, credits_used: 5 },
    ]);
  });

  it('cuts ids to their first 8 characters', () => {
    expect(shortUserId('5e0a1c3e-0001-4a00-8000-000000000001')).toBe('5e0a1c3e');
    expect(shortUserId('abc')).toBe('abc');
  });
});
