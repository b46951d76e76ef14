// Analytics: how many items went out per channel and month, from what was marked as
// published (months in the device's time zone, newest first).
import { useMemo } from 'react';
import { CHANNEL_LABELS, CHANNELS } from '#domain/content-plan.ts';
import { deviceTimeZone, publishedPerChannelAndMonth } from '#domain/publishing.ts';
import { useHistory } from '#sync/history.ts';
import { formatNumber } from '../../../ui/format.ts';
import { ReadFailed } from '../../../ui/read-failed.tsx';
import { ANALYTICS as A } from '../messages.ts';

const monthLabel = new Intl.DateTimeFormat(undefined, { month: 'long', year: 'numeric', timeZone: 'UTC' });

export function PublishedByChannel() {
  const { items, loading, error, retry } = useHistory({ status: 'published' });
  const counts = useMemo(() => publishedPerChannelAndMonth(items, deviceTimeZone()), [items]);
  const channels = CHANNELS.filter((channel) => counts.some((entry) => entry.channel === channel));
  const months = [...new Set(counts.map((entry) => entry.month))];
  const count = (month: string, channel: string) => counts.find((entry) => entry.month === month && entry.channel === channel)?.count ?? 0;
  return (
    <section aria-labelledby="published-title" className="mt-6 rounded-xl border border-stone-200 bg-white p-5 shadow-sm">
      <h3 id="published-title" className="font-semibold text-stone-900">
        {A.published}
      </h3>
      <p className="mt-1 text-sm text-stone-600">{A.publishedLead}</p>
      {loading ? (
        <p role="status" className="mt-4 text-sm text-stone-600">
          {A.publishedLoading}
        </p>
      ) : error ? (
        <ReadFailed error={error} onRetry={retry} compact />
      ) : months.length === 0 ? (
        <p className="mt-4 text-sm text-stone-600">{A.publishedEmpty}</p>
      ) : (
        <div className="mt-4 overflow-x-auto">
          <table className="w-full text-left text-sm" aria-labelledby="published-title">
            <thead>
              <tr className="border-b border-stone-200 text-stone-600">
                <th scope="col" className="py-2 pr-4 font-medium">
                  {A.month}
                </th>
                {channels.map((channel) => (
                  <th key={channel} scope="col" className="px-2 py-2 text-right font-medium">
                    {CHANNEL_LABELS[channel]}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {months.map((month) => (
                <tr key={month} className="border-b border-stone-100">
                  <th scope="row" className="py-2 pr-4 font-medium text-stone-900">
                    {monthLabel.format(new Date(`${month}-15T12:00:00Z`))}
                  </th>
                  {channels.map((channel) => (
                    <td key={channel} className="px-2 py-2 text-right tabular-nums text-stone-800">
                      {formatNumber(count(month, channel))}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
