// Ids this device pushed, per collection, until the device holds the server's new
// `_modified` for them. Each pull asks for them again (sync_pull's p_ids): a pull
// that overlapped the push could not apply them, and without the server's new
// `_modified` the device's next edit of such a row would first meet a needless
// conflict.
//
// A server answer is not proof: RxDB applies a pulled page after the pull handler
// returns, and skips a row while its push is not yet recorded on the device (the
// push handler marks the id before RxDB stores the push) or while the document has
// a newer local change. So, when the pull handler can read the device's documents,
// a mark only ends once the device's own document holds the stamp a pull delivered,
// or once a pull finds the row gone from the server. A push after the pull asked (a
// newer version of the row) always keeps the mark.
import type { CollectionName } from '../db/collection-defs.ts';
import { normalizeTimestamp } from '../db/timestamps.ts';

const MAX_PER_PULL = 1_000;

/** The `server_modified` the device's documents hold now (an id without a document is left out). */
export type LocalStamps = (collection: CollectionName, ids: readonly string[]) => Promise<Map<string, string | null>>;

/** What one pull asked for: the ids and the push each mark stood for at that moment. */
export type AskedAgain = { collection: CollectionName; ids: string[]; versions: ReadonlyMap<string, number> };

type Mark = { version: number; delivered: string | null };

function sameStamp(a: string | null | undefined, b: string | null | undefined): boolean {
  if (typeof a !== 'string' || typeof b !== 'string') return false;
  return normalizeTimestamp(a) === normalizeTimestamp(b);
}

export class RecentlyPushed {
  private readonly marks = new Map<CollectionName, Map<string, Mark>>();
  private version = 0;

  add(collection: CollectionName, ids: readonly string[]): void {
    if (ids.length === 0) return;
    const marks = this.marks.get(collection) ?? new Map<string, Mark>();
    for (const id of ids) {
      this.version += 1;
      marks.set(id, { version: this.version, delivered: null });
    }
    this.marks.set(collection, marks);
  }

  /** This device pushed the row and does not hold the server's stamp for it yet. */
  has(collection: CollectionName, id: string): boolean {
    return this.marks.get(collection)?.has(id) ?? false;
  }

  /** The ids the next pull asks for again. */
  peek(collection: CollectionName): AskedAgain {
    const entries = [...(this.marks.get(collection) ?? [])].slice(0, MAX_PER_PULL);
    return { collection, ids: entries.map(([id]) => id), versions: new Map(entries.map(([id, mark]) => [id, mark.version])) };
  }

  /**
   * The pull that asked came back with `stamps` (id -> the server's `_modified`). A
   * delivered stamp is remembered, not trusted: the mark stays until `confirm` sees
   * it on the device. An id the server no longer returns has nothing left to apply.
   */
  pulled(asked: AskedAgain, stamps: ReadonlyMap<string, string | null>, options: { trust?: boolean } = {}): void {
    const marks = this.marks.get(asked.collection);
    if (!marks) return;
    for (const id of asked.ids) {
      const mark = marks.get(id);
      if (!mark || mark.version !== asked.versions.get(id)) continue;
      // `trust`: a caller that cannot read the device's documents ends the mark on delivery.
      if (!stamps.has(id) || options.trust) marks.delete(id);
      else mark.delivered = stamps.get(id) ?? null;
    }
  }

  /** Ends the marks whose delivered stamp the device's document now holds (or whose document is gone). */
  async confirm(collection: CollectionName, local: LocalStamps): Promise<void> {
    const marks = this.marks.get(collection);
    if (!marks) return;
    const waiting = [...marks].filter(([, mark]) => mark.delivered !== null);
    if (waiting.length === 0) return;
    let held: Map<string, string | null>;
    try {
      held = await local(
        collection,
        waiting.map(([id]) => id),
      );
    } catch {
      // The device could not be read (closing): the marks stay and are asked for again.
      return;
    }
    for (const [id, seen] of waiting) {
      const mark = marks.get(id);
      // A push while the device was read: a newer version is waiting for its own stamp.
      if (!mark || mark !== seen) continue;
      if (!held.has(id) || sameStamp(held.get(id), mark.delivered)) marks.delete(id);
    }
  }
}
