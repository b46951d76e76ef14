// Usage analytics for a period: four stat cards, usage per content type, the top
// five types, active subscriptions per plan and the latest activity. New usage
// shows while the tab is open (useLiveAnalytics).
import { useState } from 'react';
import { loadAnalytics } from '#sync/admin.ts';
import { ANALYTICS_PERIODS, type AnalyticsPeriod, analyticsPeriodFrom, DEFAULT_ANALYTICS_PERIOD } from '#domain/analytics-period.ts';
import { Button } from '../../../ui/button.tsx';
import { ANALYTICS } from '../messages.ts';
import { contentTypeLabel } from '../../../ui/format.ts';
import { QueryState } from '../shared/query-state.tsx';
import { SelectField } from '../../../ui/select-field.tsx';
import { useRemoteQuery } from '../../../ui/use-remote-query.ts';
import { ActiveSubscriptionsList, TopTypesList, UsageByTypeList } from './analytics-lists.tsx';
import { buildAnalyticsView } from './analytics-view.ts';
import { RecentActivity } from './recent-activity.tsx';
import { StatCard } from '../../../ui/stat-card.tsx';
import { useLiveAnalytics } from './use-live-analytics.ts';

const PERIOD_OPTIONS = ANALYTICS_PERIODS.map((period) => ({ value: period, label: ANALYTICS.periods[period] }));

export function AnalyticsTab() {
  const [period, setPeriod] = useState<AnalyticsPeriod>(DEFAULT_ANALYTICS_PERIOD);
  const query = useRemoteQuery(() => loadAnalytics(period), period, { failureToast: { title: ANALYTICS.loadFailed } });
  useLiveAnalytics(period, query.update);
  const view = query.data ? buildAnalyticsView(query.data) : null;
  return (
    <section aria-labelledby="analytics-title">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <h2 id="analytics-title" className="text-xl font-semibold text-stone-900">
          {ANALYTICS.title}
        </h2>
        <div className="flex items-end gap-3">
          <SelectField
            className="w-44"
            label={ANALYTICS.periodLabel}
            options={PERIOD_OPTIONS}
            value={period}
            onChange={(value) => setPeriod(analyticsPeriodFrom(value))}
          />
          <Button variant="secondary" onClick={query.reload} busy={query.loading && query.data !== null}>
            {ANALYTICS.refresh}
          </Button>
        </div>
      </div>
      <div className="mt-6">
        <QueryState query={query} loadingText={ANALYTICS.loading} failedText={ANALYTICS.loadFailed} />
        {view && (
          <div className="space-y-8">
            <ul aria-label={ANALYTICS.summary} className="grid grid-cols-2 gap-4 lg:grid-cols-4">
              <StatCard within="ul" label={ANALYTICS.activeUsers} value={view.activeUsers} note={ANALYTICS.activeUsersNote} />
              <StatCard within="ul" label={ANALYTICS.subscriptions} value={view.subscriptions} note={ANALYTICS.subscriptionsNote} />
              <StatCard within="ul" label={ANALYTICS.creditsUsed} value={view.creditsUsed} note={ANALYTICS.creditsNote(view.uses)} />
              <StatCard within="ul" label={ANALYTICS.topContent} value={view.topContent ? contentTypeLabel(view.topContent) : ANALYTICS.none} />
            </ul>
            <div className="grid gap-6 lg:grid-cols-2">
              <UsageByTypeList types={view.usageByType} />
              <TopTypesList types={view.topTypes} />
              <ActiveSubscriptionsList plans={view.plans} />
            </div>
            <RecentActivity rows={view.recent} />
          </div>
        )}
      </div>
    </section>
  );
}
