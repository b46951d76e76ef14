// Who wrote the server's version of a row that answered a push as a conflict: this
// database (an earlier push of its own whose answer it never heard, perhaps from another
// tab), another database of this device (another studio's, which holds the same user's
// drafts, or one removed at sign-out), or anyone else (another device, the server). The
// push handler notes it from the row's `_origin`; the conflict handler asks, by the
// version's stamp (docs/sync.md, "Push conflicts").
import type { CollectionName } from './collection-defs.ts';

/** `refused`: the server's row came back with a refusal of this device's change. */
export type Writer = 'this-database' | 'this-device' | 'elsewhere' | 'refused';

export class ServerWriters {
  private readonly writers = new Map<string, { stamp: unknown; writer: Writer }>();

  note(collection: CollectionName, id: string, stamp: unknown, writer: Writer): void {
    const key = `${collection}|${id}`;
    if (writer === 'elsewhere') this.writers.delete(key);
    else this.writers.set(key, { stamp, writer });
  }

  /** Who wrote the version stamped `stamp` (not noted: anyone else). */
  writerOf(collection: CollectionName, id: string, stamp: unknown): Writer {
    const noted = this.writers.get(`${collection}|${id}`);
    return noted && noted.stamp === stamp ? noted.writer : 'elsewhere';
  }
}
