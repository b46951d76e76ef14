import type { ContentHistoryDoc } from '../schemas/content-history-schema.ts';
import { type HistoryFilter, history$ } from '../queries/studio-queries.ts';
import { useLiveQuery } from './use-live-query.ts';

const NONE: ContentHistoryDoc[] = [];

/** Content history, newest first, filtered by content type, status and a title search. */
export function useHistory(filter: HistoryFilter = {}): { items: ContentHistoryDoc[]; loading: boolean } {
  const key = `history|${filter.contentType ?? ''}|${filter.status ?? ''}|${filter.search ?? ''}|${filter.limit ?? ''}`;
  const { data, loading } = useLiveQuery((s) => history$(s.db, filter), key, NONE);
  return { items: data, loading };
}
