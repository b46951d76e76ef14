// The figures of the analytics tab: total, this month, total and
// average words, each type's share in percent, and items per week by type.
// `now` is passed in so the month and the weeks are those of the user's clock. The
// figures are sums over a tally's cells (#domain/history-tally.ts), which the tab keeps
// current one change at a time.
import type { ContentType } from '#domain/tools.ts';
import { dayStart, localDay, type TallyCell, tallyOf } from '#domain/history-tally.ts';

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

function typeShares(cells: readonly TallyCell[], total: number): TypeShare[] {
  const counts = new Map<ContentType, number>();
  for (const cell of cells) counts.set(cell.type, (counts.get(cell.type) ?? 0) + cell.count);
  return [...counts]
    .map(([type, count]) => ({ type, count, percent: sharePercent(count, total) }))
    .sort((a, b) => b.count - a.count || a.type.localeCompare(b.type));
}

function weekBuckets(cells: readonly TallyCell[], now: Date, count: number): WeekBucket[] {
  const current = weekStart(now);
  const weeks: WeekBucket[] = Array.from({ length: count }, (_, index) => {
    const start = new Date(current);
    start.setDate(start.getDate() - 7 * (count - 1 - index));
    return { start, total: 0, byType: {} };
  });
  for (const cell of cells) {
    const start = weekStart(dayStart(cell.day)).getTime();
    const week = weeks.find((bucket) => bucket.start.getTime() === start);
    if (!week) continue;
    week.total += cell.count;
    week.byType[cell.type] = (week.byType[cell.type] ?? 0) + cell.count;
  }
  return weeks;
}

/** The figures from a tally's cells (a sum over at most one cell per type and day). */
export function analyticsOfCells(cells: readonly TallyCell[], now: Date, weeks = CHART_WEEKS): HistoryAnalytics {
  let total = 0;
  let totalWords = 0;
  let thisMonth = 0;
  const month = localDay(now.toISOString()).slice(0, 7);
  for (const cell of cells) {
    total += cell.count;
    totalWords += cell.words;
    if (cell.day.startsWith(month)) thisMonth += cell.count;
  }
  return {
    total,
    thisMonth,
    totalWords,
    averageWords: total === 0 ? 0 : Math.round(totalWords / total),
    byType: typeShares(cells, total),
    weeks: weekBuckets(cells, now, weeks),
  };
}

/** The same figures from a list of items. */
export function historyAnalytics(items: readonly AnalyticsItem[], now: Date, weeks = CHART_WEEKS): HistoryAnalytics {
  return analyticsOfCells(tallyOf(items.map((item, index) => ({ ...item, id: String(index) }))).cells(), now, weeks);
}
