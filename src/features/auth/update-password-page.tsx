import { AuthCard } from './auth-card.tsx';
import { NewPasswordForm } from './new-password-form.tsx';

/** /update-password: a signed-in user (or one back from a recovery link) sets a new password. */
export function UpdatePasswordPage() {
  return (
    <AuthCard title="Update your password" subtitle="Choose a new password for your account.">
      <NewPasswordForm />
    </AuthCard>
  );
}
