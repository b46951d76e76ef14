// The one place that holds the signed-in user, the session and the loading flag.
// It answers at once from the session supabase-js stored in localStorage; supabase-js
// loads only when there is a session to follow (or an auth link in the URL), or when a
// sign-in screen or another tab's sign-in asks for it, so a signed-out visitor never
// downloads it. The app reads it through useAuthState() or, outside
// React (route guards), getAuthState().
import { authStorageKey } from '../config.ts';
import { type AuthState, applyAuthEvent, initialAuthState, needsAuthClient } from './auth-state.ts';

type Listener = () => void;

const listeners = new Set<Listener>();
let state: AuthState | undefined;
let started: Promise<void> | undefined;

/** What supabase-js keeps in localStorage now (undefined when storage is blocked). */
function readStoredSession(): string | null | undefined {
  if (typeof window === 'undefined') return undefined;
  try {
    return window.localStorage.getItem(authStorageKey());
  } catch {
    // Storage can be blocked (private modes, sandboxed frames): supabase-js decides then.
    return undefined;
  }
}

function readInitialState(): AuthState {
  // Outside a browser, a page is drawn ahead of time for a signed-out visitor (src/prerender.tsx).
  if (typeof window === 'undefined') return { user: null, session: null, loading: false };
  const stored = readStoredSession();
  if (stored === undefined) return { user: null, session: null, loading: true };
  return initialAuthState(stored, window.location.href);
}

/** Removes the stored session by hand: for a sign-out that supabase-js could not finish offline. */
export function clearStoredSession(): void {
  const key = authStorageKey();
  for (const suffix of ['', '-code-verifier', '-user']) window.localStorage.removeItem(`${key}${suffix}`);
}

export function getAuthState(): AuthState {
  state ??= readInitialState();
  return state;
}

export function subscribeAuthState(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Sign-in, sign-up, sign-out and reset set the loading flag during their call. */
export async function trackAuthCall<T>(call: () => Promise<T>): Promise<T> {
  setAuthState({ ...getAuthState(), loading: true });
  try {
    return await call();
  } finally {
    setAuthState({ ...getAuthState(), loading: false });
  }
}

export function setSignedOut(): void {
  setAuthState({ user: null, session: null, loading: false });
}

function setAuthState(next: AuthState): void {
  state = next;
  for (const listener of listeners) listener();
}

let watchingOtherTabs = false;

/** A sign-in in another tab writes the session: this tab then starts following it too. */
function watchOtherTabs(): void {
  if (watchingOtherTabs || typeof window === 'undefined') return;
  watchingOtherTabs = true;
  window.addEventListener('storage', (event) => {
    if (event.key === authStorageKey() && event.newValue) void startAuthSync({ always: true });
  });
}

/**
 * Loads the supabase-js client and follows its auth events, when the page needs it
 * (`always`: a sign-in screen about to use it). Idempotent: the first call that
 * starts it wins, later calls return the same promise.
 */
export function startAuthSync(options: { always?: boolean } = {}): Promise<void> {
  if (!started && !options.always && typeof window !== 'undefined' && !needsAuthClient(readStoredSession(), window.location.href)) {
    watchOtherTabs();
    return Promise.resolve();
  }
  started ??= (async () => {
    let getSupabase: typeof import('../supabase-client.ts').getSupabase;
    try {
      ({ getSupabase } = await import('../supabase-client.ts'));
    } catch (error) {
      // Offline before the service worker cached the chunk: keep the first answer, retry later.
      console.error('Could not load the auth client', error);
      started = undefined;
      if (getAuthState().loading) setAuthState({ ...getAuthState(), loading: false });
      return;
    }
    const auth = getSupabase().auth;
    let sawEvent = false;
    auth.onAuthStateChange((event, session) => {
      sawEvent = true;
      setAuthState(applyAuthEvent(getAuthState(), event, session, readStoredSession() ?? null));
    });
    // A refresh that failed for lack of network is tried again as soon as it returns
    // (the ticker restarts and ticks at once), rather than at the next 30 s tick.
    window.addEventListener('online', () => void auth.startAutoRefresh());
    const { data } = await auth.getSession();
    if (!sawEvent) setAuthState(applyAuthEvent(getAuthState(), 'INITIAL_SESSION', data.session, readStoredSession() ?? null));
  })();
  return started;
}
