import type { ContentHistoryDoc } from '../schemas/content-history-schema.ts';
import { type PlanRange, planned$, unplanned$ } from '../queries/plan-queries.ts';
import { type ReadStatus, useLiveQuery } from './use-live-query.ts';

const NONE: ContentHistoryDoc[] = [];

/** The items planned from `range.from` (included) to `range.to` (excluded), in time order; live. */
export function usePlanned(range: PlanRange): { items: ContentHistoryDoc[] } & ReadStatus {
  const { data, ...status } = useLiveQuery((s) => planned$(s.db, range), `planned|${range.from}|${range.to}`, NONE);
  return { items: data, ...status };
}

/** Drafts and items in review with no date yet, newest first; live. */
export function useUnplanned(): { items: ContentHistoryDoc[] } & ReadStatus {
  const { data, ...status } = useLiveQuery((s) => unplanned$(s.db), 'unplanned', NONE);
  return { items: data, ...status };
}
