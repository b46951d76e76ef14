// Team review of a history item: submit, withdraw, approve (with its date), return with a
// note, comment. Each refuses what the database refuses (domain/content-review.ts) and
// appends the thread's entry at once, offline too; the server writes its own entry with
// the same id when the change syncs, and its version replaces the device's.
import { planProblem } from '../../domain/content-plan.ts';
import {
  REVIEW_REFUSALS,
  type ReviewActor,
  type ReviewEntry,
  type ReviewKind,
  approvalAfter,
  moveKind,
  noteProblem,
  readThread,
  reviewRefusal,
  withEntry,
} from '../../domain/content-review.ts';
import type { ContentStatus } from '../../domain/content-statuses.ts';
import { WRITE_ERRORS } from '../../domain/sync-messages.ts';
import { nowTimestamp } from '../db/timestamps.ts';
import type { ContentHistoryDoc } from '../schemas/content-history-schema.ts';
import { newId } from './new-id.ts';
import { reviewActorOf } from './review-actor.ts';
import { runWrite } from './run-write.ts';

type Move = { status: ContentStatus; scheduled_for?: string | null; note?: string | null };

function entry(actor: ReviewActor, kind: ReviewKind, at: string, note: string | null): ReviewEntry {
  return { id: newId(), kind, by: actor.userId, at, note };
}

/**
 * The patch that moves `doc` as the database would: refused with the database's reason,
 * the plan's CHECKs held, the approval and the thread's entry as the server will write them.
 */
export function reviewedMove(actor: ReviewActor, doc: ContentHistoryDoc, move: Move, now = nowTimestamp()): Partial<ContentHistoryDoc> {
  const before = { user_id: doc.user_id, status: doc.status, scheduled_for: doc.scheduled_for ?? null, approved_at: doc.approved_at ?? null };
  const plan = {
    status: move.status,
    scheduled_for: move.scheduled_for === undefined ? before.scheduled_for : move.scheduled_for,
    published_at: move.status === 'published' ? (doc.published_at ?? now) : (doc.published_at ?? null),
  };
  const refused = reviewRefusal(actor, before, plan) ?? planProblem(plan);
  if (refused) throw new Error(refused);
  const kind = moveKind(actor, before, { user_id: doc.user_id, status: move.status });
  const thread = kind ? withEntry(readThread(doc.review_thread), entry(actor, kind, now, move.note?.trim() || null)) : undefined;
  return { ...plan, ...approvalAfter(actor, before, move.status, now), ...(thread ? { review_thread: thread } : {}), updated_at: now };
}

function moveItem(id: string, move: (actor: ReviewActor, doc: ContentHistoryDoc) => Move): Promise<void> {
  return runWrite(async (session) => {
    const doc = await session.db.content_history.findOne(id).exec();
    if (!doc) throw new Error(WRITE_ERRORS.notFound('This item'));
    const actor = reviewActorOf(session);
    const plain = doc.toMutableJSON() as ContentHistoryDoc;
    await doc.incrementalPatch(reviewedMove(actor, plain, move(actor, plain)));
  });
}

/** The move from `from` only, refused with `message` from anywhere else. */
function fromStatus(from: ContentStatus, message: string, move: Move): (actor: ReviewActor, doc: ContentHistoryDoc) => Move {
  return (_, doc) => {
    if (doc.status !== from) throw new Error(message);
    return move;
  };
}

export function submitForReview(id: string): Promise<void> {
  return moveItem(id, fromStatus('draft', REVIEW_REFUSALS.notDraft, { status: 'in_review' }));
}

export function withdrawFromReview(id: string): Promise<void> {
  return moveItem(id, fromStatus('in_review', REVIEW_REFUSALS.notInReview, { status: 'draft' }));
}

/** Approves an item waiting for review: it is scheduled, at `scheduledFor` or the date it has. */
export function approveItem(id: string, scheduledFor?: string | null): Promise<void> {
  return moveItem(id, fromStatus('in_review', REVIEW_REFUSALS.notInReview, { status: 'scheduled', scheduled_for: scheduledFor }));
}

/** Returns an item waiting for review to its author's drafts with a note saying what to change. */
export function returnItem(id: string, note: string): Promise<void> {
  const problem = noteProblem(note, true);
  if (problem) return Promise.reject(new Error(problem));
  return moveItem(id, fromStatus('in_review', REVIEW_REFUSALS.notInReview, { status: 'draft', note }));
}

export function commentOnItem(id: string, note: string): Promise<void> {
  return runWrite(async (session) => {
    const problem = note.trim() ? noteProblem(note, false) : REVIEW_REFUSALS.emptyComment;
    if (problem) throw new Error(problem);
    const doc = await session.db.content_history.findOne(id).exec();
    if (!doc) throw new Error(WRITE_ERRORS.notFound('This item'));
    const now = nowTimestamp();
    const thread = withEntry(readThread(doc.review_thread), entry(reviewActorOf(session), 'commented', now, note.trim()));
    await doc.incrementalPatch({ review_thread: thread, updated_at: now });
  });
}
