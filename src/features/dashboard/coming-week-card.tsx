// The owner's dashboard: "The coming week", the scheduled items of the next seven days in
// the studio's days, per day and channel.
import { useMemo } from 'react';
import { CHANNEL_LABELS } from '#domain/content-plan.ts';
import { comingWeek, deviceTimeZone } from '#domain/publishing.ts';
import { useHistory } from '#sync/history.ts';
import { useStudioChoice } from '#sync/studio.ts';
import { contentTypeLabel } from '../../ui/format.ts';
import { ReadFailed } from '../../ui/read-failed.tsx';
import { COMING_WEEK as W } from './messages.ts';

const dayLabel = new Intl.DateTimeFormat(undefined, { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' });
const timeLabel = new Intl.DateTimeFormat(undefined, { hour: '2-digit', minute: '2-digit' });

export function ComingWeekCard() {
  const { current } = useStudioChoice();
  if (current?.role !== 'owner') return null;
  return <ComingWeek />;
}

function ComingWeek() {
  const { items, loading, error, retry } = useHistory({ status: 'scheduled' });
  const week = useMemo(() => comingWeek(items, new Date(), deviceTimeZone()), [items]);
  const planned = week.reduce((sum, day) => sum + day.channels.reduce((count, group) => count + group.items.length, 0), 0);
  return (
    <section aria-labelledby="coming-week-title" className="rounded-xl border border-stone-200 bg-white p-5 shadow-sm">
      <h2 id="coming-week-title" className="text-lg font-semibold text-stone-900">
        {W.title}
      </h2>
      <p className="mt-1 text-sm text-stone-600">{W.lead}</p>
      {loading ? (
        <p role="status" className="mt-4 text-sm text-stone-600">
          {W.loading}
        </p>
      ) : error ? (
        <ReadFailed error={error} onRetry={retry} compact />
      ) : planned === 0 ? (
        <p className="mt-4 text-sm text-stone-600">{W.empty}</p>
      ) : (
        <ol aria-label={W.title} className="mt-4 space-y-3">
          {week.map((day, index) => (
            <li key={day.day} className="rounded-lg bg-stone-50 p-3">
              <p className="text-sm font-semibold text-stone-900">
                {index === 0 ? `${W.today}, ` : ''}
                {dayLabel.format(new Date(`${day.day}T12:00:00Z`))}
              </p>
              {day.channels.length === 0 ? (
                <p className="text-sm text-stone-500">{W.nothing}</p>
              ) : (
                <ul className="mt-1 space-y-1">
                  {day.channels.map((group) => (
                    <li key={group.channel ?? 'none'} className="text-sm text-stone-700">
                      <span className="font-medium text-stone-900">{group.channel ? CHANNEL_LABELS[group.channel] : W.count(group.items.length)}</span>
                      {': '}
                      {group.items
                        .map((item) => `${timeLabel.format(new Date(item.scheduled_for ?? ''))} ${item.title || contentTypeLabel(item.content_type)}`)
                        .join(' · ')}
                    </li>
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
