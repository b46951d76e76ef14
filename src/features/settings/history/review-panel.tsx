// An item's review, in its dialog (a studio with a team): the note it was returned with,
// for its author; the steps the user's role may take from where it stands; its thread.
// Every step is saved on the device first, so it works offline; the database decides.
import { useState } from 'react';
import { REVIEW_NOTE_MAX, type ReviewAction, readThread, returnNote, reviewActions } from '#domain/content-review.ts';
import { type ContentHistoryDoc, setHistoryStatus } from '#sync/history.ts';
import { approveItem, commentOnItem, returnItem, submitForReview, useReviewActor, withdrawFromReview } from '#sync/review.ts';
import { useStudioMembers } from '#sync/studio.ts';
import { Button } from '../../../ui/button.tsx';
import { inputClass, labelClass } from '../../../ui/field.tsx';
import { formatDateTime } from '../../../ui/format.ts';
import { memberName } from '../../../ui/member-name.ts';
import { notifyError, notifySuccess } from '../../../ui/notify.tsx';
import { TextareaField } from '../../../ui/textarea-field.tsx';
import { useOnlineStatus } from '../../../ui/use-online-status.ts';
import { REVIEW as R } from './review-messages.ts';
import { ReviewThread } from './review-thread.tsx';
import { localInputValue } from './schedule-dialog.tsx';

const tomorrowAtNine = (now = new Date()) => new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1, 9, 0);

export function ReviewPanel({ item }: { item: ContentHistoryDoc }) {
  const actor = useReviewActor();
  const members = useStudioMembers();
  const online = useOnlineStatus();
  const [note, setNote] = useState('');
  const [planned, setPlanned] = useState(() => localInputValue(item.scheduled_for ? new Date(item.scheduled_for) : tomorrowAtNine()));
  const [busy, setBusy] = useState<ReviewAction | null>(null);
  const thread = readThread(item.review_thread);
  if (!actor || !actor.team) return null;
  const plan = { user_id: item.user_id, status: item.status, scheduled_for: item.scheduled_for ?? null, approved_at: item.approved_at ?? null };
  const actions = new Set(reviewActions(actor, plan));
  const returned = returnNote(item);
  const owner = actor.role === 'owner';

  const run = async (action: ReviewAction, step: () => Promise<void>) => {
    setBusy(action);
    try {
      await step();
      if (action === 'comment' || action === 'return') setNote('');
      notifySuccess(R.done[action], online ? undefined : R.offline);
    } catch (error) {
      notifyError(R.failed, error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(null);
    }
  };
  const approve = () => {
    const at = new Date(planned);
    return approveItem(item.id, planned && !Number.isNaN(at.getTime()) ? at.toISOString() : item.scheduled_for);
  };

  return (
    <section aria-labelledby={`review-${item.id}`} className="mt-4 rounded-lg border border-stone-200 p-4">
      <h3 id={`review-${item.id}`} className="text-base font-semibold text-stone-900">
        {R.title}
      </h3>
      {returned && (
        <div className="mt-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950" data-testid="return-note">
          <p className="font-semibold">{R.returnedBy(memberName(members, returned.by), formatDateTime(returned.at))}</p>
          <p className="mt-1 whitespace-pre-wrap break-words">{returned.note}</p>
        </div>
      )}
      {item.status === 'in_review' && <p className="mt-2 text-sm text-stone-700">{owner ? R.waitingOwner : R.waiting}</p>}
      {item.approved_at && item.approved_by && (item.status === 'scheduled' || item.status === 'published') && (
        <p className="mt-2 text-sm text-stone-700">{R.approvedBy(memberName(members, item.approved_by), formatDateTime(item.approved_at))}</p>
      )}
      {actions.has('approve') && (
        <div className="mt-3 flex flex-col gap-2 sm:flex-row sm:items-end">
          <div className="sm:w-64">
            <label htmlFor={`planned-${item.id}`} className={labelClass}>
              {R.plannedFor}
            </label>
            <input id={`planned-${item.id}`} type="datetime-local" className={inputClass} value={planned} onChange={(event) => setPlanned(event.target.value)} />
          </div>
          <Button size="sm" busy={busy === 'approve'} onClick={() => run('approve', approve)}>
            {R.approve}
          </Button>
        </div>
      )}
      <div className="mt-3 flex flex-wrap gap-2">
        {actions.has('submit') && (
          <Button size="sm" busy={busy === 'submit'} onClick={() => run('submit', () => submitForReview(item.id))}>
            {R.submit}
          </Button>
        )}
        {actions.has('withdraw') && (
          <Button size="sm" variant="secondary" busy={busy === 'withdraw'} onClick={() => run('withdraw', () => withdrawFromReview(item.id))}>
            {R.withdraw}
          </Button>
        )}
        {actions.has('publish') && (
          <Button size="sm" variant="secondary" busy={busy === 'publish'} onClick={() => run('publish', () => setHistoryStatus(item.id, 'published'))}>
            {R.publish}
          </Button>
        )}
      </div>
      {actions.has('comment') && (
        <div className="mt-3">
          <TextareaField label={R.note} hint={R.noteHint} value={note} onChange={setNote} limit={REVIEW_NOTE_MAX} rows={2} />
          <div className="mt-2 flex flex-wrap gap-2">
            {actions.has('return') && (
              <Button size="sm" variant="secondary" busy={busy === 'return'} onClick={() => run('return', () => returnItem(item.id, note))}>
                {R.returnToDraft}
              </Button>
            )}
            <Button size="sm" variant="secondary" busy={busy === 'comment'} onClick={() => run('comment', () => commentOnItem(item.id, note))}>
              {R.comment}
            </Button>
          </div>
        </div>
      )}
      <ReviewThread thread={thread} members={members} />
    </section>
  );
}
