import { Link, useNavigate } from '@tanstack/react-router';
import { type FormEvent, useState } from 'react';
import { signUp } from '#sync/account.ts';
import { BUSINESS_TYPES } from '#domain/brand.ts';
import { Button } from '../../ui/button.tsx';
import { TextField } from '../../ui/field.tsx';
import { notifyError, notifySuccess } from '../../ui/notify.tsx';
import { SelectField } from '../../ui/select-field.tsx';
import { AuthCard } from './auth-card.tsx';
import { GoogleButton } from './google-button.tsx';
import { AUTH_TEXT, AUTH_TOASTS } from './messages.ts';
import { PasswordField } from './password-field.tsx';
import { signUpBlocked } from './password-rules.ts';
import { TermsNote } from './terms-note.tsx';
import { useRedirectSignedIn } from './use-redirect-signed-in.ts';
import { landingAfterSignIn } from './landing.ts';
import { pendingInvitation, pendingInvitationEmail } from '#sync/pending-invitation.ts';

const EMPTY = { name: '', email: '', password: '', businessName: '', businessType: '' };

/**
 * /signup: all fields required; a password under 8 characters blocks submission. Arriving
 * from an invitation, the account joins that studio: only the person's name is asked,
 * and no studio of their own is shown (docs/studios.md).
 */
export function SignupPage() {
  useRedirectSignedIn();
  const navigate = useNavigate();
  const [joining] = useState(() => pendingInvitation() !== null);
  // Arriving from an invitation, the address it is for is filled in.
  const [form, setForm] = useState(() => ({ ...EMPTY, email: pendingInvitationEmail() }));
  const [triedShortPassword, setTriedShortPassword] = useState(false);
  const [busy, setBusy] = useState(false);

  const set = (field: keyof typeof EMPTY) => (value: string) => setForm((current) => ({ ...current, [field]: value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (signUpBlocked(form.password)) {
      setTriedShortPassword(true);
      return;
    }
    setBusy(true);
    const { error, needsConfirmation } = await signUp({ ...form, joiningStudio: joining });
    setBusy(false);
    if (error) {
      notifyError(AUTH_TOASTS.signUpFailed, error);
      return;
    }
    // "Check your email" only when a confirmation mail was sent; otherwise the new user is signed in.
    const done = needsConfirmation ? AUTH_TOASTS.accountCreated : AUTH_TOASTS.accountReady;
    notifySuccess(done.title, done.description);
    await navigate(needsConfirmation ? { to: '/login' } : landingAfterSignIn());
  }

  const passwordError = triedShortPassword && signUpBlocked(form.password) ? AUTH_TEXT.passwordTooShortInline : undefined;

  return (
    <AuthCard
      title={AUTH_TEXT.signupHeading}
      subtitle={
        <>
          Already have an account?{' '}
          <Link to="/login" className="font-semibold text-teal-800 hover:underline">
            Sign in
          </Link>
        </>
      }
    >
      <form onSubmit={submit} className="space-y-4">
        {joining && <p className="rounded-lg bg-teal-50 p-3 text-sm text-teal-900">{AUTH_TEXT.joiningLead}</p>}
        <TextField
          label={joining ? 'Your name' : 'Full name'}
          name="name"
          autoComplete="name"
          required
          value={form.name}
          onChange={(e) => set('name')(e.target.value)}
        />
        <TextField
          label="Email address"
          type="email"
          name="email"
          autoComplete="email"
          required
          value={form.email}
          onChange={(e) => set('email')(e.target.value)}
        />
        <PasswordField
          label="Password"
          name="password"
          autoComplete="new-password"
          value={form.password}
          onChange={set('password')}
          hint={AUTH_TEXT.passwordHint}
          error={passwordError}
        />
        {!joining && (
          <>
        <TextField
          label="Business name"
          name="businessName"
          autoComplete="organization"
          required
          value={form.businessName}
          onChange={(e) => set('businessName')(e.target.value)}
        />
        <SelectField
          label="Business type"
          name="businessType"
          required
          value={form.businessType}
          options={BUSINESS_TYPES}
          placeholder="Select your business type"
          onChange={set('businessType')}
        />
          </>
        )}
        <Button type="submit" className="w-full" busy={busy}>
          {busy ? AUTH_TEXT.creatingAccount : AUTH_TEXT.createAccount}
        </Button>
      </form>
      <div className="mt-6">
        <GoogleButton />
      </div>
      <TermsNote />
    </AuthCard>
  );
}
