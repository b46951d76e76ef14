// The admin analytics tab's data for one period: the totals and per-type figures
// from admin_usage_summary (which refuses anyone but an administrator), the
// newest usage records of the period (since the period start, newest first,
// at most 100) and the active subscriptions.
import { appClient, dataOf, type SupabaseClient } from './admin-request.ts';
import type { AdminPerson, AdminSubscription, UsageRecord, UsageSummary } from './admin-types.ts';
import { loadPeople } from './people.ts';
import { type AnalyticsPeriod, periodStart } from '../../domain/analytics-period.ts';
import { toUsageRecord, toUsageSummary } from './row-mapping.ts';
import { listSubscriptions } from './subscriptions.ts';

/** The usage query reads at most this many rows. */
export const USAGE_QUERY_LIMIT = 100;

export type AnalyticsData = {
  period: AnalyticsPeriod;
  since: string;
  summary: UsageSummary;
  /** Newest first, at most USAGE_QUERY_LIMIT. */
  usage: UsageRecord[];
  activeSubscriptions: AdminSubscription[];
  /** The people behind the usage records' user ids. */
  people: Map<string, AdminPerson>;
};

export async function loadAnalytics(
  period: AnalyticsPeriod,
  client: SupabaseClient = appClient(),
  now: Date = new Date(),
): Promise<AnalyticsData> {
  const since = periodStart(period, now).toISOString();
  const [summary, usage, activeSubscriptions] = await Promise.all([
    client.rpc('admin_usage_summary', { since }),
    client
      .from('usage_tracking')
      .select('id, user_id, content_type, credits_consumed, word_count, created_at')
      .eq('_deleted', false)
      .gte('created_at', since)
      .order('created_at', { ascending: false })
      .limit(USAGE_QUERY_LIMIT),
    // Live subscriptions: paid ones and running trials.
    listSubscriptions(client).then((all) => all.filter((sub) => sub.status === 'active' || sub.status === 'trialing')),
  ]);
  const records = dataOf<Record<string, unknown>[]>(usage).map(toUsageRecord);
  return {
    period,
    since,
    summary: toUsageSummary(dataOf<unknown>(summary)),
    usage: records,
    activeSubscriptions,
    people: await loadPeople(records.map((record) => record.user_id), client),
  };
}
