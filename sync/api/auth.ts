// Public surface: who is signed in. Light enough for the landing page (no database,
// supabase-js loaded on demand by the store).
export type { AuthChangeEvent, AuthState, Session, User } from '../auth/auth-state.ts';
export { isAdministrator } from '../auth/auth-state.ts';
export { getAuthState, startAuthSync } from '../auth/auth-store.ts';
export { useAuthState } from '../auth/use-auth-state.ts';
