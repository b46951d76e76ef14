// Content history: what the studio made, listed and filtered on the dashboard. The title
// is made from what was typed and is cut to fit; any other field past its limit is refused.
import type { ContentType } from '../../domain/tools.ts';
import { type Channel, defaultChannel, planProblem } from '../../domain/content-plan.ts';
import type { ContentStatus } from '../../domain/content-statuses.ts';
import { WRITE_ERRORS } from '../../domain/sync-messages.ts';
import { publishedLinkProblem } from '../../domain/publishing.ts';
import type { ContentHistoryDoc } from '../schemas/content-history-schema.ts';
import { nowTimestamp } from '../db/timestamps.ts';
import { batchedInsert } from './insert-batcher.ts';
import { fitHeading, refuseOverLimit } from './limit-guard.ts';
import { newId } from './new-id.ts';
import { reviewActorOf } from './review-actor.ts';
import { reviewedMove } from './review-commands.ts';
import { runWrite } from './run-write.ts';

export type HistoryItemInput = {
  content_type: ContentType;
  title: string;
  content?: string;
  metadata?: Record<string, unknown>;
  status?: ContentStatus;
  word_count?: number;
  /** Defaults to the tool's channel (its platform, when the metadata names one). */
  channel?: Channel;
  /** The instant it is planned for (a scheduled item must have one). */
  scheduled_for?: string | null;
};

function historyDoc(userId: string, input: HistoryItemInput): ContentHistoryDoc {
  const now = nowTimestamp();
  return {
    id: newId(),
    user_id: userId,
    content_type: input.content_type,
    title: fitHeading('content_history', 'title', input.title),
    content: input.content ?? '',
    metadata: input.metadata ?? {},
    status: input.status ?? 'draft',
    word_count: input.word_count ?? 0,
    scheduled_for: input.scheduled_for ?? null,
    channel: input.channel ?? defaultChannel(input.content_type, input.metadata),
    published_at: null,
    published_link: null,
    approved_at: null,
    approved_by: null,
    review_thread: [],
    created_at: now,
    updated_at: now,
    server_modified: null,
  };
}

export function addHistoryItem(input: HistoryItemInput): Promise<ContentHistoryDoc> {
  return runWrite(async ({ db, userId }) => {
    const doc = historyDoc(userId, input);
    refuseOverLimit('content_history', doc);
    const problem = planProblem({ status: doc.status, scheduled_for: doc.scheduled_for ?? null, published_at: doc.published_at ?? null });
    if (problem) throw new Error(problem);
    await batchedInsert(db.content_history, doc);
    return doc;
  });
}

/** A regenerated text replaces the entry's; false when the entry is gone (deleted meanwhile). */
export function replaceHistoryText(id: string, text: { title: string; content: string; word_count: number }): Promise<boolean> {
  return runWrite(async ({ db }) => {
    const doc = await db.content_history.findOne(id).exec();
    if (!doc) return false;
    const patch = { ...text, title: fitHeading('content_history', 'title', text.title) };
    refuseOverLimit('content_history', patch);
    await doc.incrementalPatch({ ...patch, updated_at: nowTimestamp() });
    return true;
  });
}

export type PlanChange = { status: ContentStatus; scheduled_for?: string | null };

/**
 * Moves an item to `status`; a published item records the moment, a scheduled one keeps
 * the date it has or takes `scheduled_for` (an item with neither is refused, as the
 * database refuses it, and so is a move the review keeps to owners).
 */
export function setHistoryStatus(id: string, status: ContentStatus, scheduledFor?: string | null): Promise<void> {
  return runWrite(async (session) => {
    const doc = await session.db.content_history.findOne(id).exec();
    if (!doc) throw new Error(WRITE_ERRORS.notFound('This item'));
    await doc.incrementalPatch(reviewedMove(reviewActorOf(session), doc.toMutableJSON() as ContentHistoryDoc, { status, scheduled_for: scheduledFor }));
  });
}

/**
 * Records that an item went out: published at `published_at` (now unless said), with the
 * post's address when there is one. Its planned date stays, as the plan it kept.
 */
export function markHistoryPublished(id: string, published: { published_at?: string; published_link?: string | null } = {}): Promise<void> {
  return runWrite(async (session) => {
    const doc = await session.db.content_history.findOne(id).exec();
    if (!doc) throw new Error(WRITE_ERRORS.notFound('This item'));
    const link = published.published_link?.trim() || null;
    const problem = link ? publishedLinkProblem(link) : null;
    if (problem) throw new Error(problem);
    const now = nowTimestamp();
    // As the review allows it (staff publish an approved item only), with the thread's entry.
    const move = reviewedMove(reviewActorOf(session), doc.toMutableJSON() as ContentHistoryDoc, { status: 'published' }, now);
    const patch = { ...move, published_at: published.published_at ?? now, published_link: link };
    refuseOverLimit('content_history', patch);
    await doc.incrementalPatch(patch);
  });
}

export function deleteHistoryItem(id: string): Promise<void> {
  return runWrite(async ({ db }) => {
    const doc = await db.content_history.findOne(id).exec();
    if (doc) await doc.remove();
  });
}
