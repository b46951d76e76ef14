// Progress of a device's first download: documents received against the total the
// server announced (each pull page says how many rows remain), summed over the
// collections. Only counted until the first complete sync is recorded.
import type { CollectionName } from '../db/collection-defs.ts';
import type { FirstDownload } from '../status/sync-status.ts';

export class FirstDownloadProgress {
  private readonly byCollection = new Map<CollectionName, { received: number; total: number }>();
  private done: boolean;

  constructor(
    alreadyDone: boolean,
    private readonly onChange: (progress: FirstDownload) => void,
  ) {
    this.done = alreadyDone;
  }

  page(collection: CollectionName, received: number, remaining: number): void {
    if (this.done) return;
    const entry = this.byCollection.get(collection) ?? { received: 0, total: 0 };
    entry.received += received;
    entry.total = entry.received + remaining;
    this.byCollection.set(collection, entry);
    this.onChange(this.snapshot());
  }

  complete(): void {
    this.done = true;
    this.onChange(this.snapshot());
  }

  snapshot(): FirstDownload {
    let received = 0;
    let total = 0;
    for (const entry of this.byCollection.values()) {
      received += entry.received;
      total += entry.total;
    }
    return { done: this.done, received, total };
  }
}
