// The one way hooks read the device database: subscribe to a live query of the
// signed-in user's data, re-subscribing when the user (database) or the inputs change.
// While someone is signed in and their database is still opening (the screen may draw
// before it has even started), the answer is "loading", not an empty list.
import { useEffect, useState, useSyncExternalStore } from 'react';
import type { Observable } from 'rxjs';
import { firstReadStarted } from '../user-data/first-reads.ts';
import { getAuthState, subscribeAuthState } from '../auth/auth-store.ts';
import { currentUserData, subscribeUserData, type UserDataSession, userDataOpenFailed } from '../user-data/user-data-store.ts';

export type Live<T> = { data: T; loading: boolean };

export function useUserDataSession(): UserDataSession | null {
  return useSyncExternalStore(subscribeUserData, currentUserData, () => null);
}

const signedIn = () => getAuthState().user !== null;

/** Signed in, with no database open yet and no failed try to open it. */
function useDatabaseOpening(session: UserDataSession | null): boolean {
  const user = useSyncExternalStore(subscribeAuthState, signedIn, () => false);
  const failed = useSyncExternalStore(subscribeUserData, userDataOpenFailed, () => false);
  return session === null && user && !failed;
}

export function useLiveQuery<T>(select: (session: UserDataSession) => Observable<T>, key: string, empty: T): Live<T> {
  const session = useUserDataSession();
  const opening = useDatabaseOpening(session);
  const [state, setState] = useState<{ data: T; loading: boolean; for: string }>({ data: empty, loading: true, for: '' });
  const stateKey = `${session?.userId ?? ''}|${session?.studioId ?? ''}|${key}`;

  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` names the inputs `select` closes over.
  useEffect(() => {
    if (!session || session.db.closed) {
      setState({ data: empty, loading: false, for: stateKey });
      return;
    }
    const source = select(session);
    const answered = firstReadStarted();
    const subscription = source.subscribe({
      next: (data) => {
        answered();
        setState({ data, loading: false, for: stateKey });
      },
      error: () => {
        answered();
        setState({ data: empty, loading: false, for: stateKey });
      },
    });
    return () => {
      answered();
      subscription.unsubscribe();
    };
  }, [session, stateKey]);

  if (opening) return { data: empty, loading: true };
  return state.for === stateKey ? { data: state.data, loading: state.loading } : { data: empty, loading: true };
}
