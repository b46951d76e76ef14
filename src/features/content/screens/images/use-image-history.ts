// Every generated image becomes a content_history item (type image, status draft),
// titled with the prompt as the user typed it. The job's id rides in the item's metadata, so a job is recorded once even
// when it finished while the tool was closed, across reloads. Credits are not
// recorded here: the generate-image function writes the usage record itself. The item
// names where the image goes in Storage (image_path), so the user's other devices can
// fetch and show it.
import { useEffect } from 'react';
import { addHistoryItem, useHistory } from '#sync/history.ts';
import type { ImageJobDoc } from '#sync/images.ts';
import { notifyError } from '../../../../ui/notify.tsx';
import { CONTENT_TOASTS } from '../../messages.ts';
import { imageTitle } from '../../image-request/image-title.ts';

/** Jobs whose history item is being written by this tab (the live history has not caught up yet). */
const recording = new Set<string>();

export function imageHistoryEntry(job: ImageJobDoc) {
  const overlay = job.text_overlay ? ` Text overlay: "${job.text_overlay}".` : '';
  return {
    content_type: 'image' as const,
    title: imageTitle(job.title || job.prompt),
    content: `${job.prompt}\n\n${job.dimensions.label}, ${job.style}, ${job.colors}.${overlay}`,
    status: 'draft' as const,
    word_count: 0,
    metadata: { image_job_id: job.id, drawn: job.drawn === true, image_path: job.storage_path ?? null, dimensions: job.dimensions, style: job.style, colors: job.colors, wellness_type: job.wellness_type },
  };
}

export function useImageHistory(jobs: readonly ImageJobDoc[]): void {
  const { items, loading, error } = useHistory({ contentType: 'image' });
  useEffect(() => {
    // Unknown history (unread, or the read failed): recording now would add every image twice.
    if (loading || error) return;
    const recorded = new Set(items.map((item) => item.metadata?.image_job_id));
    for (const job of jobs) {
      if (job.status !== 'done' || recorded.has(job.id) || recording.has(job.id)) continue;
      recording.add(job.id);
      addHistoryItem(imageHistoryEntry(job)).catch((error: unknown) => {
        recording.delete(job.id);
        notifyError(CONTENT_TOASTS.saveFailed.title, error instanceof Error ? error.message : String(error));
      });
    }
  }, [jobs, items, loading, error]);
}
