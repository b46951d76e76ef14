// Team review as live reads: the items waiting for review (longest waiting first), one
// item by id (the dialog follows its moves and thread), and who the user is in the studio
// for the review rules.
import { useMemo } from 'react';
import { map, of } from 'rxjs';
import type { ReviewActor } from '../../domain/content-review.ts';
import type { ContentHistoryDoc } from '../schemas/content-history-schema.ts';
import { roleIn } from '../team/studio-choice.ts';
import { type ReadStatus, useLiveQuery, useUserDataSession } from './use-live-query.ts';
import { useStudioChoice } from './use-studio-choice.ts';
import { useStudioMembers } from './use-studio-members.ts';

const NONE: ContentHistoryDoc[] = [];

export function useAwaitingReview(): { items: ContentHistoryDoc[] } & ReadStatus {
  const { data, ...status } = useLiveQuery(
    (s) =>
      s.db.content_history
        .find({ selector: { status: 'in_review' }, sort: [{ created_at: 'asc' }] })
        .$.pipe(map((docs) => docs.map((doc) => doc.toMutableJSON() as ContentHistoryDoc))),
    'awaiting-review',
    NONE,
  );
  return { items: data, ...status };
}

/** One history item, live; null while none is given or the device holds none by that id. */
export function useHistoryItem(id: string | null | undefined): ContentHistoryDoc | null {
  return useLiveQuery(
    (s) => (id ? s.db.content_history.findOne(id).$.pipe(map((doc) => (doc ? (doc.toMutableJSON() as ContentHistoryDoc) : null))) : of(null)),
    `history-item|${id ?? ''}`,
    null,
  ).data;
}

/** The user in the open studio, for the review rules; null while no studio is open. */
export function useReviewActor(): ReviewActor | null {
  const session = useUserDataSession();
  const { current } = useStudioChoice();
  const members = useStudioMembers();
  return useMemo(() => {
    if (!session) return null;
    const role = current?.role ?? roleIn(session.userId, session.studioId);
    return { userId: session.userId, role, team: role === 'staff' || members.length >= 2 };
  }, [session, current, members.length]);
}
