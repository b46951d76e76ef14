import { CopyButton } from '../../../ui/copy-button.tsx';
import { notifyError, notifySuccess } from '../../../ui/notify.tsx';
import { STUDIO_TOASTS, type Toast } from '../messages.ts';

type CopyActionProps = { text: string; label?: string; success?: Toast };

/** The shared copy button with the studio's toasts: its success text, or 'Copy Failed' when the clipboard refuses. */
export function CopyAction({ text, label = 'Copy', success = STUDIO_TOASTS.copied }: CopyActionProps) {
  return (
    <CopyButton
      text={text}
      label={label}
      onCopied={() => notifySuccess(success.title, success.description)}
      onFailed={() => notifyError(STUDIO_TOASTS.copyFailed.title, STUDIO_TOASTS.copyFailed.description)}
    />
  );
}
