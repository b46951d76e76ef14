// Ids this device pushed since its last pull, per collection. The next pull asks for
// them again (sync_pull's p_ids): a pull that overlapped the push could not apply
// them, and without the server's new `_modified` the device's next edit of such a
// row would first meet a needless conflict.
import type { CollectionName } from '../db/collection-defs.ts';

const MAX_PER_PULL = 1_000;

export class RecentlyPushed {
  private readonly ids = new Map<CollectionName, Set<string>>();

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
}
