import { useNavigate } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useAuthState } from '#sync/auth.ts';

/** Signed-in visitors of /login, /auth and /signup go to /dashboard. */
export function useRedirectSignedIn(enabled = true): void {
  const { user, loading } = useAuthState();
  const navigate = useNavigate();
  useEffect(() => {
    if (enabled && !loading && user) void navigate({ to: '/dashboard', replace: true });
  }, [enabled, user, loading, navigate]);
}
