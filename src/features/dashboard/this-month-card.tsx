import { useMemo } from 'react';
import { useHistory } from '#sync/history.ts';
import { useUsage } from '#sync/usage.ts';
import { formatNumber } from '../../ui/format.ts';
import { ReadFailed } from '../../ui/read-failed.tsx';
import { THIS_MONTH } from './messages.ts';
import { monthStart, monthSummary } from './month-summary.ts';

export function ThisMonthCard() {
  const now = new Date();
  const since = monthStart(now).toISOString();
  // Only this month's items: the database reads them on its created_at index.
  const { items, loading: itemsLoading, error: itemsError, retry } = useHistory({ since });
  const { records, loading: recordsLoading, error: recordsError } = useUsage(since);
  const error = itemsError ?? recordsError;
  // Until both are read, the figures are not known: never a 0 that is not true.
  const known = !itemsLoading && !recordsLoading;
  const summary = useMemo(() => monthSummary(items, records, new Date()), [items, records]);
  const figures = [
    { label: THIS_MONTH.items, value: summary.items },
    { label: THIS_MONTH.words, value: summary.words },
    { label: THIS_MONTH.credits, value: summary.credits },
  ];
  return (
    <section aria-labelledby="month-title" className="rounded-xl border border-stone-200 bg-white p-5 shadow-sm">
      <h2 id="month-title" className="text-lg font-semibold text-stone-900">
        {THIS_MONTH.title}
      </h2>
      {error ? (
        <ReadFailed error={error} onRetry={retry} compact />
      ) : (
        <dl className="mt-4 grid grid-cols-3 gap-3">
          {figures.map((figure) => (
            <div key={figure.label}>
              <dt className="text-xs text-stone-600 sm:text-sm">{figure.label}</dt>
              <dd className="mt-1 text-2xl font-bold tabular-nums text-stone-900">{known ? formatNumber(figure.value) : THIS_MONTH.pending}</dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}
