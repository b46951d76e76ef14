// Image generation requests: queued on the device, sent to the generate-image
// function by the leading tab when online (see images/image-queue.ts).
import { WRITE_ERRORS } from '../../domain/sync-messages.ts';
import type { ImageDimensions, ImageJobDoc } from '../schemas/image-job-schema.ts';
import { nowTimestamp } from '../db/timestamps.ts';
import { newId } from './new-id.ts';
import { runWrite } from './run-write.ts';

export type ImageRequest = {
  /** What the function is sent. */
  prompt: string;
  /** The user's prompt as typed; missing: the prompt sent is the user's own. */
  title?: string;
  style: string;
  dimensions: ImageDimensions;
  colors: string;
  textOverlay: string;
  wellness_type: string;
};

export function queueImage(request: ImageRequest): Promise<ImageJobDoc> {
  return runWrite(async ({ db }) => {
    const now = nowTimestamp();
    const job: ImageJobDoc = {
      id: newId(),
      prompt: request.prompt.trim(),
      title: (request.title ?? request.prompt).trim(),
      style: request.style,
      dimensions: request.dimensions,
      colors: request.colors,
      text_overlay: request.textOverlay.trim(),
      wellness_type: request.wellness_type,
      status: 'queued',
      image: null,
      error: null,
      attempts: 0,
      created_at: now,
      updated_at: now,
    };
    await db.image_jobs.insert(job);
    return job;
  });
}

/** Puts a failed job back in the queue. */
export function retryImage(id: string): Promise<void> {
  return runWrite(async ({ db }) => {
    const job = await db.image_jobs.findOne(id).exec();
    if (!job) throw new Error(WRITE_ERRORS.notFound('This image request'));
    await job.incrementalPatch({ status: 'queued', error: null, updated_at: nowTimestamp() });
  });
}

export function removeImageJob(id: string): Promise<void> {
  return runWrite(async ({ db }) => {
    const job = await db.image_jobs.findOne(id).exec();
    if (job) await job.remove();
  });
}

/**
 * Asks for the images at these Storage paths (made on another device): the leading tab
 * downloads each when the backend answers. One found missing earlier is asked for again.
 */
export function wantStoredImages(paths: readonly string[]): Promise<void> {
  return runWrite(async ({ db }) => {
    const known = await db.stored_images.findByIds([...paths]).exec();
    const updated_at = nowTimestamp();
    const wanted = paths.filter((path) => known.get(path)?.state !== 'ready' && known.get(path)?.state !== 'wanted');
    if (wanted.length > 0) await db.stored_images.bulkUpsert(wanted.map((id) => ({ id, state: 'wanted' as const, image: null, updated_at })));
  });
}
