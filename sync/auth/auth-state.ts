// What the app knows about who is signed in, as plain data, and the pure rules that
// turn a stored session and supabase-js's auth events into it. The store in
// auth-store.ts holds one AuthState; nothing here touches the network.
import type { AuthChangeEvent, Session, User } from '@supabase/supabase-js';

export type { AuthChangeEvent, Session, User };

export type AuthState = {
  user: User | null;
  session: Session | null;
  /** True until the first session check or the first auth event has answered. */
  loading: boolean;
};

/** A session is valid only with access_token, refresh_token and expires_at. */
export function isValidSession(value: unknown): value is Session {
  if (typeof value !== 'object' || value === null) return false;
  const session = value as Record<string, unknown>;
  return (
    typeof session.access_token === 'string' &&
    session.access_token !== '' &&
    typeof session.refresh_token === 'string' &&
    session.refresh_token !== '' &&
    typeof session.expires_at === 'number' &&
    typeof session.user === 'object' &&
    session.user !== null
  );
}

/** The session supabase-js stored under its localStorage key, if it is a valid one. */
export function parseStoredSession(raw: string | null): Session | null {
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    return isValidSession(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

/**
 * True when the URL carries what supabase-js's detectSessionInUrl consumes (an
 * emailed confirmation, recovery or magic link, an OAuth return): only supabase-js
 * can tell who is signed in then.
 */
export function hasAuthCallback(href: string): boolean {
  const url = new URL(href);
  const hash = new URLSearchParams(url.hash.replace(/^#/, ''));
  if (hash.has('access_token') || hash.has('error_description')) return true;
  return url.searchParams.has('code') || url.searchParams.has('error_description');
}

/**
 * Whether the page needs supabase-js now: a stored session to follow and refresh, an
 * auth callback in the URL, or storage it cannot read (undefined; supabase-js decides).
 * A signed-out visitor without either never downloads it until a sign-in screen asks.
 */
export function needsAuthClient(storedRaw: string | null | undefined, href: string): boolean {
  return storedRaw !== null || hasAuthCallback(href);
}

/**
 * The first answer, read synchronously before supabase-js has loaded. Reading the
 * stored session is the first session check: with no auth callback in the URL
 * supabase-js would find exactly this session (and refresh it later if expired).
 */
export function initialAuthState(storedRaw: string | null, href: string): AuthState {
  if (hasAuthCallback(href)) return { user: null, session: null, loading: true };
  const session = parseStoredSession(storedRaw);
  return { user: session?.user ?? null, session, loading: false };
}

/**
 * The state after an auth event (INITIAL_SESSION, SIGNED_IN, SIGNED_OUT, TOKEN_REFRESHED,
 * ...). `storedRaw` is what supabase-js keeps in storage at that moment.
 *
 * Offline days: with an expired access token and no network, supabase-js reports no
 * session (INITIAL_SESSION with null) but keeps the stored one: it removes it only when
 * the server refuses the refresh, and then says SIGNED_OUT. So a null session with a
 * valid stored one means "signed in, waiting for the network", never "signed out".
 */
export function applyAuthEvent(
  _state: AuthState,
  event: AuthChangeEvent,
  session: Session | null,
  storedRaw: string | null = null,
): AuthState {
  if (session) return { user: session.user, session, loading: false };
  if (event !== 'SIGNED_OUT') {
    const stored = parseStoredSession(storedRaw);
    if (stored) return { user: stored.user, session: stored, loading: false };
  }
  return { user: null, session: null, loading: false };
}

/** True when the session's access token has expired (the user stays signed in until the server says otherwise). */
export function isSessionExpired(session: Session | null, now = Date.now()): boolean {
  return session !== null && typeof session.expires_at === 'number' && session.expires_at * 1000 <= now;
}

/** Administrators carry app_metadata.role = 'admin' (set by the server, never by the user). */
export function isAdministrator(user: User | null): boolean {
  return user?.app_metadata?.role === 'admin';
}
