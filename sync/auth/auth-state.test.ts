import { describe, expect, it } from 'vitest';
import {
  type AuthState,
  applyAuthEvent,
  hasAuthCallback,
  initialAuthState,
  isAdministrator,
  isSessionExpired,
  isValidSession,
  needsAuthClient,
  parseStoredSession,
  type Session,
  type User,
} from './auth-state.ts';

const user = { id: 'u1', email: 'maya@example.com', app_metadata: {}, user_metadata: {} } as unknown as User;
const session = {
  access_token: 'a.b.c',
  refresh_token: 'r1',
  expires_at: 1_900_000_000,
  expires_in: 3600,
  token_type: 'bearer',
  user,
} as Session;

describe('isValidSession', () => {
  it('needs access_token, refresh_token, expires_at and a user', () => {
    expect(isValidSession(session)).toBe(true);
    expect(isValidSession({ ...session, access_token: '' })).toBe(false);
    expect(isValidSession({ ...session, refresh_token: undefined })).toBe(false);
    expect(isValidSession({ ...session, expires_at: undefined })).toBe(false);
    expect(isValidSession({ ...session, user: null })).toBe(false);
    expect(isValidSession(null)).toBe(false);
  });
});

describe('parseStoredSession', () => {
  it('reads the JSON supabase-js stores and ignores anything else', () => {
    expect(parseStoredSession(JSON.stringify(session))?.user.id).toBe('u1');
    expect(parseStoredSession(null)).toBeNull();
    expect(parseStoredSession('{not json')).toBeNull();
    expect(parseStoredSession(JSON.stringify({ access_token: 'x' }))).toBeNull();
  });
});

describe('hasAuthCallback', () => {
  it('spots the links supabase-js consumes', () => {
    expect(hasAuthCallback('http://localhost:4173/#access_token=x&refresh_token=y&type=recovery')).toBe(true);
    expect(hasAuthCallback('http://localhost:4173/dashboard#error_description=expired')).toBe(true);
    expect(hasAuthCallback('http://localhost:4173/dashboard?code=abc')).toBe(true);
    expect(hasAuthCallback('http://localhost:4173/#features')).toBe(false);
    expect(hasAuthCallback('http://localhost:4173/content?tab=blog')).toBe(false);
  });
});

describe('needsAuthClient', () => {
  it('loads supabase-js only for a stored session, an auth callback or unreadable storage', () => {
    expect(needsAuthClient(null, 'http://localhost:4173/')).toBe(false);
    expect(needsAuthClient(null, 'http://localhost:4173/faq#pricing')).toBe(false);
    expect(needsAuthClient(JSON.stringify(session), 'http://localhost:4173/')).toBe(true);
    expect(needsAuthClient(null, 'http://localhost:4173/dashboard?code=abc')).toBe(true);
    expect(needsAuthClient(undefined, 'http://localhost:4173/')).toBe(true);
  });
});

describe('initialAuthState', () => {
  it('answers at once from a stored session', () => {
    expect(initialAuthState(JSON.stringify(session), 'http://localhost/dashboard')).toEqual({
      user,
      session,
      loading: false,
    });
  });

  it('answers "nobody" at once when nothing is stored', () => {
    expect(initialAuthState(null, 'http://localhost/dashboard')).toEqual({ user: null, session: null, loading: false });
  });

  it('keeps loading while supabase-js reads a session from the URL', () => {
    const state = initialAuthState(JSON.stringify(session), 'http://localhost/#access_token=new');
    expect(state.loading).toBe(true);
    expect(state.user).toBeNull();
  });
});

describe('applyAuthEvent', () => {
  const loading: AuthState = { user: null, session: null, loading: true };

  it('ends loading on the first event and follows sign-in and sign-out', () => {
    const signedIn = applyAuthEvent(loading, 'SIGNED_IN', session);
    expect(signedIn).toEqual({ user, session, loading: false });
    expect(applyAuthEvent(signedIn, 'SIGNED_OUT', null)).toEqual({ user: null, session: null, loading: false });
    expect(applyAuthEvent(loading, 'INITIAL_SESSION', null).loading).toBe(false);
  });

  it('keeps a user signed in offline when supabase-js reports no session but still stores one', () => {
    const expired = { ...session, expires_at: 1_600_000_000 };
    const offline = applyAuthEvent(loading, 'INITIAL_SESSION', null, JSON.stringify(expired));
    expect(offline).toEqual({ user, session: expired, loading: false });
    expect(isSessionExpired(offline.session, 1_700_000_000_000)).toBe(true);
  });

  it('signs out when the server refused the refresh (SIGNED_OUT), whatever is stored', () => {
    expect(applyAuthEvent(loading, 'SIGNED_OUT', null, JSON.stringify(session)).user).toBeNull();
  });

  it('signs out when nothing valid is stored', () => {
    expect(applyAuthEvent(loading, 'INITIAL_SESSION', null, '{broken').user).toBeNull();
    expect(applyAuthEvent(loading, 'TOKEN_REFRESHED', null, null).user).toBeNull();
  });
});

describe('isSessionExpired', () => {
  it('compares expires_at (seconds) with now (milliseconds)', () => {
    expect(isSessionExpired(session, 1_899_999_999_000)).toBe(false);
    expect(isSessionExpired(session, 1_900_000_000_000)).toBe(true);
    expect(isSessionExpired(null)).toBe(false);
  });
});

describe('isAdministrator', () => {
  it('is true only for app_metadata.role admin', () => {
    expect(isAdministrator({ ...user, app_metadata: { role: 'admin' } })).toBe(true);
    expect(isAdministrator({ ...user, user_metadata: { role: 'admin' } })).toBe(false);
    expect(isAdministrator(user)).toBe(false);
    expect(isAdministrator(null)).toBe(false);
  });
});
