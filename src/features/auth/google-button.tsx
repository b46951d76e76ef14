import { useState } from 'react';
import { signInWithGoogle } from '#sync/account.ts';
import { Button } from '../../ui/button.tsx';
import { notifyError } from '../../ui/notify.tsx';
import { useAppRunning } from '../../ui/use-app-running.ts';
import { AUTH_TEXT, AUTH_TOASTS } from './messages.ts';

/** 'Continue with Google': leaves for the provider, or says clearly why it cannot. */
export function GoogleButton() {
  const [busy, setBusy] = useState(false);
  const running = useAppRunning();

  async function start() {
    setBusy(true);
    const { error } = await signInWithGoogle();
    if (error) {
      notifyError(AUTH_TOASTS.googleFailed, error);
      setBusy(false);
    }
  }

  return (
    <Button variant="secondary" className="w-full" busy={busy} disabled={!running} onClick={start}>
      <svg className="size-4" viewBox="0 0 24 24" aria-hidden="true">
        <path fill="#4285F4" d="M22.6 12.3c0-.8-.1-1.5-.2-2.3H12v4.3h6a5.1 5.1 0 0 1-2.2 3.4v2.8h3.6c2.1-2 3.2-4.9 3.2-8.2Z" />
        <path fill="#34A853" d="M12 23c3 0 5.5-1 7.4-2.7l-3.6-2.8c-1 .7-2.3 1.1-3.8 1.1-2.9 0-5.4-2-6.3-4.6H2v2.9A11 11 0 0 0 12 23Z" />
        <path fill="#FBBC05" d="M5.7 14c-.2-.7-.4-1.3-.4-2s.1-1.4.4-2V7.1H2a11 11 0 0 0 0 9.8L5.7 14Z" />
        <path fill="#EA4335" d="M12 5.4c1.6 0 3.1.6 4.2 1.7l3.2-3.2A11 11 0 0 0 2 7.1L5.7 10C6.6 7.4 9.1 5.4 12 5.4Z" />
      </svg>
      {AUTH_TEXT.continueWithGoogle}
    </Button>
  );
}
