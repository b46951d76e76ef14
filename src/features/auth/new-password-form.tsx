import { useNavigate } from '@tanstack/react-router';
import { type FormEvent, useState } from 'react';
import { updatePassword } from '#sync/account.ts';
import { Button } from '../../ui/button.tsx';
import { notifyError, notifySuccess } from '../../ui/notify.tsx';
import { AUTH_TEXT, AUTH_TOASTS } from './messages.ts';
import { PasswordField } from './password-field.tsx';
import { checkNewPassword } from './password-rules.ts';

/** New and confirm password: checked, sent, then /dashboard; a failure keeps the user here. */
export function NewPasswordForm() {
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const problem = checkNewPassword(password, confirmation);
    if (problem) {
      notifyError(problem.title, problem.description);
      return;
    }
    setBusy(true);
    try {
      const { error } = await updatePassword(password);
      if (error) {
        notifyError(AUTH_TOASTS.updateFailed, error);
        return;
      }
      notifySuccess(AUTH_TOASTS.passwordUpdated.title, AUTH_TOASTS.passwordUpdated.description);
      await navigate({ to: '/dashboard' });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} className="space-y-4">
      <PasswordField
        label="New Password"
        name="new-password"
        autoComplete="new-password"
        value={password}
        onChange={setPassword}
        hint={AUTH_TEXT.passwordHint}
      />
      <PasswordField
        label="Confirm Password"
        name="confirm-password"
        autoComplete="new-password"
        value={confirmation}
        onChange={setConfirmation}
      />
      <Button type="submit" className="w-full" busy={busy}>
        {busy ? AUTH_TEXT.updating : AUTH_TEXT.updatePassword}
      </Button>
    </form>
  );
}
