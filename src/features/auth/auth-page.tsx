import { useNavigate } from '@tanstack/react-router';
import { type FormEvent, useEffect, useState } from 'react';
import { onAccountEvent, requestPasswordReset, sendMagicLink, signInWithPassword, signUp, updatePassword, verifyEmailCode } from '#sync/account.ts';
import { Button } from '../../ui/button.tsx';
import { TextField } from '../../ui/field.tsx';
import { AuthCard } from './auth-card.tsx';
import { GoogleButton } from './google-button.tsx';
import { AUTH_TEXT } from './messages.ts';
import { PasswordField } from './password-field.tsx';
import { type AuthView, VIEW_TITLES, viewAfterEvent } from './prebuilt-views.ts';
import { useRedirectSignedIn } from './use-redirect-signed-in.ts';
import { landingAfterSignIn } from './landing.ts';

type Outcome = { kind: 'error' | 'message'; text: string } | null;

/** /auth, variant B: one form with the six views of a prebuilt authentication UI. */
export function AuthPage() {
  const navigate = useNavigate();
  const [view, setView] = useState<AuthView>('sign_in');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  useRedirectSignedIn(view !== 'update_password');

  useEffect(() => onAccountEvent((event) => setView((current) => viewAfterEvent(current, event))), []);

  function open(next: AuthView) {
    setView(next);
    setOutcome(null);
  }

  async function run(action: () => Promise<{ error: string | null }>, success?: string, then?: () => void) {
    setBusy(true);
    setOutcome(null);
    const { error } = await action();
    setBusy(false);
    if (error) {
      setOutcome({ kind: 'error', text: error });
      return;
    }
    if (success) setOutcome({ kind: 'message', text: success });
    then?.();
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (view === 'sign_in') await run(() => signInWithPassword(email, password), undefined, () => void navigate(landingAfterSignIn()));
    if (view === 'sign_up') {
      setBusy(true);
      const result = await signUp({ name: '', email, password, businessName: '', businessType: '' });
      setBusy(false);
      if (result.error) setOutcome({ kind: 'error', text: result.error });
      else if (result.needsConfirmation) setOutcome({ kind: 'message', text: AUTH_TEXT.checkEmailConfirmation });
      else void navigate(landingAfterSignIn());
    }
    if (view === 'forgotten_password') {
      await run(() => requestPasswordReset(email), 'Check your email for the password reset link');
    }
    if (view === 'magic_link') {
      if (!email.trim()) {
        setOutcome({ kind: 'error', text: AUTH_TEXT.magicLinkEmailRequired });
        return;
      }
      await run(() => sendMagicLink(email), AUTH_TEXT.checkEmailMagicLink);
    }
    if (view === 'update_password') await run(() => updatePassword(password), 'Your password has been updated');
    if (view === 'verify_otp') await run(() => verifyEmailCode(email, code, 'email'), undefined, () => void navigate(landingAfterSignIn()));
  }

  const needsPassword = view === 'sign_in' || view === 'sign_up' || view === 'update_password';
  const needsEmail = view !== 'update_password';

  return (
    <AuthCard title={AUTH_TEXT.prebuiltHeading} subtitle={VIEW_TITLES[view]}>
      {(view === 'sign_in' || view === 'sign_up') && (
        <div className="mb-6">
          <GoogleButton />
        </div>
      )}
      <form onSubmit={submit} className="space-y-4" noValidate>
        {needsEmail && (
          <TextField
            label="Email address"
            type="email"
            name="email"
            autoComplete="email"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
        )}
        {needsPassword && (
          <PasswordField
            label={view === 'update_password' ? 'New password' : 'Password'}
            autoComplete={view === 'sign_in' ? 'current-password' : 'new-password'}
            value={password}
            onChange={setPassword}
          />
        )}
        {view === 'verify_otp' && (
          <TextField
            label="Code from your email"
            name="token"
            inputMode="numeric"
            autoComplete="one-time-code"
            value={code}
            onChange={(event) => setCode(event.target.value)}
          />
        )}
        <Button type="submit" className="w-full" busy={busy}>
          {VIEW_TITLES[view]}
        </Button>
      </form>
      {outcome && (
        <p
          role={outcome.kind === 'error' ? 'alert' : 'status'}
          className={`mt-4 rounded-lg p-3 text-sm ${outcome.kind === 'error' ? 'bg-red-50 text-red-800 ring-1 ring-red-200' : 'bg-stone-100 text-stone-800'}`}
        >
          {outcome.text}
        </p>
      )}
      <nav aria-label="Other ways to sign in" className="mt-6 flex flex-col gap-2 text-sm">
        {view !== 'sign_in' && <ViewLink onClick={() => open('sign_in')}>Already have an account? Sign in</ViewLink>}
        {view !== 'sign_up' && <ViewLink onClick={() => open('sign_up')}>Don't have an account? Sign up</ViewLink>}
        {view !== 'magic_link' && <ViewLink onClick={() => open('magic_link')}>Send a magic link email</ViewLink>}
        {view !== 'forgotten_password' && <ViewLink onClick={() => open('forgotten_password')}>Forgot your password?</ViewLink>}
        {view !== 'verify_otp' && <ViewLink onClick={() => open('verify_otp')}>Have a code? Verify it</ViewLink>}
      </nav>
    </AuthCard>
  );
}

function ViewLink({ onClick, children }: { onClick: () => void; children: string }) {
  return (
    <button type="button" onClick={onClick} className="text-left font-medium text-teal-800 hover:underline">
      {children}
    </button>
  );
}
