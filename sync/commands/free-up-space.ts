// "Free up space": drops the images this device keeps that the server holds too, so
// they can be fetched again when shown. An image the server holds is one downloaded from
// Storage (a "ready" stored image), or one made here whose upload succeeded and whose
// history item names its path (metadata.image_path): the history item then shows it from
// Storage. An image waiting to upload, refused by Storage or never sent stays: this
// device holds the only copy.
import type { ContentHistoryDoc } from '../schemas/content-history-schema.ts';
import type { ImageJobDoc } from '../schemas/image-job-schema.ts';
import type { StoredImageDoc } from '../schemas/stored-image-schema.ts';
import { runWrite } from './run-write.ts';

export type FreedSpace = { images: number; bytes: number };

type Cached = { jobs: readonly ImageJobDoc[]; stored: readonly StoredImageDoc[]; history: readonly ContentHistoryDoc[] };

/** The image jobs and stored images that may go: ids of each, and the bytes their images take. */
export function imagesTheServerHolds({ jobs, stored, history }: Cached): { jobIds: string[]; storedIds: string[]; bytes: number } {
  const named = new Set<string>();
  for (const item of history) {
    const path = item.metadata?.image_path;
    if (typeof path === 'string' && item.metadata?.image_job_id !== undefined) named.add(`${String(item.metadata.image_job_id)}|${path}`);
  }
  const jobsToDrop = jobs.filter(
    (job) => job.status === 'done' && job.uploaded === true && typeof job.storage_path === 'string' && job.image !== null && named.has(`${job.id}|${job.storage_path}`),
  );
  const storedToDrop = stored.filter((image) => image.state === 'ready' && image.image !== null);
  const bytes = [...jobsToDrop, ...storedToDrop].reduce((sum, doc) => sum + (doc.image?.length ?? 0), 0);
  return { jobIds: jobsToDrop.map((job) => job.id), storedIds: storedToDrop.map((image) => image.id), bytes };
}

export function freeUpSpace(): Promise<FreedSpace> {
  return runWrite(async ({ db }) => {
    const [jobs, stored, history] = await Promise.all([
      db.image_jobs.find({ selector: { status: 'done' } }).exec(),
      db.stored_images.find({ selector: { state: 'ready' } }).exec(),
      db.content_history.find({ selector: { content_type: 'image' } }).exec(),
    ]);
    const plain = <T>(docs: readonly { toJSON(): T }[]) => docs.map((doc) => doc.toJSON() as T);
    const drop = imagesTheServerHolds({ jobs: plain<ImageJobDoc>(jobs), stored: plain<StoredImageDoc>(stored), history: plain<ContentHistoryDoc>(history) });
    if (drop.jobIds.length > 0) await db.image_jobs.bulkRemove(drop.jobIds);
    if (drop.storedIds.length > 0) await db.stored_images.bulkRemove(drop.storedIds);
    return { images: drop.jobIds.length + drop.storedIds.length, bytes: drop.bytes };
  });
}
