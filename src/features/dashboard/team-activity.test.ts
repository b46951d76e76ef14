import { describe, expect, it } from 'vitest';
import { periodStart, teamActivity, weekStart } from './team-activity.ts';

const at = (m: number, d: number, h = 12) => new Date(2026, m - 1, d, h).toISOString();
// Thursday 26 November 2026.
const now = new Date(2026, 10, 26, 9);

describe('teamActivity', () => {
  const history = [
    { user_id: 'owner', content_type: 'blog' as const, word_count: 900, created_at: at(11, 24) },
    { user_id: 'aroha', content_type: 'social' as const, word_count: 60, created_at: at(11, 25) },
    { user_id: 'aroha', content_type: 'social' as const, word_count: 40, created_at: at(11, 22, 23) },
    { user_id: 'aroha', content_type: 'email' as const, word_count: 300, created_at: at(11, 2) },
    { user_id: 'gone', content_type: 'blog' as const, word_count: 500, created_at: at(11, 10) },
    { user_id: 'owner', content_type: 'blog' as const, word_count: 700, created_at: at(10, 30) },
  ];
  const usage = [
    { user_id: 'owner', credits_consumed: 8, created_at: at(11, 24) },
    { user_id: 'aroha', credits_consumed: 1, created_at: at(11, 25) },
    { user_id: 'aroha', credits_consumed: 3, created_at: at(11, 2) },
    { user_id: 'owner', credits_consumed: 50, created_at: at(10, 30) },
  ];

  it('this week (from Monday): each member, the tools, the totals; a member who made nothing shows zeros', () => {
    expect(weekStart(now)).toEqual(new Date(2026, 10, 23));
    expect(teamActivity(history, usage, ['owner', 'aroha', 'bruno'], periodStart('week', now))).toEqual({
      members: [
        { userId: 'owner', items: 1, words: 900, credits: 8 },
        { userId: 'aroha', items: 1, words: 60, credits: 1 },
        { userId: 'bruno', items: 0, words: 0, credits: 0 },
      ],
      tools: [
        { type: 'blog', items: 1 },
        { type: 'social', items: 1 },
      ],
      items: 2,
      credits: 9,
    });
  });

  it('this month: also those who have left the studio keep what they made', () => {
    const month = teamActivity(history, usage, ['owner', 'aroha'], periodStart('month', now));
    expect(month.members).toEqual([
      { userId: 'aroha', items: 3, words: 400, credits: 4 },
      { userId: 'owner', items: 1, words: 900, credits: 8 },
      { userId: 'gone', items: 1, words: 500, credits: 0 },
    ]);
    expect(month.tools).toEqual([
      { type: 'blog', items: 2 },
      { type: 'social', items: 2 },
      { type: 'email', items: 1 },
    ]);
    expect([month.items, month.credits]).toEqual([5, 12]);
  });

  it('a Sunday belongs to the week that began the Monday before', () => {
    expect(weekStart(new Date(2026, 10, 29, 22))).toEqual(new Date(2026, 10, 23));
    expect(weekStart(new Date(2026, 10, 30, 0, 1))).toEqual(new Date(2026, 10, 30));
  });
});
