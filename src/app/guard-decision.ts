// The rule of the protected routes: while the session is being
// determined show the loading screen, with a user show the page, else go to /login.

export type GuardDecision = 'loading' | 'allow' | 'redirect';

export function guardDecision(state: { loading: boolean; user: unknown }): GuardDecision {
  if (state.user) return 'allow';
  return state.loading ? 'loading' : 'redirect';
}
