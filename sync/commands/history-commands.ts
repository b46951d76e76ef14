// Content history: what the studio made, listed and filtered on the dashboard. The title
// is made from what was typed and is cut to fit; any other field past its limit is refused.
import type { ContentType } from '../../domain/tools.ts';
import { type Channel, defaultChannel, planProblem } from '../../domain/content-plan.ts';
import type { ContentStatus } from '../../domain/content-statuses.ts';
import { WRITE_ERRORS } from '../../domain/sync-messages.ts';
import { publishedLinkProblem } from '../../domain/publishing.ts';
import { withVersion } from '../../domain/history-versions.ts';
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
    published_at: (input.status ?? 'draft') === 'published' ? now : null,
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

/**
 * A regenerated (or edited) text replaces the entry's; false when the entry is gone
 * (deleted meanwhile). `keepVersion`: the text it had is kept among its versions
 * (a regeneration, a restore), not for an edit typed in place.
 */
export function replaceHistoryText(id: string, text: { title: string; content: string; word_count: number }, options: { keepVersion?: boolean } = {}): Promise<boolean> {
  return runWrite(async ({ db }) => {
    const doc = await db.content_history.findOne(id).exec();
    if (!doc) return false;
    const patch = { ...text, title: fitHeading('content_history', 'title', text.title) };
    refuseOverLimit('content_history', patch);
    const changed = doc.content !== text.content;
    const metadata = options.keepVersion && changed ? { metadata: withVersion(doc.toMutableJSON().metadata ?? {}, { title: doc.title, text: doc.content, at: doc.updated_at }) } : {};
    await doc.incrementalPatch({ ...patch, ...metadata, updated_at: nowTimestamp() });
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

/**
 * Moves several items to `status` at once, as setHistoryStatus moves one (a scheduled
 * item without a date takes `scheduledFor`, or the whole change is refused before any
 * item moves). Answers how many moved (an item deleted meanwhile is skipped).
 */
export function setHistoryStatuses(ids: readonly string[], status: ContentStatus, scheduledFor?: string | null): Promise<number> {
  return runWrite(async (session) => {
    const docs = [...(await session.db.content_history.findByIds([...ids]).exec()).values()];
    const actor = reviewActorOf(session);
    const now = nowTimestamp();
    // Every move checked first, as the review and the plan allow it: one refused, none written.
    const moves = docs.map((doc) => ({ doc, patch: reviewedMove(actor, doc.toMutableJSON() as ContentHistoryDoc, { status, scheduled_for: scheduledFor }, now) }));
    await Promise.all(moves.map(({ doc, patch }) => doc.incrementalPatch(patch)));
    return moves.length;
  });
}

/**
 * Removes an item: the device and the server keep it as deleted (a tombstone), so it can
 * come back. Answers what it removed (null when it was gone already), for an undo.
 */
export function deleteHistoryItem(id: string): Promise<ContentHistoryDoc | null> {
  return runWrite(async ({ db }) => {
    const doc = await db.content_history.findOne(id).exec();
    if (!doc) return null;
    const removed = doc.toMutableJSON() as ContentHistoryDoc;
    await doc.remove();
    return removed;
  });
}

/** Brings back a removed item, with its id, on this device and, once synced, on every other. */
export function restoreHistoryItem(removed: ContentHistoryDoc): Promise<void> {
  return runWrite(async ({ db }) => {
    if (await db.content_history.findOne(removed.id).exec()) return;
    const { _meta, _rev, _attachments, _deleted, ...fields } = removed as ContentHistoryDoc & Record<string, unknown>;
    await db.content_history.insert({ ...(fields as ContentHistoryDoc), updated_at: nowTimestamp() });
  });
}

/** A new draft from an item: its text, metadata and tool, "(copy)" after its title, no date. */
export function duplicateHistoryItem(id: string, copySuffix: string): Promise<ContentHistoryDoc> {
  return runWrite(async ({ db, userId }) => {
    const doc = await db.content_history.findOne(id).exec();
    if (!doc) throw new Error(WRITE_ERRORS.notFound('This item'));
    const copy = historyDoc(userId, {
      content_type: doc.content_type,
      title: `${doc.title} ${copySuffix}`,
      content: doc.content,
      metadata: structuredClone(doc.toMutableJSON().metadata ?? {}),
      word_count: doc.word_count,
      ...(doc.channel ? { channel: doc.channel } : {}),
    });
    refuseOverLimit('content_history', copy);
    await batchedInsert(db.content_history, copy);
    return copy;
  });
}
