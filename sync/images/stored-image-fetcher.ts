// Downloads, in the tab that leads, the Storage images a screen asked for
// (stored_images in state "wanted"), one at a time through the request loop: nothing
// goes out while the backend does not answer, and each waits until it does.
import type { DeviceDatabase } from '../db/device-database.ts';
import type { SyncRuntime } from '../replication/sync-runtime.ts';
import { nowTimestamp } from '../db/timestamps.ts';
import { drainLoop } from './drain-loop.ts';
import { downloadImage } from './image-storage.ts';

export function startStoredImageFetcher(db: DeviceDatabase, runtime: SyncRuntime): () => void {
  let stopped = false;
  const fetchNext = async () => {
    const wanted = await db.stored_images.findOne({ selector: { state: 'wanted' } }).exec();
    if (!wanted) return false;
    const answer = await runtime.request(() => downloadImage(runtime.client, wanted.id));
    await wanted.incrementalPatch(
      answer.ok ? { state: 'ready', image: answer.image, updated_at: nowTimestamp() } : { state: 'missing', updated_at: nowTimestamp() },
    );
    return true;
  };
  const drain = drainLoop(fetchNext, () => stopped || db.closed, 'Image downloads stopped');

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
