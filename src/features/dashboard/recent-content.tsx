import { Link } from '@tanstack/react-router';
import { useHistory } from '#sync/history.ts';
import { CONTENT_STATUS_LABELS } from '#domain/content-statuses.ts';
import { Badge } from '../../ui/badge.tsx';
import { ReadFailed } from '../../ui/read-failed.tsx';
import { contentTypeLabel, formatDate } from '../../ui/format.ts';
import { RECENT } from './messages.ts';

const RECENT_COUNT = 5;

/** The five newest history items with type, date and status. */
export function RecentContent() {
  const { items, loading, error, retry } = useHistory({ limit: RECENT_COUNT });
  return (
    <section aria-labelledby="recent-title" className="rounded-xl border border-stone-200 bg-white p-5 shadow-sm">
      <div className="flex items-baseline justify-between gap-3">
        <h2 id="recent-title" className="text-lg font-semibold text-stone-900">
          {RECENT.title}
        </h2>
        <Link to="/settings" search={{ tab: 'history' }} className="inline-block text-sm font-semibold text-teal-800 underline-offset-2 hover:underline">
          {RECENT.viewAll}
        </Link>
      </div>
      {loading ? (
        // While the device database opens: not "nothing yet" to someone with a year of content.
        <p role="status" className="mt-4 text-sm text-stone-600">
          {RECENT.loading}
        </p>
      ) : error ? (
        <ReadFailed error={error} onRetry={retry} compact />
      ) : items.length === 0 ? (
        <div className="mt-4 text-sm text-stone-600">
          <p>{RECENT.empty}</p>
          <Link to="/content" className="mt-2 inline-block font-semibold text-teal-800 underline underline-offset-2">
            {RECENT.start}
          </Link>
        </div>
      ) : (
        <ul className="mt-4 divide-y divide-stone-100" aria-label={RECENT.title}>
          {items.map((item) => (
            <li key={item.id} className="flex items-start justify-between gap-3 py-3">
              <div className="min-w-0">
                <p className="truncate font-medium text-stone-900" title={item.title || undefined}>
                  {item.title || contentTypeLabel(item.content_type)}
                </p>
                <p className="text-sm text-stone-600">
                  {contentTypeLabel(item.content_type)} · {formatDate(item.created_at)}
                </p>
              </div>
              <Badge tone={item.status === 'published' ? 'teal' : item.status === 'scheduled' ? 'amber' : 'stone'}>
                {CONTENT_STATUS_LABELS[item.status] ?? item.status}
              </Badge>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
