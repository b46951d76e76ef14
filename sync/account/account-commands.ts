// Account operations for the sign-in, sign-up and password screens, through the one
// supabase-js client. Each returns the server's message as `error` instead of
// throwing, so the screens can show it in a toast or a danger box.
import type { AuthChangeEvent, EmailOtpType } from '@supabase/supabase-js';
import { supabaseAnonKey, supabaseUrl } from '../config.ts';
import { startAuthSync } from '../auth/auth-store.ts';

/** supabase-js, loaded when a screen first calls it, with the auth store following its events. */
async function supabase() {
  await startAuthSync({ always: true });
  const { getSupabase } = await import('../supabase-client.ts');
  return getSupabase();
}

/** As long as the database reads a name (migration 1820). */
export const NAME_LIMIT = 200;

export type AccountResult = { error: string | null };

export type SignUpDetails = {
  name: string;
  email: string;
  password: string;
  businessName: string;
  businessType: string;
  /** Signing up from an invitation: the account joins that studio, its own stays dormant (no business). */
  joiningStudio?: boolean;
};

function origin(): string {
  return window.location.origin;
}

function messageOf(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  return 'Something went wrong. Please check your connection and try again.';
}

export async function signInWithPassword(email: string, password: string): Promise<AccountResult> {
  try {
    const { error } = await (await supabase()).auth.signInWithPassword({ email: email.trim(), password });
    return { error: error ? error.message : null };
  } catch (error) {
    return { error: messageOf(error) };
  }
}

/** Signs up with the profile metadata; `needsConfirmation` when the server sent a confirmation email. */
export async function signUp(details: SignUpDetails): Promise<AccountResult & { needsConfirmation: boolean }> {
  try {
    const { data, error } = await (await supabase()).auth.signUp({
      email: details.email.trim(),
      password: details.password,
      options: {
        emailRedirectTo: `${origin()}/`,
        data: details.joiningStudio
          ? { full_name: details.name.trim(), joining_studio: true }
          : { full_name: details.name.trim(), business_name: details.businessName.trim(), business_type: details.businessType },
      },
    });
    if (error) return { error: error.message, needsConfirmation: false };
    return { error: null, needsConfirmation: Boolean(data.user) && !data.session };
  } catch (error) {
    return { error: messageOf(error), needsConfirmation: false };
  }
}

/** The person's own name (the account's `full_name`), as their teams and invitations show it. */
export function accountName(user: { email?: string; user_metadata?: Record<string, unknown> } | null | undefined): string {
  const meta = user?.user_metadata ?? {};
  for (const key of ['full_name', 'display_name', 'name']) {
    const value = meta[key];
    if (typeof value === 'string' && value.trim()) return value.trim();
  }
  return (user?.email ?? '').split('@')[0] ?? '';
}

/** Sets the person's own name on their account (online only: the auth server keeps it). */
export async function saveAccountName(name: string): Promise<AccountResult> {
  const clean = name.trim();
  if (!clean) return { error: 'Enter your name.' };
  if (clean.length > NAME_LIMIT) return { error: `Your name has at most ${NAME_LIMIT} characters.` };
  try {
    const { error } = await (await supabase()).auth.updateUser({ data: { full_name: clean } });
    return { error: error ? error.message : null };
  } catch (error) {
    return { error: messageOf(error) };
  }
}

export async function requestPasswordReset(email: string): Promise<AccountResult> {
  try {
    const { error } = await (await supabase()).auth.resetPasswordForEmail(email.trim(), {
      redirectTo: `${origin()}/reset-password`,
    });
    return { error: error ? error.message : null };
  } catch (error) {
    return { error: messageOf(error) };
  }
}

export async function updatePassword(password: string): Promise<AccountResult> {
  try {
    const { error } = await (await supabase()).auth.updateUser({ password });
    return { error: error ? error.message : null };
  } catch (error) {
    return { error: messageOf(error) };
  }
}

export async function sendMagicLink(email: string): Promise<AccountResult> {
  try {
    const { error } = await (await supabase()).auth.signInWithOtp({
      email: email.trim(),
      options: { emailRedirectTo: `${origin()}/dashboard` },
    });
    return { error: error ? error.message : null };
  } catch (error) {
    return { error: messageOf(error) };
  }
}

export async function verifyEmailCode(email: string, token: string, type: EmailOtpType): Promise<AccountResult> {
  try {
    const { error } = await (await supabase()).auth.verifyOtp({ email: email.trim(), token: token.trim(), type });
    return { error: error ? error.message : null };
  } catch (error) {
    return { error: messageOf(error) };
  }
}

/** Whether the backend offers Google sign-in: asked before leaving the app, so a missing provider is a message, not a dead end. */
async function googleEnabled(): Promise<boolean> {
  const response = await fetch(`${supabaseUrl()}/auth/v1/settings`, { headers: { apikey: supabaseAnonKey() } });
  if (!response.ok) return false;
  const settings = (await response.json()) as { external?: Record<string, boolean> };
  return settings.external?.google === true;
}

export async function signInWithGoogle(): Promise<AccountResult> {
  try {
    if (!(await googleEnabled())) {
      return { error: 'Google sign-in is not enabled on this server. Please sign in with your email and password.' };
    }
    const { error } = await (await supabase()).auth.signInWithOAuth({
      provider: 'google',
      options: { redirectTo: `${origin()}/dashboard` },
    });
    return { error: error ? error.message : null };
  } catch (error) {
    return { error: messageOf(error) };
  }
}

/** Follows auth events (PASSWORD_RECOVERY, USER_UPDATED, ...) for screens that switch views on them. */
export function onAccountEvent(listener: (event: AuthChangeEvent) => void): () => void {
  let stop: (() => void) | undefined;
  let stopped = false;
  void supabase().then((client) => {
    if (stopped) return;
    const { data } = client.auth.onAuthStateChange((event) => listener(event));
    stop = () => data.subscription.unsubscribe();
  });
  return () => {
    stopped = true;
    stop?.();
  };
}
