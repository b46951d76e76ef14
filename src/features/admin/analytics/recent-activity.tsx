import { ANALYTICS } from '../messages.ts';
import { contentTypeLabel, formatDateTime } from '../../../ui/format.ts';
import type { AnalyticsView } from './analytics-view.ts';

export function RecentActivity({ rows }: { rows: AnalyticsView['recent'] }) {
  return (
    <section aria-labelledby="analytics-recent" className="rounded-xl border border-stone-200 bg-white p-5 shadow-sm">
      <h3 id="analytics-recent" className="font-semibold text-stone-900">
        {ANALYTICS.recentActivity}
      </h3>
      {rows.length === 0 ? (
        <p className="mt-4 text-sm text-stone-600">{ANALYTICS.noUsage}</p>
      ) : (
        <table className="mt-4 w-full text-left text-sm">
            <thead className="text-stone-600">
              <tr>
                <th scope="col" className="py-2 pr-3 font-medium">{ANALYTICS.columns.user}</th>
                <th scope="col" className="py-2 pr-3 font-medium">{ANALYTICS.columns.content}</th>
                <th scope="col" className="py-2 pr-3 text-right font-medium">{ANALYTICS.columns.credits}</th>
                <th scope="col" className="hidden py-2 pr-4 text-right font-medium sm:table-cell">{ANALYTICS.columns.words}</th>
                <th scope="col" className="py-2 font-medium">{ANALYTICS.columns.when}</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-stone-100">
              {rows.map((row) => (
                <tr key={row.id}>
                  <td className="py-2 pr-3">
                    <span className="font-mono text-stone-900">{row.user}</span>
                    {row.name && <span className="block max-w-40 truncate text-stone-600 sm:max-w-56">{row.name}</span>}
                  </td>
                  <td className="py-2 pr-3">{contentTypeLabel(row.content_type)}</td>
                  <td className="py-2 pr-3 text-right">{row.credits_consumed}</td>
                  <td className="hidden py-2 pr-4 text-right sm:table-cell">{row.word_count ?? '—'}</td>
                  <td className="py-2 text-stone-600">{formatDateTime(row.created_at)}</td>
                </tr>
              ))}
            </tbody>
        </table>
      )}
    </section>
  );
}
