// Counts the changes made on this device that the server has not confirmed:
// documents written locally (in this tab or another) since their last successful
// push, plus the documents a push request is carrying right now (after a reload
// the upstream re-sends what never reached the server, so those count too).
import type { DocState } from '../db/device-database.ts';

const RX_INTERNALS = new Set(['_meta', '_rev', '_attachments']);

/** A stable text for a document state: sorted keys, RxDB internals left out. */
export function fingerprint(doc: Record<string, unknown>): string {
  const sorted = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(sorted);
    if (typeof value === 'object' && value !== null) {
      return Object.fromEntries(
        Object.keys(value)
          .filter((key) => !RX_INTERNALS.has(key))
          .sort()
          .map((key) => [key, sorted((value as Record<string, unknown>)[key])]),
      );
    }
    return value;
  };
  return JSON.stringify(sorted(doc));
}

export class PendingChanges {
  private readonly written = new Map<string, string>();
  private readonly carried = new Map<string, number>();

  constructor(private readonly onChange: (count: number) => void) {}

  get count(): number {
    const keys = new Set([...this.written.keys(), ...this.carried.keys()]);
    return keys.size;
  }

  localWrite(collection: string, id: string, doc: Record<string, unknown>): void {
    this.written.set(`${collection}|${id}`, fingerprint(doc));
    this.onChange(this.count);
  }

  /** A push confirmed this state: the change is done unless the document changed again since. */
  pushed(collection: string, doc: DocState): void {
    const key = `${collection}|${String(doc.id)}`;
    if (this.written.get(key) === fingerprint(doc)) this.written.delete(key);
    this.onChange(this.count);
  }

  /** A conflict was resolved for this document: what the device wrote is settled (or kept as an issue). */
  settled(collection: string, id: string): void {
    this.written.delete(`${collection}|${id}`);
    this.onChange(this.count);
  }

  carrying(collection: string, ids: readonly string[], delta: 1 | -1): void {
    for (const id of ids) {
      const key = `${collection}|${id}`;
      const next = (this.carried.get(key) ?? 0) + delta;
      if (next > 0) this.carried.set(key, next);
      else this.carried.delete(key);
    }
    this.onChange(this.count);
  }
}
