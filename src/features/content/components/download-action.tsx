import { buttonClass } from '../../../ui/button-class.ts';
import { notifySuccess } from '../../../ui/notify.tsx';
import { type DownloadKind, startDownload } from '../lib/download.ts';
import type { Toast } from '#domain/tools/tool-definition.ts';
import { CONTENT_TOASTS } from '../messages.ts';

type DownloadActionProps = { text: string; title: string; kind: DownloadKind; label?: string; success?: Toast };

export function DownloadAction({ text, title, kind, label, success = CONTENT_TOASTS.downloadStarted }: DownloadActionProps) {
  return (
    <button
      type="button"
      className={buttonClass('secondary', 'sm')}
      onClick={() => {
        startDownload(text, title, kind);
        notifySuccess(success.title, success.description);
      }}
    >
      <svg className="size-4" viewBox="0 0 20 20" fill="currentColor" aria-hidden="true">
        <path d="M10 3a1 1 0 0 1 1 1v7.6l2.3-2.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 1 1 1.4-1.4L9 11.6V4a1 1 0 0 1 1-1ZM4 15a1 1 0 0 1 1 1h10a1 1 0 1 1 2 0 2 2 0 0 1-2 2H5a2 2 0 0 1-2-2 1 1 0 0 1 1-1Z" />
      </svg>
      <span>{label ?? `Download .${kind}`}</span>
    </button>
  );
}
