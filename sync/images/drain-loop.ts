// The one-at-a-time loop behind the image queue and the image downloads: `step` does
// one piece of work and says whether it did any; a call while the loop runs makes it
// look again once done. It ends when `over()` (stopped, database closed) or when the
// request loop stops; any other failure is logged under `label`.
import { ReplicationStoppedError } from '../replication/sync-runtime.ts';

export function drainLoop(step: () => Promise<boolean>, over: () => boolean, label: string): () => Promise<void> {
  let running = false;
  let again = false;
  return async () => {
    if (over()) return;
    if (running) {
      again = true;
      return;
    }
    running = true;
    try {
      do {
        again = false;
        while (!over() && (await step())) {
          // one piece of work at a time
        }
      } while (again && !over());
    } catch (error) {
      if (!(error instanceof ReplicationStoppedError)) console.error(label, error);
    } finally {
      running = false;
    }
  };
}
