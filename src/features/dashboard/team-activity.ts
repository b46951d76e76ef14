// The owner's view of the team: what each member made and spent since the start of the
// week (Monday) or the month, and what was made with each tool. Every member appears,
// also those who made nothing yet; someone who has left keeps their figures.
import type { ContentType } from '#domain/tools.ts';
import { monthStart } from './month-summary.ts';

type HistoryLike = { user_id: string; content_type: ContentType; word_count: number; created_at: string };
type UsageLike = { user_id: string; credits_consumed: number; created_at: string };

export type TeamPeriod = 'week' | 'month';

export type MemberActivity = { userId: string; items: number; words: number; credits: number };

export type TeamActivity = {
  members: MemberActivity[];
  tools: { type: ContentType; items: number }[];
  items: number;
  credits: number;
};

/** Monday 00:00 of the week holding `now` (local time). */
export function weekStart(now: Date): Date {
  const start = new Date(now.getFullYear(), now.getMonth(), now.getDate());
  start.setDate(start.getDate() - ((start.getDay() + 6) % 7));
  return start;
}

export function periodStart(period: TeamPeriod, now: Date): Date {
  return period === 'week' ? weekStart(now) : monthStart(now);
}

export function teamActivity(
  history: readonly HistoryLike[],
  usage: readonly UsageLike[],
  memberIds: readonly string[],
  since: Date,
): TeamActivity {
  const from = since.getTime();
  const inPeriod = (iso: string) => new Date(iso).getTime() >= from;
  const byMember = new Map<string, MemberActivity>();
  const member = (userId: string) => {
    let entry = byMember.get(userId);
    if (!entry) {
      entry = { userId, items: 0, words: 0, credits: 0 };
      byMember.set(userId, entry);
    }
    return entry;
  };
  for (const id of memberIds) member(id);
  const byTool = new Map<ContentType, number>();
  let items = 0;
  let credits = 0;
  for (const item of history) {
    if (!inPeriod(item.created_at)) continue;
    const entry = member(item.user_id);
    entry.items += 1;
    entry.words += item.word_count || 0;
    byTool.set(item.content_type, (byTool.get(item.content_type) ?? 0) + 1);
    items += 1;
  }
  for (const record of usage) {
    if (!inPeriod(record.created_at)) continue;
    member(record.user_id).credits += record.credits_consumed;
    credits += record.credits_consumed;
  }
  return {
    members: [...byMember.values()].sort((a, b) => b.items - a.items || b.credits - a.credits),
    tools: [...byTool.entries()].map(([type, count]) => ({ type, items: count })).sort((a, b) => b.items - a.items || a.type.localeCompare(b.type)),
    items,
    credits,
  };
}
