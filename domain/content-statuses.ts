/** content_history.status: where a piece of content stands. */
export const CONTENT_STATUSES = ['draft', 'published', 'scheduled', 'archived'] as const;
export type ContentStatus = (typeof CONTENT_STATUSES)[number];
