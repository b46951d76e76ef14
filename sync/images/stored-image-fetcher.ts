// Downloads, in the tab that leads, the Storage images a screen asked for
// (stored_images in state "wanted"), one at a time through the request loop: nothing
// goes out while the backend does not answer, and each waits until it does.
import type { StudioDatabase } from '../db/studio-database.ts';
import { ReplicationStoppedError, type SyncRuntime } from '../replication/sync-runtime.ts';
import { nowTimestamp } from '../replication/timestamps.ts';
import { downloadImage } from './image-storage.ts';

export function startStoredImageFetcher(db: StudioDatabase, runtime: SyncRuntime): () => void {
  let running = false;
  let again = false;
  let stopped = false;

  const drain = async () => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = true;
    try {
      do {
        again = false;
        for (;;) {
          if (stopped || db.closed) return;
          const wanted = await db.stored_images.findOne({ selector: { state: 'wanted' } }).exec();
          if (!wanted) break;
          const answer = await runtime.request(() => downloadImage(runtime.client, wanted.id));
          await wanted.incrementalPatch(
            answer.ok ? { state: 'ready', image: answer.image, updated_at: nowTimestamp() } : { state: 'missing', updated_at: nowTimestamp() },
          );
        }
      } while (again);
    } catch (error) {
      if (!(error instanceof ReplicationStoppedError)) console.error('Image downloads stopped', error);
    } finally {
      running = false;
    }
  };

  const subscription = db.stored_images.find({ selector: { state: 'wanted' } }).$.subscribe({
    next: (wanted) => {
      if (wanted.length > 0) void drain();
    },
    // The database closed under the query (a sign-out in another tab): nothing left to fetch.
    error: () => undefined,
  });
  return () => {
    stopped = true;
    subscription.unsubscribe();
  };
}
