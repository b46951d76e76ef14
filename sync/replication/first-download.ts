// Progress of a device's first download: documents stored on the device against
// the total the server announced (each pull page says how many rows remain),
// summed over the collections. A page counts when its documents are written, not
// when it arrives, so the bar reaches 100% when the device has the data, and the
// download is over then: RxDB's own bookkeeping of those rows (a second write of each,
// about 1.5 s for a year of content) and its first upstream pass follow with the indicator
// saying "Syncing", and the first complete sync is recorded after them. The total
// is known only once every pulled collection has answered its first page: until then
// the snapshot says nothing (total 0), or a device whose small collections answer first
// would show 100% before the first history row arrived. Rows are counted by id, so a
// row that arrives twice (a mirror's whole table on every pull, a row asked for again)
// counts once. Nothing is counted once the download is over, nor on a device whose
// first complete sync is recorded.
import type { CollectionName } from '../db/collection-defs.ts';
import type { FirstDownload } from '../status/sync-status.ts';

type Entry = { arrived: Set<string>; remaining: number; stored: Set<string> };

export class FirstDownloadProgress {
  private readonly byCollection = new Map<CollectionName, Entry>();
  private done: boolean;

  constructor(
    alreadyDone: boolean,
    private readonly onChange: (progress: FirstDownload) => void,
    /** The collections that pull: each must announce its total before there is one. */
    private readonly expected: readonly CollectionName[] = [],
  ) {
    this.done = alreadyDone;
  }

  private entry(collection: CollectionName): Entry {
    const entry = this.byCollection.get(collection) ?? { arrived: new Set<string>(), remaining: 0, stored: new Set<string>() };
    this.byCollection.set(collection, entry);
    return entry;
  }

  /** A pull page arrived with the rows `ids`; `remaining` more wait on the server. */
  page(collection: CollectionName, ids: readonly string[], remaining: number): void {
    if (this.done) return;
    const entry = this.entry(collection);
    for (const id of ids) entry.arrived.add(id);
    entry.remaining = remaining;
    // An empty collection's answer can be the last one.
    this.changed();
  }

  /** Replication wrote the pulled documents `ids` to the device. */
  stored(collection: CollectionName, ids: readonly string[]): void {
    if (this.done) return;
    const entry = this.entry(collection);
    for (const id of ids) if (entry.arrived.has(id)) entry.stored.add(id);
    this.changed();
  }

  /** Ends the download once every pulled collection has announced its total and every row of it is stored; tells the screen. */
  private changed(): void {
    if (this.byCollection.size > 0 && this.everyCollectionAnswered() && [...this.byCollection.values()].every((entry) => entry.remaining === 0 && entry.stored.size === entry.arrived.size)) {
      this.done = true;
    }
    this.onChange(this.snapshot());
  }

  private everyCollectionAnswered(): boolean {
    return this.expected.every((name) => this.byCollection.has(name));
  }

  complete(): void {
    this.done = true;
    this.onChange(this.snapshot());
  }

  snapshot(): FirstDownload {
    if (!this.done && !this.everyCollectionAnswered()) return { done: false, received: 0, total: 0 };
    let received = 0;
    let total = 0;
    for (const entry of this.byCollection.values()) {
      received += entry.stored.size;
      total += entry.arrived.size + entry.remaining;
    }
    return { done: this.done, received, total };
  }
}
