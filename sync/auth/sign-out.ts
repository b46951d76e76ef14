// Signing out through the shared supabase-js client. supabase-js removes the stored
// session when the server answers, also with 401, 403 or 404; offline (or when the
// server cannot be reached) it keeps it and returns an error. A person who taps
// Sign Out on a shared tablet must be signed out all the same: then the session is
// removed here, on this device. The app signs out through
// sync/user-data/sign-out-and-remove.ts, which deletes the local database first.
import { clearStoredSession, setSignedOut, trackAuthCall } from './auth-store.ts';

export function signOut(): Promise<{ error: Error | null }> {
  return trackAuthCall(async () => {
    // Loaded on demand: this module is on the landing page, supabase-js is not.
    const [{ getSupabase }, { isAuthApiError }] = await Promise.all([
      import('../supabase-client.ts'),
      import('@supabase/supabase-js'),
    ]);
    const auth = getSupabase().auth;
    let error: Error | null = null;
    try {
      ({ error } = await auth.signOut());
    } catch (thrown) {
      error = thrown instanceof Error ? thrown : new Error(String(thrown));
    }
    if (error && isAuthApiError(error)) return { error };
    if (error) {
      clearStoredSession();
      await auth.signOut({ scope: 'local' }).catch(() => undefined);
    }
    setSignedOut();
    return { error: null };
  });
}
