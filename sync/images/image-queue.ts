// Drains the image_jobs queue in the tab that leads: oldest first, one at a time,
// through the same request loop as replication (no network, no valid session: it
// waits). A job interrupted by a closed tab goes back to the queue on start.
import type { StudioDatabase } from '../db/studio-database.ts';
import type { SyncRuntime } from '../replication/sync-runtime.ts';
import { ReplicationStoppedError } from '../replication/sync-runtime.ts';
import { nowTimestamp } from '../replication/timestamps.ts';
import { invokeGenerateImage } from './invoke-generate-image.ts';

export function startImageQueue(db: StudioDatabase, runtime: SyncRuntime): () => void {
  let running = false;
  let stopped = false;

  const drain = async () => {
    if (running || stopped) return;
    running = true;
    try {
      for (;;) {
        const job = await db.image_jobs.findOne({ selector: { status: 'queued' }, sort: [{ created_at: 'asc' }] }).exec();
        if (!job || stopped || db.closed) break;
        // "generating" only while a request is out; back to "queued" while it waits to retry.
        const answer = await runtime.request(async (token) => {
          const sending = await job.incrementalPatch({ status: 'generating', attempts: job.getLatest().attempts + 1, updated_at: nowTimestamp() });
          try {
            return await invokeGenerateImage(runtime.client, sending.toMutableJSON(), token);
          } catch (error) {
            await job.incrementalPatch({ status: 'queued' });
            throw error;
          }
        });
        const done = answer.ok
          ? { status: 'done' as const, image: answer.image, error: null }
          : { status: 'failed' as const, image: null, error: answer.error };
        await job.incrementalPatch({ ...done, updated_at: nowTimestamp() });
      }
    } catch (error) {
      if (!(error instanceof ReplicationStoppedError)) console.error('Image queue stopped', error);
    } finally {
      running = false;
    }
  };

  const ready = db.image_jobs
    .find({ selector: { status: 'generating' } })
    .exec()
    .then((interrupted) => Promise.all(interrupted.map((job) => job.incrementalPatch({ status: 'queued' }))));
  const subscription = db.image_jobs.find({ selector: { status: 'queued' } }).$.subscribe((queued) => {
    if (queued.length > 0) ready.then(drain, drain);
  });
  return () => {
    stopped = true;
    subscription.unsubscribe();
  };
}
