import { useMemo } from 'react';
import { useHistory } from '#sync/history.ts';
import { ANALYTICS as A } from '../messages.ts';
import { historyAnalytics } from './history-analytics.ts';
import { formatNumber } from '../../../ui/format.ts';
import { StatCard } from '../../../ui/stat-card.tsx';
import { TypeBreakdown } from './type-breakdown.tsx';
import { WeeklyChart } from './weekly-chart.tsx';

export function AnalyticsTab() {
  const { items } = useHistory();
  const figures = useMemo(() => historyAnalytics(items, new Date()), [items]);
  return (
    <section aria-labelledby="analytics-title">
      <h2 id="analytics-title" className="text-xl font-semibold text-stone-900">
        {A.title}
      </h2>
      <dl className="mt-4 grid grid-cols-2 gap-3 lg:grid-cols-4">
        <StatCard label={A.total} value={formatNumber(figures.total)} />
        <StatCard label={A.thisMonth} value={formatNumber(figures.thisMonth)} />
        <StatCard label={A.totalWords} value={formatNumber(figures.totalWords)} />
        <StatCard label={A.averageWords} value={formatNumber(figures.averageWords)} />
      </dl>
      {figures.total === 0 ? (
        <p className="mt-6 rounded-xl border border-dashed border-stone-300 p-6 text-center text-stone-600">{A.empty}</p>
      ) : (
        <div className="mt-6 grid gap-4 lg:grid-cols-2">
          <TypeBreakdown shares={figures.byType} />
          <WeeklyChart weeks={figures.weeks} />
        </div>
      )}
    </section>
  );
}
