// What this device pushed, per collection, for two later questions:
// - Ids pushed since the last pull. The next pull asks for them again (sync_pull's
//   p_ids): a pull that overlapped the push could not apply them, and without the
//   server's new `_modified` the device's next edit of such a row would first meet a
//   needless conflict.
// - Versions sent whose answer never came (the request failed on the way back: the
//   server may have written them). When the server later answers a conflict holding
//   one of these versions, that is the device's own write, not another device's.
import type { CollectionName } from '../db/collection-defs.ts';
import { deepEqualJson } from './merge.ts';
import type { Row } from './row-mapping.ts';

const MAX_PER_PULL = 1_000;
/** Unanswered versions kept per row: each failed push of a new version adds one. */
const MAX_UNANSWERED = 8;

export class RecentlyPushed {
  private readonly ids = new Map<CollectionName, Set<string>>();
  private readonly unanswered = new Map<CollectionName, Map<string, Row[]>>();

  add(collection: CollectionName, ids: readonly string[]): void {
    if (ids.length === 0) return;
    const set = this.ids.get(collection) ?? new Set<string>();
    for (const id of ids) set.add(id);
    this.ids.set(collection, set);
  }

  peek(collection: CollectionName): string[] {
    return [...(this.ids.get(collection) ?? [])].slice(0, MAX_PER_PULL);
  }

  pulled(collection: CollectionName, ids: readonly string[]): void {
    const set = this.ids.get(collection);
    for (const id of ids) set?.delete(id);
  }

  /** Rows about to be sent: unanswered until `answered` is called for their ids. */
  sending(collection: CollectionName, rows: readonly Row[]): void {
    const byId = this.unanswered.get(collection) ?? new Map<string, Row[]>();
    for (const row of rows) {
      const id = String(row.id);
      const earlier = (byId.get(id) ?? []).filter((sent) => !deepEqualJson(sent, row));
      byId.set(id, [...earlier, row].slice(-MAX_UNANSWERED));
    }
    this.unanswered.set(collection, byId);
  }

  /** The server answered for these rows: whatever it holds now, it said so. */
  answered(collection: CollectionName, ids: readonly string[]): void {
    const byId = this.unanswered.get(collection);
    for (const id of ids) byId?.delete(id);
  }

  /** Versions of a row sent without an answer, oldest first (the server may hold any one). */
  unansweredVersions(collection: CollectionName, id: string): readonly Row[] {
    return this.unanswered.get(collection)?.get(id) ?? [];
  }
}
