import { Link, useNavigate } from '@tanstack/react-router';
import { type FormEvent, useState } from 'react';
import { signInWithPassword } from '#sync/account.ts';
import { Button } from '../../ui/button.tsx';
import { TextField } from '../../ui/field.tsx';
import { notifyError, notifySuccess } from '../../ui/notify.tsx';
import { useAppRunning } from '../../ui/use-app-running.ts';
import { AuthCard } from './auth-card.tsx';
import { GoogleButton } from './google-button.tsx';
import { AUTH_TEXT, AUTH_TOASTS } from './messages.ts';
import { PasswordField } from './password-field.tsx';
import { TermsNote } from './terms-note.tsx';
import { useRedirectSignedIn } from './use-redirect-signed-in.ts';
import { landingAfterSignIn } from './landing.ts';

/** /login, variant A of the sign-in screen. */
export function LoginPage() {
  useRedirectSignedIn();
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const running = useAppRunning();

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    const { error } = await signInWithPassword(email, password);
    setBusy(false);
    if (error) {
      notifyError(AUTH_TOASTS.signInFailed, error);
      return;
    }
    notifySuccess(AUTH_TOASTS.welcomeBack.title, AUTH_TOASTS.welcomeBack.description);
    await navigate(landingAfterSignIn());
  }

  return (
    <AuthCard
      title={AUTH_TEXT.loginHeading}
      subtitle={
        <>
          New here?{' '}
          <Link to="/signup" className="font-semibold text-teal-800 underline-offset-2 hover:underline">
            {AUTH_TEXT.signUpForFree}
          </Link>
        </>
      }
    >
      <form onSubmit={submit} noValidate={false}>
        <fieldset disabled={!running} className="m-0 min-w-0 space-y-4 border-0 p-0">
          <TextField
            label="Email address"
            type="email"
            name="email"
            autoComplete="email"
            required
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
          <PasswordField
            label="Password"
            name="password"
            autoComplete="current-password"
            value={password}
            onChange={setPassword}
          />
          <div className="flex justify-end">
            <Link to="/reset-password" className="inline-block text-sm font-medium text-teal-800 hover:underline">
              {AUTH_TEXT.forgotPassword}
            </Link>
          </div>
          <Button type="submit" className="w-full" busy={busy}>
            {busy ? AUTH_TEXT.signingIn : AUTH_TEXT.signIn}
          </Button>
        </fieldset>
      </form>
      <div className="my-6 flex items-center gap-3 text-xs text-stone-600">
        <span className="h-px flex-1 bg-stone-200" />
        or
        <span className="h-px flex-1 bg-stone-200" />
      </div>
      <GoogleButton />
      <TermsNote />
    </AuthCard>
  );
}
