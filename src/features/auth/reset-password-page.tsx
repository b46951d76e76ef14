import { Link } from '@tanstack/react-router';
import { type FormEvent, useState } from 'react';
import { requestPasswordReset } from '#sync/account.ts';
import { useAuthState } from '#sync/auth.ts';
import { Button } from '../../ui/button.tsx';
import { TextField } from '../../ui/field.tsx';
import { LoadingScreen } from '../../ui/loading-screen.tsx';
import { notifyError, notifySuccess } from '../../ui/notify.tsx';
import { AuthCard } from './auth-card.tsx';
import { AUTH_TEXT, AUTH_TOASTS } from './messages.ts';
import { NewPasswordForm } from './new-password-form.tsx';

/**
 * /reset-password: signed out it asks for the email and sends the reset link; with a
 * session (the emailed recovery link signs the user in) it sets the new password.
 */
export function ResetPasswordPage() {
  const { user, loading } = useAuthState();
  if (loading) return <LoadingScreen message="Loading..." />;
  if (user) {
    return (
      <AuthCard title="Set a new password" subtitle="Choose a new password for your account.">
        <NewPasswordForm />
      </AuthCard>
    );
  }
  return <ResetRequest />;
}

function ResetRequest() {
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    const { error } = await requestPasswordReset(email);
    setBusy(false);
    if (error) {
      notifyError(AUTH_TOASTS.resetFailed, error);
      return;
    }
    notifySuccess(AUTH_TOASTS.resetSent.title, AUTH_TOASTS.resetSent.description);
    setSentTo(email.trim());
  }

  if (sentTo) {
    return (
      <AuthCard title={AUTH_TEXT.emailSent}>
        <p className="text-stone-700">
          We sent a password reset link to <strong className="text-stone-900">{sentTo}</strong>. Open it on this device to
          choose a new password.
        </p>
        <div className="mt-6 flex flex-wrap gap-3">
          <Button variant="secondary" onClick={() => setSentTo(null)}>
            {AUTH_TEXT.tryAgain}
          </Button>
          <Link to="/login" className="inline-block self-center text-sm font-semibold text-teal-800 hover:underline">
            {AUTH_TEXT.backToLogin}
          </Link>
        </div>
      </AuthCard>
    );
  }

  return (
    <AuthCard title="Reset your password" subtitle="Enter your email and we will send you a link to reset your password.">
      <form onSubmit={submit} className="space-y-4">
        <TextField
          label="Email address"
          type="email"
          name="email"
          autoComplete="email"
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <Button type="submit" className="w-full" busy={busy}>
          {busy ? AUTH_TEXT.sending : AUTH_TEXT.sendResetLink}
        </Button>
      </form>
      <p className="mt-6 text-center text-sm">
        <Link to="/login" className="inline-block font-semibold text-teal-800 hover:underline">
          {AUTH_TEXT.backToLogin}
        </Link>
      </p>
    </AuthCard>
  );
}
