// Turns a stream of change events into few pulls: the first event for a collection
// schedules one pull after `delayMs`, and the events that arrive before it runs ride
// along. Unlike a trailing debounce, a long burst cannot postpone the pull forever.
import type { CollectionName } from '../db/collection-defs.ts';

export type PullCoalescer = {
  request(collection: CollectionName): void;
  cancel(): void;
};

export function createPullCoalescer(pull: (collection: CollectionName) => void, delayMs: number): PullCoalescer {
  const timers = new Map<CollectionName, ReturnType<typeof setTimeout>>();
  return {
    request(collection) {
      if (timers.has(collection)) return;
      timers.set(
        collection,
        setTimeout(() => {
          timers.delete(collection);
          pull(collection);
        }, delayMs),
      );
    },
    cancel() {
      for (const timer of timers.values()) clearTimeout(timer);
      timers.clear();
    },
  };
}
