import type { ReactNode } from 'react';
import { toolOfType } from '#domain/tools.ts';
import { CONTENT_STATUS_LABELS } from '#domain/content-statuses.ts';
import type { ContentHistoryDoc } from '#sync/history.ts';
import { imageFileOf } from '#sync/images.ts';
import { Button } from '../../../ui/button.tsx';
import { EXPORT_LABELS } from '#domain/export-labels.ts';
import { CopyButton } from '../../../ui/copy-button.tsx';
import { DownloadButton } from '../../../ui/download-button.tsx';
import { exportHtml, exportPlain } from '../../../ui/export-text.ts';
import { Modal } from '../../../ui/dialog.tsx';
import { notifyError, notifySuccess } from '../../../ui/notify.tsx';
import { contentTypeLabel, formatDate } from '../../../ui/format.ts';
import { looksLikeMarkdown } from '../../../ui/markdown-blocks.ts';
import { MarkdownView } from '../../../ui/markdown-view.tsx';
import { UseInMenu } from '../../../ui/use-in-menu.tsx';
import { PublishActions } from '../../../ui/publish/publish-actions.tsx';
import { PublishedLink } from '../../../ui/publish/published-link.tsx';
import { useStudioChoice } from '#sync/studio.ts';
import { HISTORY as H } from '../messages.ts';
import { HistoryItemImage } from './history-item-image.tsx';
import { ReviewPanel } from './review-panel.tsx';

/** `actions`: what the library offers on the item (duplicate, delete, open in its tool). */
type HistoryItemDialogProps = { item: ContentHistoryDoc; onClose: () => void; actions?: ReactNode; details?: ReactNode };

/** Reads one history item's saved text (an article as headings and lists, never raw `##`), with formatted and plain copy and a Word download. */
export function HistoryItemDialog({ item, onClose, actions, details }: HistoryItemDialogProps) {
  const canPublish = useStudioChoice().current?.role !== 'staff';
  const meta = `${contentTypeLabel(item.content_type)} · ${CONTENT_STATUS_LABELS[item.status]} · ${formatDate(item.created_at)} · ${H.words(item.word_count ?? 0)}`;
  return (
    <Modal open onClose={onClose} title={item.title || contentTypeLabel(item.content_type)} description={meta}>
      {item.content_type === 'image' && <ImageOf item={item} />}
      {item.content && looksLikeMarkdown(item.content) ? (
        <div className="max-h-[50vh] overflow-y-auto rounded-lg bg-stone-50 p-4 text-sm">
          <MarkdownView markdown={item.content} />
        </div>
      ) : item.content ? (
        <div className="max-h-[50vh] overflow-y-auto whitespace-pre-wrap rounded-lg bg-stone-50 p-4 text-sm text-stone-800">{item.content}</div>
      ) : (
        <p className="text-sm text-stone-600">{H.noText}</p>
      )}
      <div className="mt-3">
        <PublishedLink at={item.status === 'published' ? (item.published_at ?? null) : null} link={item.published_link ?? null} />
      </div>
      <ReviewPanel item={item} />
      {details}
      <div className="mt-4 flex flex-wrap justify-end gap-2">
        {canPublish && <PublishActions item={item} />}
        {item.content_type !== 'image' && item.content && <UseInMenu piece={item} current={toolOfType(item.content_type)?.tab} />}
        {item.content && <ExportButtons item={item} content={item.content} />}
        {actions}
        <Button variant="secondary" size="sm" onClick={onClose}>
          {H.close}
        </Button>
      </div>
    </Modal>
  );
}

function ExportButtons({ item, content }: { item: ContentHistoryDoc; content: string }) {
  const plain = exportPlain(content);
  const copied = () => notifySuccess(H.copied, H.copiedDescription);
  const failed = () => notifyError(H.copyFailed, H.copyFailedDescription);
  return (
    <>
      <CopyButton text={plain} html={exportHtml(content)} label={H.copy} onCopied={copied} onFailed={failed} />
      <CopyButton text={plain} label={EXPORT_LABELS.copyPlain} onCopied={copied} onFailed={failed} />
      {item.content_type !== 'image' && (
        <DownloadButton
          text={content}
          title={item.title || contentTypeLabel(item.content_type)}
          date={item.created_at}
          kind="docx"
          label={EXPORT_LABELS.downloadDocx}
          onStarted={() => notifySuccess(EXPORT_LABELS.downloadStarted)}
          onFailed={() => notifyError(EXPORT_LABELS.downloadFailed, EXPORT_LABELS.downloadFailedDescription)}
        />
      )}
    </>
  );
}

function ImageOf({ item }: { item: ContentHistoryDoc }) {
  const { path, jobId } = imageFileOf(item.metadata);
  return (
    <div className="mb-3">
      <HistoryItemImage path={path} jobId={jobId} title={item.title || contentTypeLabel(item.content_type)} />
    </div>
  );
}
