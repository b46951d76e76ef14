// Team review of a history item. In a studio of two or more members staff submit,
// withdraw, comment, and mark an approved item as published; only owners approve (to
// scheduled), move a scheduled item's date or publish an item never approved. A studio of
// one needs no review. The database's trigger (migration 1800) holds the same rules and
// writes the thread; a device appends the same entry so its screens show it offline.
import type { ContentStatus } from './content-statuses.ts';

export const REVIEW_THREAD_MAX = 50;
export const REVIEW_NOTE_MAX = 1000;

export const REVIEW_KINDS = ['submitted', 'withdrawn', 'approved', 'returned', 'commented', 'published'] as const;
export type ReviewKind = (typeof REVIEW_KINDS)[number];

export type ReviewEntry = { id: string; kind: ReviewKind; by: string; at: string; note: string | null };

export const REVIEW_KIND_LABELS: Record<ReviewKind, string> = {
  submitted: 'submitted it for review',
  withdrawn: 'withdrew it from review',
  approved: 'approved it',
  returned: 'returned it to draft',
  commented: 'commented',
  published: 'marked it published',
};

/** Who acts, in the studio the device works in. */
export type ReviewActor = { userId: string; role: 'owner' | 'staff'; team: boolean };

/** What of an item the rules read. */
export type ReviewedItem = { user_id: string; status: ContentStatus; scheduled_for: string | null; approved_at: string | null };

export const REVIEW_REFUSALS = {
  approve: 'Only an owner of the studio can approve an item for scheduling.',
  moveDate: 'Only an owner of the studio can change the date of a scheduled item.',
  publishUnapproved: 'Only an owner of the studio can publish an item that was not approved.',
  notInReview: 'This item is not waiting for review.',
  notDraft: 'Only a draft can be submitted for review.',
  needsNote: 'Write a note for the author: what should change?',
  emptyComment: 'Write a comment first.',
  noteTooLong: `A note is at most ${REVIEW_NOTE_MAX.toLocaleString('en-US')} characters.`,
} as const;

/** Whether the actor's changes pass through review: staff in a studio of two or more. */
export function isReviewed(actor: ReviewActor): boolean {
  return actor.team && actor.role !== 'owner';
}

const sameMoment = (a: string | null, b: string | null) => (a && b ? Date.parse(a) === Date.parse(b) : a === b);

/** Why the database refuses to move `before` to `after` for this actor, or null (the trigger's rules). */
export function reviewRefusal(actor: ReviewActor, before: ReviewedItem | null, after: Pick<ReviewedItem, 'status' | 'scheduled_for'>): string | null {
  if (!isReviewed(actor)) return null;
  const was = before?.status ?? null;
  if (after.status === 'scheduled' && was !== 'scheduled') return REVIEW_REFUSALS.approve;
  if (after.status === 'scheduled' && !sameMoment(after.scheduled_for, before?.scheduled_for ?? null)) return REVIEW_REFUSALS.moveDate;
  if (after.status === 'published' && was !== 'published' && !before?.approved_at) return REVIEW_REFUSALS.publishUnapproved;
  return null;
}

/** The thread entry a move gets, as the trigger names it, or null (archiving, no move). */
export function moveKind(actor: ReviewActor, before: Pick<ReviewedItem, 'status'> | null, after: Pick<ReviewedItem, 'user_id' | 'status'>): ReviewKind | null {
  const was = before?.status ?? null;
  if (was === after.status) return null;
  if (after.status === 'in_review') return 'submitted';
  if (after.status === 'draft' && (was === 'in_review' || was === 'scheduled')) {
    return actor.team && actor.role === 'owner' && actor.userId !== after.user_id ? 'returned' : 'withdrawn';
  }
  if (after.status === 'scheduled') return 'approved';
  if (after.status === 'published') return 'published';
  return null;
}

/** The approval an item keeps after a move (the trigger stamps the server's). */
export function approvalAfter(actor: ReviewActor, before: ReviewedItem | null, status: ContentStatus, now: string): { approved_at: string | null; approved_by: string | null } | null {
  if (status === 'draft' || status === 'in_review') return { approved_at: null, approved_by: null };
  if ((status === 'scheduled' && before?.status !== 'scheduled') || (status === 'published' && !before?.approved_at)) {
    return { approved_at: now, approved_by: actor.userId };
  }
  return null;
}

/** A note as a thread keeps it: trimmed; null when blank; a message when too long. */
export function noteProblem(note: string, required: boolean): string | null {
  const trimmed = note.trim();
  if (required && !trimmed) return REVIEW_REFUSALS.needsNote;
  if ([...trimmed].length > REVIEW_NOTE_MAX) return REVIEW_REFUSALS.noteTooLong;
  return null;
}

/** The thread with `entry` added, the newest REVIEW_THREAD_MAX kept. */
export function withEntry(thread: readonly ReviewEntry[], entry: ReviewEntry): ReviewEntry[] {
  return [...thread, entry].slice(-REVIEW_THREAD_MAX);
}

function isEntry(value: unknown): value is ReviewEntry {
  const entry = value as Partial<ReviewEntry> | null;
  return (
    typeof entry?.id === 'string' &&
    typeof entry.by === 'string' &&
    typeof entry.at === 'string' &&
    (REVIEW_KINDS as readonly string[]).includes(entry.kind ?? '') &&
    (entry.note === null || entry.note === undefined || typeof entry.note === 'string')
  );
}

/** A stored thread as entries (anything else dropped), oldest first. */
export function readThread(value: unknown): ReviewEntry[] {
  if (!Array.isArray(value)) return [];
  return value.filter(isEntry).map((entry) => ({ ...entry, note: entry.note ?? null }));
}

/** The note of the return that made this draft, for its author; null when it was not returned. */
export function returnNote(item: { status: ContentStatus; review_thread?: unknown }): ReviewEntry | null {
  if (item.status !== 'draft') return null;
  const last = readThread(item.review_thread).filter((entry) => entry.kind !== 'commented').at(-1);
  return last?.kind === 'returned' ? last : null;
}

export type ReviewAction = 'submit' | 'withdraw' | 'approve' | 'return' | 'publish' | 'comment';

/** What the actor may do with the item from where it stands. */
export function reviewActions(actor: ReviewActor, item: ReviewedItem): ReviewAction[] {
  const actions: ReviewAction[] = [];
  const reviewed = isReviewed(actor);
  if (item.status === 'draft' && actor.team) actions.push('submit');
  if (item.status === 'in_review') {
    if (reviewed || actor.userId === item.user_id) actions.push('withdraw');
    if (!reviewed) actions.push('approve', 'return');
  }
  if (item.status === 'scheduled' && (!reviewed || item.approved_at)) actions.push('publish');
  if (actor.team) actions.push('comment');
  return actions;
}
