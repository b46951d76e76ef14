import { useEffect, useState, useSyncExternalStore } from 'react';
import { of } from 'rxjs';
import { getAuthState, subscribeAuthState } from '../auth/auth-store.ts';
import { forgetHistoryAhead, historyAheadAnswered, historyAheadDrawn, readHistoryAhead } from './history-ahead.ts';
import type { ContentHistoryDoc } from '../schemas/content-history-schema.ts';
import { type HistoryFilter, history$, historyCount$ } from '../queries/history-queries.ts';
import { type HistoryTallyView, historyTally$ } from '../queries/history-tally.ts';
import type { UserDataSession } from '../user-data/user-data-store.ts';
import { combinedStatus, type ReadStatus, useLiveQuery, useUserDataSession } from './use-live-query.ts';

const NONE: ContentHistoryDoc[] = [];

/** Content history, newest first, filtered by content type, status, a title search and a start time; `limit` reads only the newest. */
export function useHistory(filter: HistoryFilter = {}): { items: ContentHistoryDoc[] } & ReadStatus {
  const key = `history|${filter.contentType ?? ''}|${filter.status ?? ''}|${filter.search ?? ''}|${filter.since ?? ''}|${filter.limit ?? ''}`;
  const { data, ...status } = useLiveQuery((s) => history$(s.db, filter), key, NONE);
  return { items: data, ...status };
}

/** How many history items the user has. */
export function useHistoryCount(): { count: number } & ReadStatus {
  const { data, ...status } = useLiveQuery((s) => historyCount$(s.db), 'history-count', 0);
  return { count: data, ...status };
}

/** The running tally of the whole history for its analytics; null until the first read is done. */
export function useHistoryTally(): { view: HistoryTallyView | null } & ReadStatus {
  const { data, ...status } = useLiveQuery<HistoryTallyView | null>((s) => historyTally$(s.db), 'history-tally', null);
  return { view: data, ...status };
}

const signedInUser = () => getAuthState().user?.id ?? null;

/** The newest items read from disk, and how many there are once counted (null until then). */
type OnDisk = { items: ContentHistoryDoc[]; total: number | null };

/**
 * While the signed-in user's device database is not open yet (`opening`): the newest
 * `limit` items of the studio it will open, read straight from IndexedDB
 * (history-on-disk.ts), then their count; kept while `keep` (until the live reads have
 * answered). Null when not read yet, when the device has nothing, and after.
 */
function useHistoryOnDisk(limit: number, opening: boolean, keep: boolean): OnDisk | null {
  const userId = useSyncExternalStore(subscribeAuthState, signedInUser, () => null);
  // Read before the screen's first render (the page's start waits a moment for it: src/app/read-ahead.ts): drawn in it.
  const [read, setRead] = useState<{ userId: string; value: OnDisk } | null>(() => {
    if (!opening || !userId) return null;
    const answered = historyAheadAnswered(userId, limit);
    return answered ? { userId, value: { items: answered.items, total: null } } : null;
  });
  useEffect(() => {
    if (!opening || !userId) {
      forgetHistoryAhead();
      return;
    }
    let wanted = true;
    void readHistoryAhead(userId, limit).then((value) => {
      if (!wanted || !value) return;
      // The rows at once (unless the first render drew them); the count (a walk of every entry) when it has answered.
      setRead((current) => (current?.userId === userId && current.value.items === value.items ? current : { userId, value: { items: value.items, total: null } }));
      void value.total.then((total) => {
        if (wanted && total !== null) setRead({ userId, value: { items: value.items, total } });
      });
    });
    return () => {
      wanted = false;
    };
  }, [opening, userId, limit]);
  useEffect(() => {
    // Drawn: the device database may start (it waits on a reload of this screen: src/app/first-screen.ts).
    if (read) historyAheadDrawn();
  }, [read]);
  const wanted = opening || keep;
  useEffect(() => {
    // Read again the next time (another studio, or the same one later), never shown stale.
    if (!wanted) setRead(null);
  }, [wanted]);
  return wanted && read?.userId === userId ? read.value : null;
}

/**
 * The newest `pageSize` items at once, then every item: with a year of content the
 * whole list takes a moment to read, and the first rows should not wait for it. The
 * whole read starts only once the page has been read from an open database, so the
 * two never compete for it (while the database opens, both would start together).
 * Until the database is open, the page is the one on disk (useHistoryOnDisk).
 * `loading`: no rows are known yet (an empty list is not "no content" until the device
 * has answered); `total`: null until counted.
 */
export function useWholeHistory(pageSize: number): { items: ContentHistoryDoc[]; total: number | null } & ReadStatus {
  const session = useUserDataSession();
  const page = useHistory({ limit: pageSize });
  const pageRead = session !== null && !page.loading;
  const [wholeFor, setWholeFor] = useState<UserDataSession | null>(null);
  const whole = wholeFor !== null && wholeFor === session;
  useEffect(() => {
    if (!pageRead || whole) return;
    const timer = setTimeout(() => setWholeFor(session), 0);
    return () => clearTimeout(timer);
  }, [pageRead, whole, session]);
  // Until then the page is all there is: no second read of it.
  const all = useLiveQuery((s) => (whole ? history$(s.db) : of(NONE)), whole ? 'history-whole' : 'history-whole-waiting', NONE);
  const counted = useHistoryCount();
  const onDisk = useHistoryOnDisk(pageSize, session === null, page.loading || counted.loading);
  // A failed read of the page or the whole list says so; a count that failed leaves the total unknown.
  const { error, retry } = combinedStatus(page, all);
  if (error) return { items: page.items, total: null, loading: false, error, retry };
  if (onDisk && page.loading) return { items: onDisk.items, total: onDisk.total, loading: false, error, retry };
  if (whole && !all.loading) return { items: all.data, total: all.data.length, loading: false, error, retry };
  const total = counted.loading || counted.error ? (onDisk?.total ?? null) : Math.max(counted.count, page.items.length);
  return { items: page.items, total, loading: page.loading, error, retry };
}
