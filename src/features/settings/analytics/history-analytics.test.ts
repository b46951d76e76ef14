import { describe, expect, it } from 'vitest';
import type { ContentType } from '#domain/tools.ts';
import { type AnalyticsItem, historyAnalytics, sharePercent, weekStart } from './history-analytics.ts';

// Local times at midday, so the figures do not depend on the machine's time zone.
const at = (y: number, m: number, d: number) => new Date(y, m - 1, d, 12).toISOString();
const item = (content_type: ContentType, word_count: number, created_at: string): AnalyticsItem => ({ content_type, word_count, created_at });

const now = new Date(2026, 10, 18, 15); // Wednesday 18 November 2026
const items = [
  item('blog', 800, at(2026, 11, 17)),
  item('blog', 1200, at(2026, 11, 3)),
  item('social', 100, at(2026, 11, 16)),
  item('newsletter', 450, at(2026, 10, 28)),
  item('blog', 600, at(2026, 9, 1)),
  item('image', 0, at(2026, 11, 18)),
];

describe('historyAnalytics', () => {
  it('gives total, this month, total words and average words', () => {
    const figures = historyAnalytics(items, now);
    expect(figures.total).toBe(6);
    expect(figures.thisMonth).toBe(4);
    expect(figures.totalWords).toBe(3150);
    expect(figures.averageWords).toBe(525);
  });

  it('gives each type its share in whole percent, largest first', () => {
    expect(historyAnalytics(items, now).byType).toEqual([
      { type: 'blog', count: 3, percent: 50 },
      { type: 'image', count: 1, percent: 17 },
      { type: 'newsletter', count: 1, percent: 17 },
      { type: 'social', count: 1, percent: 17 },
    ]);
  });

  it('is all zeros for no content', () => {
    const figures = historyAnalytics([], now);
    expect(figures).toMatchObject({ total: 0, thisMonth: 0, totalWords: 0, averageWords: 0, byType: [] });
    expect(figures.weeks).toHaveLength(8);
    expect(figures.weeks.every((week) => week.total === 0)).toBe(true);
  });

  it('counts items per week (Monday to Sunday) and per type over the last eight weeks', () => {
    const { weeks } = historyAnalytics(items, now);
    expect(weeks).toHaveLength(8);
    expect(weeks.map((week) => week.start.getDate())).toEqual([28, 5, 12, 19, 26, 2, 9, 16]);
    const thisWeek = weeks[7];
    expect(thisWeek?.total).toBe(3);
    expect(thisWeek?.byType).toEqual({ blog: 1, social: 1, image: 1 });
    expect(weeks[5]?.byType).toEqual({ blog: 1 });
    expect(weeks[4]?.byType).toEqual({ newsletter: 1 });
    // 1 September is older than eight weeks: in the totals, not in the chart.
    expect(weeks.reduce((sum, week) => sum + week.total, 0)).toBe(5);
  });
});

describe('weekStart and sharePercent', () => {
  it('puts Sunday in the week that began the Monday before', () => {
    expect(weekStart(new Date(2026, 10, 22, 23)).getDate()).toBe(16);
    expect(weekStart(new Date(2026, 10, 16, 0, 30)).getDate()).toBe(16);
  });

  it('rounds shares and is 0 of nothing', () => {
    expect(sharePercent(1, 3)).toBe(33);
    expect(sharePercent(2, 3)).toBe(67);
    expect(sharePercent(0, 0)).toBe(0);
  });
});
