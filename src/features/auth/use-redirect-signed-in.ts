import { useNavigate } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useAuthState } from '#sync/auth.ts';
import { landingAfterSignIn } from './landing.ts';

/** Signed-in visitors of /login, /auth and /signup go to /dashboard (or back to the invitation they opened). */
export function useRedirectSignedIn(enabled = true): void {
  const { user, loading } = useAuthState();
  const navigate = useNavigate();
  useEffect(() => {
    if (enabled && !loading && user) void navigate({ ...landingAfterSignIn(), replace: true });
  }, [enabled, user, loading, navigate]);
}
