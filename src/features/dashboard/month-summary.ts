// The This Month card: content made, words written and credits used since the
// first day of the current month (the user's local time).

type HistoryLike = { word_count: number; created_at: string };
type UsageLike = { credits_consumed: number; created_at: string };

export type MonthSummary = { items: number; words: number; credits: number };

export function monthStart(now: Date): Date {
  return new Date(now.getFullYear(), now.getMonth(), 1);
}

export function monthSummary(history: readonly HistoryLike[], usage: readonly UsageLike[], now: Date): MonthSummary {
  const start = monthStart(now).getTime();
  const inMonth = (iso: string) => new Date(iso).getTime() >= start;
  const items = history.filter((item) => inMonth(item.created_at));
  return {
    items: items.length,
    words: items.reduce((sum, item) => sum + (item.word_count || 0), 0),
    credits: usage.filter((record) => inMonth(record.created_at)).reduce((sum, record) => sum + record.credits_consumed, 0),
  };
}
