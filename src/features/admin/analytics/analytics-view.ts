// What the analytics tab shows, computed from the loaded data: the four stat
// cards, the per-type usage list with shares (most used first, then by name, as admin_usage_summary orders it), the top 5 content types, the active
// subscriptions per plan and the 20 newest usage records with user ids cut to 8
// characters.
import type { AdminSubscription, AnalyticsData, UsageRecord } from '#sync/admin.ts';

export const RECENT_ACTIVITY_ROWS = 20;
export const TOP_CONTENT_TYPES = 5;
export const USER_ID_CHARS = 8;

export type TypeUsage = { contentType: string; uses: number; credits: number; words: number; users: number; share: number };

export type AnalyticsView = {
  activeUsers: number;
  subscriptions: number;
  creditsUsed: number;
  uses: number;
  topContent: string | null;
  usageByType: TypeUsage[];
  topTypes: TypeUsage[];
  plans: { name: string; count: number; credits_used: number }[];
  /** `user`: the short id; `name`: the person's own name beside it ('' when unknown). */
  recent: (Omit<UsageRecord, 'user_id'> & { user: string; name: string })[];
};

export function shortUserId(id: string): string {
  return id.slice(0, USER_ID_CHARS);
}

/** Active subscriptions per plan, most subscribers first (then by name). */
export function countByPlan(subscriptions: readonly AdminSubscription[]): AnalyticsView['plans'] {
  const byPlan = new Map<string, { name: string; count: number; credits_used: number }>();
  for (const subscription of subscriptions) {
    const name = subscription.plan?.name || 'No plan';
    const entry = byPlan.get(name) ?? { name, count: 0, credits_used: 0 };
    entry.count += 1;
    entry.credits_used += subscription.credits_used;
    byPlan.set(name, entry);
  }
  return [...byPlan.values()].sort((a, b) => b.count - a.count || a.name.localeCompare(b.name));
}

export function buildAnalyticsView(data: AnalyticsData): AnalyticsView {
  const { summary } = data;
  const totalUses = summary.by_type.reduce((sum, type) => sum + type.uses, 0);
  const usageByType = [...summary.by_type]
    .sort((a, b) => b.uses - a.uses || a.content_type.localeCompare(b.content_type))
    .map((type) => ({
      contentType: type.content_type,
      uses: type.uses,
      credits: type.credits,
      words: type.words,
      users: type.users,
      share: totalUses > 0 ? Math.round((type.uses / totalUses) * 100) : 0,
    }));
  return {
    activeUsers: summary.active_users,
    subscriptions: data.activeSubscriptions.length,
    creditsUsed: summary.credits,
    uses: summary.uses,
    topContent: usageByType[0]?.contentType ?? null,
    usageByType,
    topTypes: usageByType.slice(0, TOP_CONTENT_TYPES),
    plans: countByPlan(data.activeSubscriptions),
    recent: data.usage
      .slice(0, RECENT_ACTIVITY_ROWS)
      .map(({ user_id, ...record }) => ({ ...record, user: shortUserId(user_id), name: data.people.get(user_id)?.name ?? '' })),
  };
}
