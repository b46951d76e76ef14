// The layout of every protected route: the loading screen while the session is
// being determined, the page with a user, else /login (replacing the history entry).
// It follows sign-out too, which a one-off beforeLoad check would miss.
import { Navigate, Outlet } from '@tanstack/react-router';
import { LoadingScreen } from '../ui/loading-screen.tsx';
import { useAuth } from './auth-provider.tsx';
import { guardDecision } from './guard-decision.ts';
import { LOADING_DASHBOARD } from './messages.ts';

export function AuthGuard() {
  const auth = useAuth();
  const decision = guardDecision(auth);
  if (decision === 'loading') return <LoadingScreen message={LOADING_DASHBOARD} />;
  if (decision === 'redirect') return <Navigate to="/login" replace />;
  return <Outlet />;
}
