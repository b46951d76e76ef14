import { useSyncExternalStore } from 'react';
import type { AuthState } from './auth-state.ts';
import { getAuthState, subscribeAuthState } from './auth-store.ts';

/** The current AuthState; re-renders on every change. */
export function useAuthState(): AuthState {
  return useSyncExternalStore(subscribeAuthState, getAuthState, getAuthState);
}
