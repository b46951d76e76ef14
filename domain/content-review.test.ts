import { describe, expect, it } from 'vitest';
import {
  REVIEW_REFUSALS,
  REVIEW_THREAD_MAX,
  type ReviewActor,
  type ReviewEntry,
  type ReviewedItem,
  approvalAfter,
  moveKind,
  noteProblem,
  readThread,
  returnNote,
  reviewActions,
  reviewRefusal,
  withEntry,
} from './content-review.ts';

const owner: ReviewActor = { userId: 'owner', role: 'owner', team: true };
const staff: ReviewActor = { userId: 'staff', role: 'staff', team: true };
const solo: ReviewActor = { userId: 'owner', role: 'owner', team: false };
const item = (fields: Partial<ReviewedItem> = {}): ReviewedItem => ({ user_id: 'staff', status: 'draft', scheduled_for: null, approved_at: null, ...fields });
const date = '2026-12-24T08:30:00.000Z';

describe('who may move an item in a team studio', () => {
  it('refuses staff an approval, a moved date of a scheduled item, and publishing what was never approved', () => {
    expect(reviewRefusal(staff, item({ status: 'in_review' }), { status: 'scheduled', scheduled_for: date })).toBe(REVIEW_REFUSALS.approve);
    const scheduled = item({ status: 'scheduled', scheduled_for: date, approved_at: date });
    expect(reviewRefusal(staff, scheduled, { status: 'scheduled', scheduled_for: '2026-12-25T08:30:00.000Z' })).toBe(REVIEW_REFUSALS.moveDate);
    expect(reviewRefusal(staff, scheduled, { status: 'scheduled', scheduled_for: '2026-12-24T08:30:00Z' })).toBeNull();
    expect(reviewRefusal(staff, item(), { status: 'published', scheduled_for: null })).toBe(REVIEW_REFUSALS.publishUnapproved);
    expect(reviewRefusal(staff, scheduled, { status: 'published', scheduled_for: date })).toBeNull();
  });

  it('lets staff submit and withdraw, and owners and a studio of one do everything', () => {
    expect(reviewRefusal(staff, item(), { status: 'in_review', scheduled_for: null })).toBeNull();
    expect(reviewRefusal(staff, item({ status: 'in_review' }), { status: 'draft', scheduled_for: null })).toBeNull();
    for (const actor of [owner, solo]) {
      expect(reviewRefusal(actor, item(), { status: 'scheduled', scheduled_for: date })).toBeNull();
      expect(reviewRefusal(actor, item(), { status: 'published', scheduled_for: null })).toBeNull();
    }
  });
});

describe('the thread', () => {
  it('names each move as the server does', () => {
    expect(moveKind(staff, item(), item({ status: 'in_review' }))).toBe('submitted');
    expect(moveKind(staff, item({ status: 'in_review' }), item())).toBe('withdrawn');
    expect(moveKind(owner, item({ status: 'in_review' }), item())).toBe('returned');
    expect(moveKind(owner, item({ status: 'in_review', user_id: 'owner' }), item({ user_id: 'owner' }))).toBe('withdrawn');
    expect(moveKind(owner, item({ status: 'in_review' }), item({ status: 'scheduled' }))).toBe('approved');
    expect(moveKind(staff, item({ status: 'scheduled' }), item({ status: 'published' }))).toBe('published');
    expect(moveKind(staff, item({ status: 'published' }), item({ status: 'archived' }))).toBeNull();
  });

  it('approves on scheduling, forgets the approval back in draft, keeps it when published', () => {
    expect(approvalAfter(owner, item({ status: 'in_review' }), 'scheduled', date)).toEqual({ approved_at: date, approved_by: 'owner' });
    expect(approvalAfter(owner, item({ status: 'scheduled', approved_at: date }), 'draft', date)).toEqual({ approved_at: null, approved_by: null });
    expect(approvalAfter(staff, item({ status: 'scheduled', approved_at: date }), 'published', date)).toBeNull();
  });

  it('keeps the newest entries, reads only well-formed ones, and shows the return note on the draft', () => {
    const entry = (n: number, kind: ReviewEntry['kind'] = 'commented', note: string | null = `note ${n}`): ReviewEntry => ({ id: `e${n}`, kind, by: 'owner', at: date, note });
    let thread: ReviewEntry[] = [];
    for (let n = 0; n < REVIEW_THREAD_MAX + 5; n += 1) thread = withEntry(thread, entry(n));
    expect([thread.length, thread[0]?.id]).toEqual([REVIEW_THREAD_MAX, 'e5']);
    expect(readThread([entry(1), { id: 2 }, 'x', { ...entry(3), kind: 'liked' }])).toEqual([entry(1)]);
    const returned = [entry(1, 'submitted', null), entry(2, 'returned', 'Add the price'), entry(3)];
    expect(returnNote({ status: 'draft', review_thread: returned })?.note).toBe('Add the price');
    expect(returnNote({ status: 'in_review', review_thread: returned })).toBeNull();
    expect(returnNote({ status: 'draft', review_thread: [...returned, entry(4, 'submitted', null), entry(5, 'withdrawn', null)] })).toBeNull();
  });

  it('asks a return for its note and holds notes to their length', () => {
    expect(noteProblem('  ', true)).toBe(REVIEW_REFUSALS.needsNote);
    expect(noteProblem('', false)).toBeNull();
    expect(noteProblem('🌿'.repeat(1000), true)).toBeNull();
    expect(noteProblem('a'.repeat(1001), false)).toBe(REVIEW_REFUSALS.noteTooLong);
  });
});

describe('the actions each role sees', () => {
  it('offers staff submit and withdraw, owners approve and return, and nothing of review in a studio of one', () => {
    expect(reviewActions(staff, item())).toEqual(['submit', 'comment']);
    expect(reviewActions(staff, item({ status: 'in_review' }))).toEqual(['withdraw', 'comment']);
    expect(reviewActions(owner, item({ status: 'in_review' }))).toEqual(['approve', 'return', 'comment']);
    expect(reviewActions(staff, item({ status: 'scheduled', approved_at: date }))).toEqual(['publish', 'comment']);
    expect(reviewActions(solo, item({ user_id: 'owner' }))).toEqual([]);
  });
});
