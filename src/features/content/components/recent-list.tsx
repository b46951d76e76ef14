// "Recent in this tool": the latest content_history items of one content type,
// live from the device database (new items show at once, offline too).
import { useHistory } from '#sync/history.ts';
import type { ContentType } from '#domain/tools.ts';
import { Badge } from '../../../ui/badge.tsx';
import { formatDateTime } from '../../../ui/format.ts';
import { ReadFailed } from '../../../ui/read-failed.tsx';
import { CONTENT_TEXT } from '../messages.ts';

const RECENT_LIMIT = 5;

export function RecentList({ contentType }: { contentType: ContentType }) {
  const { items, loading, error, retry } = useHistory({ contentType, limit: RECENT_LIMIT });
  const headingId = `recent-${contentType}`;
  return (
    <section aria-labelledby={headingId} className="rounded-xl border border-stone-200 bg-stone-50 p-4 sm:p-6">
      <h3 id={headingId} className="text-sm font-semibold text-stone-900">
        {CONTENT_TEXT.recentHeading}
      </h3>
      {loading ? (
        <p role="status" className="mt-2 text-sm text-stone-600">
          {CONTENT_TEXT.recentLoading}
        </p>
      ) : error ? (
        <ReadFailed error={error} onRetry={retry} compact />
      ) : items.length === 0 ? (
        <p className="mt-2 text-sm text-stone-600">{CONTENT_TEXT.recentEmpty}</p>
      ) : (
        <ul className="mt-3 divide-y divide-stone-200">
          {items.map((item) => (
            <li key={item.id} className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm">
              {/* Up to two lines (the whole title in its tooltip); on a phone the details go below it. */}
              <span title={item.title} className="line-clamp-2 min-w-0 basis-full font-medium text-stone-900 [overflow-wrap:anywhere] sm:flex-1 sm:basis-0">
                {item.title}
              </span>
              <span className="flex items-center gap-2 text-xs text-stone-600">
                <span>{item.word_count} words</span>
                <span>{formatDateTime(item.created_at)}</span>
                <Badge tone="stone">{item.status}</Badge>
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
