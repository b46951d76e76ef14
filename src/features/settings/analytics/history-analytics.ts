// The figures of the analytics tab (spec section 9): total, this month, total and
// average words, each type's share in percent, and items per week by type.
// `now` is passed in so the month and the weeks are those of the user's clock.
import type { ContentType } from '#domain/content-types.ts';

export type AnalyticsItem = { content_type: ContentType; word_count: number; created_at: string };

export type TypeShare = { type: ContentType; count: number; percent: number };

export type WeekBucket = { start: Date; total: number; byType: Partial<Record<ContentType, number>> };

export type HistoryAnalytics = {
  total: number;
  thisMonth: number;
  totalWords: number;
  averageWords: number;
  byType: TypeShare[];
  weeks: WeekBucket[];
};

export const CHART_WEEKS = 8;

/** Monday 00:00 (local time) of the week holding `date`. */
export function weekStart(date: Date): Date {
  const start = new Date(date.getFullYear(), date.getMonth(), date.getDate());
  start.setDate(start.getDate() - ((start.getDay() + 6) % 7));
  return start;
}

export function sharePercent(count: number, total: number): number {
  return total === 0 ? 0 : Math.round((count / total) * 100);
}

function typeShares(items: readonly AnalyticsItem[]): TypeShare[] {
  const counts = new Map<ContentType, number>();
  for (const item of items) counts.set(item.content_type, (counts.get(item.content_type) ?? 0) + 1);
  return [...counts]
    .map(([type, count]) => ({ type, count, percent: sharePercent(count, items.length) }))
    .sort((a, b) => b.count - a.count || a.type.localeCompare(b.type));
}

function weekBuckets(items: readonly AnalyticsItem[], now: Date, count: number): WeekBucket[] {
  const current = weekStart(now);
  const weeks: WeekBucket[] = Array.from({ length: count }, (_, index) => {
    const start = new Date(current);
    start.setDate(start.getDate() - 7 * (count - 1 - index));
    return { start, total: 0, byType: {} };
  });
  for (const item of items) {
    const start = weekStart(new Date(item.created_at)).getTime();
    const week = weeks.find((bucket) => bucket.start.getTime() === start);
    if (!week) continue;
    week.total += 1;
    week.byType[item.content_type] = (week.byType[item.content_type] ?? 0) + 1;
  }
  return weeks;
}

export function historyAnalytics(items: readonly AnalyticsItem[], now: Date, weeks = CHART_WEEKS): HistoryAnalytics {
  const totalWords = items.reduce((sum, item) => sum + (item.word_count || 0), 0);
  const thisMonth = items.filter((item) => {
    const created = new Date(item.created_at);
    return created.getFullYear() === now.getFullYear() && created.getMonth() === now.getMonth();
  }).length;
  return {
    total: items.length,
    thisMonth,
    totalWords,
    averageWords: items.length === 0 ? 0 : Math.round(totalWords / items.length),
    byType: typeShares(items),
    weeks: weekBuckets(items, now, weeks),
  };
}
