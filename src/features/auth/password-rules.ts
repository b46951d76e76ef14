// The password rules of the reset and update screens: both fields
// must match and be at least 8 characters. Returns the toast to show, or null.
import { AUTH_TOASTS, MIN_PASSWORD_LENGTH } from './messages.ts';

export type PasswordProblem = { title: string; description: string };

export function checkNewPassword(password: string, confirmation: string): PasswordProblem | null {
  if (password !== confirmation) return AUTH_TOASTS.passwordsDontMatch;
  if (password.length < MIN_PASSWORD_LENGTH) return AUTH_TOASTS.passwordTooShort;
  return null;
}

/** Sign-up: a password under 8 characters silently blocks submission; the hint turns into an inline message. */
export function signUpBlocked(password: string): boolean {
  return password.length < MIN_PASSWORD_LENGTH;
}
