// The analytics windows of the admin dashboard (24h, 7d by default, 30d, 90d)
// and the moment each one starts.

export const ANALYTICS_PERIODS = ['24h', '7d', '30d', '90d'] as const;
export type AnalyticsPeriod = (typeof ANALYTICS_PERIODS)[number];

export const DEFAULT_ANALYTICS_PERIOD: AnalyticsPeriod = '7d';

const HOURS: Record<AnalyticsPeriod, number> = { '24h': 24, '7d': 7 * 24, '30d': 30 * 24, '90d': 90 * 24 };

export function periodStart(period: AnalyticsPeriod, now: Date): Date {
  return new Date(now.getTime() - HOURS[period] * 60 * 60 * 1000);
}

export function analyticsPeriodFrom(value: string): AnalyticsPeriod {
  return ANALYTICS_PERIODS.includes(value as AnalyticsPeriod) ? (value as AnalyticsPeriod) : DEFAULT_ANALYTICS_PERIOD;
}
