import { buttonClass } from './button-class.ts';
import { docxBlob } from './docx-file.ts';
import { type DownloadKind, startDownload } from './download.ts';

type DownloadButtonProps = {
  text: string;
  title: string;
  kind: DownloadKind;
  /** The date a Word file shows under its title (the item's, or today's for a fresh result). */
  date?: string | Date;
  label?: string;
  onStarted?: () => void;
  onFailed?: (error: unknown) => void;
};

/** Downloads a text as a file of its kind; a Word file is built on the device first. */
export function DownloadButton({ text, title, kind, date, label, onStarted, onFailed }: DownloadButtonProps) {
  async function download() {
    try {
      const content = kind === 'docx' ? await docxBlob({ title, text, date: date ?? new Date() }) : text;
      startDownload(content, title, kind);
      onStarted?.();
    } catch (error) {
      onFailed?.(error);
    }
  }

  return (
    <button type="button" className={buttonClass('secondary', 'sm')} onClick={download}>
      <svg className="size-4" viewBox="0 0 20 20" fill="currentColor" aria-hidden="true">
        <path d="M10 3a1 1 0 0 1 1 1v7.6l2.3-2.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 1 1 1.4-1.4L9 11.6V4a1 1 0 0 1 1-1ZM4 15a1 1 0 0 1 1 1h10a1 1 0 1 1 2 0 2 2 0 0 1-2 2H5a2 2 0 0 1-2-2 1 1 0 0 1 1-1Z" />
      </svg>
      <span>{label ?? `Download .${kind}`}</span>
    </button>
  );
}
