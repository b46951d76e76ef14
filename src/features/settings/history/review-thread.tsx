// An item's review thread, oldest first: who did what, when, with their note.
import { REVIEW_KIND_LABELS, type ReviewEntry } from '#domain/content-review.ts';
import type { KnownMember } from '#sync/studio.ts';
import { formatDateTime } from '../../../ui/format.ts';
import { memberName } from '../../../ui/member-name.ts';
import { REVIEW as R } from './review-messages.ts';

export function ReviewThread({ thread, members }: { thread: readonly ReviewEntry[]; members: readonly KnownMember[] }) {
  return (
    <div className="mt-4">
      <h4 className="text-sm font-semibold text-stone-800">{R.thread}</h4>
      {thread.length === 0 ? (
        <p className="mt-1 text-sm text-stone-600">{R.noThread}</p>
      ) : (
        <ol className="mt-2 space-y-2 border-l-2 border-stone-200 pl-3">
          {thread.map((entry) => (
            <li key={entry.id} className="text-sm">
              <p className="text-stone-800">
                <span className="font-medium">{memberName(members, entry.by)}</span> {REVIEW_KIND_LABELS[entry.kind]}
                <span className="text-stone-600"> · {formatDateTime(entry.at)}</span>
              </p>
              {entry.note && <p className="mt-0.5 whitespace-pre-wrap break-words text-stone-700">{entry.note}</p>}
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
