// The owner's dashboard card for a studio with a team: the items waiting for their
// review, longest waiting first, each opening in the history. Live from the device, so
// a staff member's submission shows as soon as it syncs.
import { Link } from '@tanstack/react-router';
import { useAwaitingReview } from '#sync/review.ts';
import { useStudioChoice, useStudioMembers } from '#sync/studio.ts';
import { contentTypeLabel, formatDateTime } from '../../ui/format.ts';
import { memberName } from '../../ui/member-name.ts';
import { ReadFailed } from '../../ui/read-failed.tsx';
import { REVIEW_QUEUE as Q } from './messages.ts';

export function ReviewQueueCard() {
  const { current } = useStudioChoice();
  const members = useStudioMembers();
  if (current?.role !== 'owner' || members.length < 2) return null;
  return <ReviewQueue members={members} />;
}

function ReviewQueue({ members }: { members: ReturnType<typeof useStudioMembers> }) {
  const { items, loading, error, retry } = useAwaitingReview();
  return (
    <section aria-labelledby="review-queue-title" className="rounded-xl border border-stone-200 bg-white p-5 shadow-sm">
      <h2 id="review-queue-title" className="text-lg font-semibold text-stone-900">
        {Q.title}
        {items.length > 0 && <span className="ml-2 rounded-full bg-amber-100 px-2 py-0.5 text-sm font-medium text-amber-900">{items.length}</span>}
      </h2>
      {loading ? (
        <p className="mt-2 text-sm text-stone-600">{Q.loading}</p>
      ) : error ? (
        <div className="mt-2">
          <ReadFailed error={error} onRetry={retry} compact />
        </div>
      ) : items.length === 0 ? (
        <p className="mt-2 text-sm text-stone-600">{Q.empty}</p>
      ) : (
        <ul className="mt-3 divide-y divide-stone-100">
          {items.map((item) => (
            <li key={item.id} className="flex flex-col gap-1 py-2 sm:flex-row sm:items-center sm:justify-between sm:gap-4">
              <Link
                to="/settings"
                search={{ tab: 'history', item: item.id }}
                className="min-w-0 truncate font-medium text-teal-800 underline-offset-2 hover:underline focus-visible:rounded focus-visible:outline-2 focus-visible:outline-teal-700"
              >
                {item.title || contentTypeLabel(item.content_type)}
              </Link>
              <span className="shrink-0 text-sm text-stone-600">
                {Q.meta(memberName(members, item.user_id), contentTypeLabel(item.content_type), formatDateTime(item.updated_at))}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
