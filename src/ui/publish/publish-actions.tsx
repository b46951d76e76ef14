// "Post now" and "Mark as published" for one planned item: the share sheet (or the
// clipboard) first, then the dialog that records it went out.
import { useState } from 'react';
import type { ContentHistoryDoc } from '#sync/history.ts';
import { Button } from '../button.tsx';
import { exportPlain } from '../export-text.ts';
import { notifyError, notifySuccess } from '../notify.tsx';
import { MarkPublishedDialog } from './mark-published-dialog.tsx';
import { PUBLISH } from './publish-messages.ts';
import { dataUrlFile, sharePost } from './share-post.ts';
import { useItemImage } from './use-item-image.ts';

type Item = Pick<ContentHistoryDoc, 'id' | 'title' | 'content' | 'metadata' | 'published_link' | 'status'>;

export function PublishActions({ item, size = 'sm' }: { item: Item; size?: 'sm' | 'md' }) {
  const image = useItemImage(item);
  const [marking, setMarking] = useState(false);
  const [busy, setBusy] = useState(false);
  const title = item.title || PUBLISH.markPublished;

  async function post() {
    setBusy(true);
    const outcome = await sharePost({ title, text: exportPlain(item.content ?? ''), image: image ? dataUrlFile(image, title) : null });
    setBusy(false);
    if (outcome === 'cancelled') return;
    if (outcome === 'failed') {
      notifyError(PUBLISH.failed, PUBLISH.failedDescription);
      return;
    }
    if (outcome === 'shared') notifySuccess(PUBLISH.shared, PUBLISH.sharedDescription);
    else notifySuccess(PUBLISH.copied, image ? PUBLISH.copiedWithImage : PUBLISH.copiedDescription);
    setMarking(true);
  }

  if (item.status === 'published' || item.status === 'archived') return null;
  return (
    <>
      <Button size={size} busy={busy} aria-label={PUBLISH.postNowOf(title)} onClick={() => void post()}>
        {PUBLISH.postNow}
      </Button>
      <Button variant="secondary" size={size} aria-label={PUBLISH.markPublishedOf(title)} onClick={() => setMarking(true)}>
        {PUBLISH.markPublished}
      </Button>
      {marking && <MarkPublishedDialog item={item} onClose={() => setMarking(false)} />}
    </>
  );
}
