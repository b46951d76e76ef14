import type { ContentHistoryDoc } from '../schemas/content-history-schema.ts';
import { type HistoryFilter, history$, historyCount$ } from '../queries/history-queries.ts';
import { type HistoryTallyView, historyTally$ } from '../queries/history-tally.ts';
import { useLiveQuery } from './use-live-query.ts';

const NONE: ContentHistoryDoc[] = [];

/** Content history, newest first, filtered by content type, status, a title search and a start time; `limit` reads only the newest. */
export function useHistory(filter: HistoryFilter = {}): { items: ContentHistoryDoc[]; loading: boolean } {
  const key = `history|${filter.contentType ?? ''}|${filter.status ?? ''}|${filter.search ?? ''}|${filter.since ?? ''}|${filter.limit ?? ''}`;
  const { data, loading } = useLiveQuery((s) => history$(s.db, filter), key, NONE);
  return { items: data, loading };
}

/** How many history items the user has. */
export function useHistoryCount(): { count: number; loading: boolean } {
  const { data, loading } = useLiveQuery((s) => historyCount$(s.db), 'history-count', 0);
  return { count: data, loading };
}

/** The running tally of the whole history for its analytics; null until the first read is done. */
export function useHistoryTally(): { view: HistoryTallyView | null; loading: boolean } {
  const { data, loading } = useLiveQuery<HistoryTallyView | null>((s) => historyTally$(s.db), 'history-tally', null);
  return { view: data, loading };
}
