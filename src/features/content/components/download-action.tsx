import { EXPORT_LABELS } from '#domain/export-labels.ts';
import type { Toast } from '#domain/tools/tool-definition.ts';
import { DownloadButton } from '../../../ui/download-button.tsx';
import type { DownloadKind } from '../../../ui/download.ts';
import { notifyError, notifySuccess } from '../../../ui/notify.tsx';
import { CONTENT_TOASTS } from '../messages.ts';

type DownloadActionProps = { text: string; title: string; kind: DownloadKind; label?: string; success?: Toast };

export function DownloadAction({ text, title, kind, label, success = CONTENT_TOASTS.downloadStarted }: DownloadActionProps) {
  return (
    <DownloadButton
      text={text}
      title={title}
      kind={kind}
      label={label}
      onStarted={() => notifySuccess(success.title, success.description)}
      onFailed={() => notifyError(EXPORT_LABELS.downloadFailed, EXPORT_LABELS.downloadFailedDescription)}
    />
  );
}
