// An image item's picture as a data URL, from this device's image queue or from Storage
// (as the history shows it), or null while it is not on the device.
import type { ContentHistoryDoc } from '#sync/history.ts';
import { imageFileOf, useImageJobs, useStoredImages } from '#sync/images.ts';

export function useItemImage(item: Pick<ContentHistoryDoc, 'metadata'>): string | null {
  const { path, jobId } = imageFileOf(item.metadata);
  const { jobs } = useImageJobs();
  const local = jobId ? jobs.find((job) => job.id === jobId && job.status === 'done' && job.image) : undefined;
  const { images } = useStoredImages(!local && path ? [path] : []);
  const stored = path ? images.get(path) : undefined;
  return local?.image ?? (stored?.state === 'ready' ? stored.image : null);
}
