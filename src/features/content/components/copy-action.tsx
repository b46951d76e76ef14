import { CopyButton } from '../../../ui/copy-button.tsx';
import { notifyError, notifySuccess } from '../../../ui/notify.tsx';
import type { Toast } from '#domain/tools/tool-definition.ts';
import { CONTENT_TOASTS } from '../messages.ts';

type CopyActionProps = { text: string; html?: string; label?: string; success?: Toast };

/** The shared copy button with the studio's toasts: its success text, or 'Copy Failed' when the clipboard refuses. */
export function CopyAction({ text, html, label = 'Copy', success = CONTENT_TOASTS.copied }: CopyActionProps) {
  return (
    <CopyButton
      text={text}
      html={html}
      label={label}
      onCopied={() => notifySuccess(success.title, success.description)}
      onFailed={() => notifyError(CONTENT_TOASTS.copyFailed.title, CONTENT_TOASTS.copyFailed.description)}
    />
  );
}
