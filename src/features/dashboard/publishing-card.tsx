// The dashboard's "To publish": scheduled items whose moment has passed (overdue) and
// those due later today in the studio's day, each with Post now and Mark as published.
// Read from the device, so it works offline. A scheduled item is an approved one, which
// any member may post and mark published (the review's rule; the database decides).
import { useMemo } from 'react';
import { CHANNEL_LABELS } from '#domain/content-plan.ts';
import { deviceTimeZone, duePublishing } from '#domain/publishing.ts';
import { type ContentHistoryDoc, useHistory } from '#sync/history.ts';
import { contentTypeLabel, formatDateTime } from '../../ui/format.ts';
import { PublishActions } from '../../ui/publish/publish-actions.tsx';
import { ReadFailed } from '../../ui/read-failed.tsx';
import { PUBLISHING as P } from './messages.ts';

export function PublishingCard() {
  const { items, loading, error, retry } = useHistory({ status: 'scheduled' });
  const due = useMemo(() => duePublishing(items, new Date(), deviceTimeZone()), [items]);
  return (
    <section aria-labelledby="publishing-title" className="rounded-xl border border-stone-200 bg-white p-5 shadow-sm">
      <h2 id="publishing-title" className="text-lg font-semibold text-stone-900">
        {P.title}
      </h2>
      <p className="mt-1 text-sm text-stone-600">{P.lead}</p>
      {loading ? (
        <p role="status" className="mt-4 text-sm text-stone-600">
          {P.loading}
        </p>
      ) : error ? (
        <ReadFailed error={error} onRetry={retry} compact />
      ) : due.overdue.length === 0 && due.dueToday.length === 0 ? (
        <p className="mt-4 text-sm text-stone-600">{P.none}</p>
      ) : (
        <div className="mt-4 space-y-5">
          <DueList title={P.overdue} items={due.overdue} late />
          <DueList title={P.dueToday} items={due.dueToday} />
        </div>
      )}
    </section>
  );
}

type DueListProps = { title: string; items: ContentHistoryDoc[]; late?: boolean };

function DueList({ title, items, late = false }: DueListProps) {
  if (items.length === 0) return null;
  return (
    <div>
      <h3 className={`text-sm font-semibold ${late ? 'text-red-800' : 'text-stone-800'}`}>
        {title} ({items.length})
      </h3>
      <ul aria-label={title} className="mt-2 divide-y divide-stone-100">
        {items.map((item) => (
          <li key={item.id} className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between">
            <div className="min-w-0">
              <p className="break-words font-medium text-stone-900">{item.title || contentTypeLabel(item.content_type)}</p>
              <p className="text-sm text-stone-600">
                {item.channel ? CHANNEL_LABELS[item.channel] : contentTypeLabel(item.content_type)} · {P.planned(formatDateTime(item.scheduled_for ?? ''))}
              </p>
            </div>
            <div className="flex shrink-0 flex-wrap gap-2">
              <PublishActions item={item} />
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
