// The views of the prebuilt authentication form at /auth and the rule that moves
// between them on auth events (the second login variant).
import type { AuthChangeEvent } from '#sync/auth.ts';

export const AUTH_VIEWS = ['sign_in', 'sign_up', 'forgotten_password', 'magic_link', 'update_password', 'verify_otp'] as const;

export type AuthView = (typeof AUTH_VIEWS)[number];

/** PASSWORD_RECOVERY opens update_password; USER_UPDATED (the new password saved) returns to sign_in. */
export function viewAfterEvent(view: AuthView, event: AuthChangeEvent): AuthView {
  if (event === 'PASSWORD_RECOVERY') return 'update_password';
  if (event === 'USER_UPDATED' && view === 'update_password') return 'sign_in';
  return view;
}

export const VIEW_TITLES: Record<AuthView, string> = {
  sign_in: 'Sign in',
  sign_up: 'Sign up',
  forgotten_password: 'Reset password',
  magic_link: 'Magic link',
  update_password: 'Update password',
  verify_otp: 'Verify code',
};
