// Gives every screen the signed-in user, the session, the loading flag, whether the
// user is an administrator, and sign-out. The state itself lives in sync/auth. Once
// someone is signed in, the device database follows the session (sync/user-data);
// it is loaded on demand so that signed-out visitors never download RxDB.
import { createContext, type ReactNode, use, useEffect, useMemo } from 'react';
import { getAuthState, isAdministrator, type Session, startAuthSync, useAuthState, type User } from '#sync/auth.ts';
import { preloadDeviceDatabase } from '#sync/device-data-preload.ts';
import { warmIntlOffThread } from '../ui/intl-warm.ts';

export type AuthContextValue = {
  user: User | null;
  session: Session | null;
  loading: boolean;
  isAdmin: boolean;
  signOut: () => Promise<{ error: Error | null }>;
};

const AuthContext = createContext<AuthContextValue | null>(null);

/**
 * `after`: the auth client and the device database start loading once it resolves
 * (the app passes its first screen's paint); at once without it. `dataDrawn`: an
 * installed app's device database waits only for it (the app passes the drawing of the
 * data read ahead for its first screen, if any).
 */
export function AuthProvider({ children, after, dataDrawn }: { children: ReactNode; after?: Promise<void>; dataDrawn?: Promise<void> }) {
  const { user, session, loading } = useAuthState();

  useEffect(() => {
    void (after ?? Promise.resolve())
      .then(() => startAuthSync())
      .then(async () => {
        const { sweepRemovedDatabases } = await import('#sync/device-cleanup.ts');
        await sweepRemovedDatabases(getAuthState().user?.id ?? null);
      })
      // Offline before the service worker cached its code: the next visit sweeps.
      .catch((error: unknown) => console.error('Could not sweep removed databases', error));
  }, [after]);

  const signedIn = user !== null;
  useEffect(() => {
    if (!signedIn) return;
    warmIntlOffThread();
    let stop: (() => void) | undefined;
    let cancelled = false;
    // An installed app reads this code from the service worker's cache, where it shares
    // no connection with the screen's: the database opens at once, or once the rows read
    // ahead from disk are drawn (its start would hold them back). A first visit asks for
    // it once the first screen has painted.
    const installed = Boolean(globalThis.navigator?.serviceWorker?.controller);
    ((installed ? dataDrawn : after) ?? Promise.resolve())
      .then(loadDeviceData)
      .then(({ followAuth }) => {
        if (!cancelled) stop = followAuth();
      })
      .catch((error: unknown) => console.error('Could not load the device database', error));
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [signedIn, after, dataDrawn]);

  const value = useMemo<AuthContextValue>(
    () => ({ user, session, loading, isAdmin: isAdministrator(user), signOut }),
    [user, session, loading],
  );
  return <AuthContext value={value}>{children}</AuthContext>;
}

/** The device database's code, asked for in one go (see preloadDeviceDatabase). */
function loadDeviceData() {
  preloadDeviceDatabase();
  return import('#sync/device-data.ts');
}

/** Sign-out as the user asks for it: the device database is deleted, then the session ends (also offline). */
async function signOut(): Promise<{ error: Error | null }> {
  const { signOutAndRemoveData } = await import('#sync/device-data.ts');
  return signOutAndRemoveData();
}

export function useAuth(): AuthContextValue {
  const value = use(AuthContext);
  if (!value) throw new Error('useAuth must be used within an AuthProvider');
  return value;
}
