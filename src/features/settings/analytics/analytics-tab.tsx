import { useMemo } from 'react';
import { useHistoryTally } from '#sync/history.ts';
import { ANALYTICS as A } from '../messages.ts';
import { analyticsOfCells } from './history-analytics.ts';
import { formatNumber } from '../../../ui/format.ts';
import { ReadFailed } from '../../../ui/read-failed.tsx';
import { StatCard } from '../../../ui/stat-card.tsx';
import { TypeBreakdown } from './type-breakdown.tsx';
import { WeeklyChart } from './weekly-chart.tsx';
import { PublishedByChannel } from './published-by-channel.tsx';

export function AnalyticsTab() {
  // A running tally, not the whole history: a change moves the figures by one item.
  const { view, error, retry } = useHistoryTally();
  const figures = useMemo(() => analyticsOfCells(view ? view.tally.cells() : [], new Date()), [view]);
  const shown = (value: number) => (view ? formatNumber(value) : '…');
  return (
    <section aria-labelledby="analytics-title">
      <h2 id="analytics-title" className="text-xl font-semibold text-stone-900">
        {A.title}
      </h2>
      <dl className="mt-4 grid grid-cols-2 gap-3 lg:grid-cols-4">
        <StatCard label={A.total} value={shown(figures.total)} />
        <StatCard label={A.thisMonth} value={shown(figures.thisMonth)} />
        <StatCard label={A.totalWords} value={shown(figures.totalWords)} />
        <StatCard label={A.averageWords} value={shown(figures.averageWords)} />
      </dl>
      {error ? (
        <div className="mt-6">
          <ReadFailed error={error} onRetry={retry} />
        </div>
      ) : !view ? (
        <p className="mt-6 text-sm text-stone-600" role="status">
          {A.loading}
        </p>
      ) : figures.total === 0 ? (
        <p className="mt-6 rounded-xl border border-dashed border-stone-300 p-6 text-center text-stone-600">{A.empty}</p>
      ) : (
        <div className="mt-6 grid gap-4 lg:grid-cols-2">
          <TypeBreakdown shares={figures.byType} />
          <WeeklyChart weeks={figures.weeks} />
        </div>
      )}
      {view && figures.total > 0 && <PublishedByChannel />}
    </section>
  );
}
