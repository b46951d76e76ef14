import { EXPORT_LABELS } from '#domain/export-labels.ts';
import type { Toast } from '#domain/tools/tool-definition.ts';
import { exportHtml, exportPlain } from '../../../ui/export-text.ts';
import { CONTENT_TOASTS } from '../messages.ts';
import { CopyAction } from './copy-action.tsx';
import { DownloadAction } from './download-action.tsx';

type ExportActionsProps = {
  /** The result as it is held (markdown for articles and pages, plain text for messages). */
  text: string;
  /** The plain text to copy, when the result reads better plain in its own layout than without its marks. */
  plain?: string;
  /** The Word file's title, and its name. */
  title: string;
  copyLabel?: string;
  copied?: Toast;
  downloaded?: Toast;
};

/** A long result's way out: formatted copy, plain copy and a Word file. */
export function ExportActions({ text, plain: ownPlain, title, copyLabel = EXPORT_LABELS.copy, copied = CONTENT_TOASTS.copied, downloaded }: ExportActionsProps) {
  const plain = ownPlain ?? exportPlain(text);
  return (
    <>
      <CopyAction text={plain} html={exportHtml(text)} label={copyLabel} success={copied} />
      <CopyAction text={plain} label={EXPORT_LABELS.copyPlain} success={copied} />
      <DownloadAction text={text} title={title} kind="docx" label={EXPORT_LABELS.downloadDocx} success={downloaded} />
    </>
  );
}
