// Every protected route sits under this pathless layout. A visitor already known
// to be signed out goes to /login before the page's code loads; AuthGuard shows
// the loading screen while the session is determined and follows later sign-outs.
import { createFileRoute, redirect } from '@tanstack/react-router';
import { getAuthState } from '#sync/auth.ts';
import { AuthGuard } from '../app/auth-guard.tsx';
import { guardDecision } from '../app/guard-decision.ts';

export const Route = createFileRoute('/_authenticated')({
  beforeLoad: () => {
    if (guardDecision(getAuthState()) === 'redirect') throw redirect({ to: '/login', replace: true });
  },
  component: AuthGuard,
});
