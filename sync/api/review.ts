// Public surface: team review of the studio's history items.
export { approveItem, commentOnItem, returnItem, submitForReview, withdrawFromReview } from '../commands/review-commands.ts';
export { useAwaitingReview, useHistoryItem, useReviewActor } from '../hooks/use-review.ts';
