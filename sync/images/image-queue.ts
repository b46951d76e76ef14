// Drains the image_jobs queue in the tab that leads: oldest first, one at a time,
// through the same request loop as replication (no network, no valid session: it
// waits). A job interrupted by a closed tab goes back to the queue on start. A
// generated image then goes to the user's Storage folder, so every device of the user
// can show it (image-storage.ts); until that upload succeeds it waits here too.
import type { DeviceDatabase } from '../db/device-database.ts';
import type { ImageJobDoc } from '../schemas/image-job-schema.ts';
import type { SyncRuntime } from '../replication/sync-runtime.ts';
import { nowTimestamp } from '../db/timestamps.ts';
import { drainLoop } from './drain-loop.ts';
import { imageBlob, imagePathFor, uploadImage } from './image-storage.ts';
import { invokeGenerateImage } from './invoke-generate-image.ts';

const WAITING_UPLOAD = { status: 'done', uploaded: false } as const;

async function generateNext(db: DeviceDatabase, runtime: SyncRuntime): Promise<boolean> {
  const job = await db.image_jobs.findOne({ selector: { status: 'queued' }, sort: [{ created_at: 'asc' }] }).exec();
  if (!job) return false;
  // "generating" only while a request is out; back to "queued" while it waits to retry.
  const answer = await runtime.request(async (token) => {
    const sending = await job.incrementalPatch({ status: 'generating', attempts: job.getLatest().attempts + 1, updated_at: nowTimestamp() });
    try {
      return await invokeGenerateImage(runtime.client, sending.toMutableJSON(), token, runtime.studioId);
    } catch (error) {
      await job.incrementalPatch({ status: 'queued' });
      throw error;
    }
  });
  const done = answer.ok
    ? { status: 'done' as const, image: answer.image, drawn: answer.drawn, error: null, storage_path: imagePathFor(runtime.userId, job.id, answer.image), uploaded: false }
    : { status: 'failed' as const, image: null, error: answer.error };
  await job.incrementalPatch({ ...done, updated_at: nowTimestamp() });
  return true;
}

async function uploadNext(db: DeviceDatabase, runtime: SyncRuntime): Promise<boolean> {
  const waiting = await db.image_jobs.find({ selector: WAITING_UPLOAD, sort: [{ created_at: 'asc' }] }).exec();
  const job = waiting.find((candidate) => candidate.storage_path && candidate.image);
  if (!job) return false;
  const { storage_path: path, image } = job.toMutableJSON() as ImageJobDoc & { storage_path: string; image: string };
  // A provider's URL is read before the request loop: its failure says nothing about our backend.
  const blob = await imageBlob(image).catch(() => null);
  const answer = blob ? await runtime.request(() => uploadImage(runtime.client, path, blob)) : { ok: false as const, error: 'The image could not be read.' };
  // Refused (too large, a type or a folder the bucket refuses) or unreadable: kept on this device only.
  if (!answer.ok) console.warn('The image stays on this device:', answer.error);
  await job.incrementalPatch(answer.ok ? { uploaded: true } : { storage_path: null, uploaded: false });
  return true;
}

export function startImageQueue(db: DeviceDatabase, runtime: SyncRuntime): () => void {
  let stopped = false;
  // Generations first, then uploads.
  const drain = drainLoop(
    async () => (await generateNext(db, runtime)) || (await uploadNext(db, runtime)),
    () => stopped || db.closed,
    'Image queue stopped',
  );

  const ready = db.image_jobs
    .find({ selector: { status: 'generating' } })
    .exec()
    .then((interrupted) => Promise.all(interrupted.map((job) => job.incrementalPatch({ status: 'queued' }))))
    .catch(() => undefined);
  const subscriptions = [
    db.image_jobs.find({ selector: { status: 'queued' } }).$,
    db.image_jobs.find({ selector: WAITING_UPLOAD }).$,
  ].map((query$) =>
    query$.subscribe({
      next: (jobs) => {
        if (jobs.some((job) => job.status === 'queued' || job.storage_path)) ready.then(drain, drain);
      },
      // The database closed under the query (a sign-out in another tab): nothing left to drain.
      error: () => undefined,
    }),
  );
  return () => {
    stopped = true;
    for (const subscription of subscriptions) subscription.unsubscribe();
  };
}
