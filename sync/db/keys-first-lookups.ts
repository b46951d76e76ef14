// A first download looks up every pulled page's ids on the device, where none of them
// is yet: RxDB reads the page's 500 ids before it writes them, and again inside the
// write, in the collection and in the replication's bookkeeping (2,000 reads a page,
// 20,000 for a year of content, each its own IndexedDB request that answers "not
// here"). This Dexie addon answers a lookup of many ids with one request for the keys
// that exist between the smallest and the largest id, then reads only those documents.
// A lookup of a few ids (an edit, a live change) reads them one by one as before.
import type { DBCore, DBCoreGetManyRequest, DBCoreRangeType, DBCoreTable, Dexie } from 'dexie';

/** From how many ids a lookup asks for the existing keys first. */
export const KEYS_FIRST_FROM = 32;

const RANGE = 2 as DBCoreRangeType; // DBCoreRangeType.Range (a const enum: not importable as a value)

function keysFirst(table: DBCoreTable): DBCoreTable {
  return {
    ...table,
    async getMany(request: DBCoreGetManyRequest) {
      const { keys } = request;
      if (keys.length < KEYS_FIRST_FROM || !keys.every((key) => typeof key === 'string')) return table.getMany(request);
      let lower = keys[0] as string;
      let upper = lower;
      for (const key of keys as string[]) {
        if (key < lower) lower = key;
        if (key > upper) upper = key;
      }
      const existing = await table.query({
        trans: request.trans,
        values: false,
        query: { index: table.schema.primaryKey, range: { type: RANGE, lower, upper, lowerOpen: false, upperOpen: false } },
      });
      const stored = new Set(existing.result as string[]);
      const present = (keys as string[]).filter((key) => stored.has(key));
      if (present.length === 0) return keys.map(() => undefined);
      const found = await table.getMany({ ...request, keys: present });
      const byKey = new Map(present.map((key, i) => [key, found[i]]));
      return (keys as string[]).map((key) => byKey.get(key));
    },
  };
}

/** The Dexie addon (`new Dexie(name, { addons: [keysFirstLookups] })`). */
export function keysFirstLookups(db: Dexie): void {
  db.use({
    stack: 'dbcore',
    name: 'keys-first-lookups',
    create: (down: DBCore): DBCore => ({ ...down, table: (name: string) => keysFirst(down.table(name)) }),
  });
}
