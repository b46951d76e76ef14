// The one way hooks read the device database: subscribe to a live query of the
// signed-in user's data, re-subscribing when the user (database) or the inputs change.
// While someone is signed in and their database is still opening (the screen may draw
// before it has even started), the answer is "loading", not an empty list. A read the
// database could not answer says so (`error`), never as an empty list; `retry` reads
// again every failed read (live-read.ts).
import { useEffect, useState, useSyncExternalStore } from 'react';
import type { Observable } from 'rxjs';
import { firstReadStarted } from '../user-data/first-reads.ts';
import { retryFailedReads, startLiveRead } from './live-read.ts';
import { getAuthState, subscribeAuthState } from '../auth/auth-store.ts';
import { currentUserData, subscribeUserData, type UserDataSession, userDataOpenFailed } from '../user-data/user-data-store.ts';

/** How a live read stands, besides its data: `error` when the device could not read it; `retry` reads again. */
export type ReadStatus = { loading: boolean; error: Error | null; retry: () => void };

export type Live<T> = { data: T } & ReadStatus;

/** One status for several reads of a screen: loading while any is, the first error, one retry for all. */
export function combinedStatus(...reads: ReadStatus[]): ReadStatus {
  return { loading: reads.some((read) => read.loading), error: reads.find((read) => read.error)?.error ?? null, retry: retryFailedReads };
}

export function useUserDataSession(): UserDataSession | null {
  return useSyncExternalStore(subscribeUserData, currentUserData, () => null);
}

const signedIn = () => getAuthState().user !== null;

/** Signed in, with no database open yet and no failed try to open it. */
export function useDatabaseOpening(session: UserDataSession | null): boolean {
  const user = useSyncExternalStore(subscribeAuthState, signedIn, () => false);
  const failed = useSyncExternalStore(subscribeUserData, userDataOpenFailed, () => false);
  return session === null && user && !failed;
}

export function useLiveQuery<T>(select: (session: UserDataSession) => Observable<T>, key: string, empty: T): Live<T> {
  const session = useUserDataSession();
  const opening = useDatabaseOpening(session);
  const [state, setState] = useState<{ data: T; loading: boolean; error: Error | null; for: string }>({ data: empty, loading: true, error: null, for: '' });
  const stateKey = `${session?.userId ?? ''}|${session?.studioId ?? ''}|${key}`;

  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` names the inputs `select` closes over.
  useEffect(() => {
    if (!session || session.db.closed) {
      setState({ data: empty, loading: false, error: null, for: stateKey });
      return;
    }
    const read = startLiveRead({
      db: session.db,
      select: () => select(session),
      empty,
      onChange: (next) => setState({ ...next, for: stateKey }),
      onFirstAnswer: firstReadStarted(),
    });
    return read.stop;
  }, [session, stateKey]);

  if (opening) return { data: empty, loading: true, error: null, retry: retryFailedReads };
  return state.for === stateKey
    ? { data: state.data, loading: state.loading, error: state.error, retry: retryFailedReads }
    : { data: empty, loading: true, error: null, retry: retryFailedReads };
}
