// The RxDB storage of a device database: Dexie over IndexedDB, with only the schemas'
// indexes (schema-indexes-only.ts), reading whole index ranges in one request
// (range-reads.ts) and many ids by their existing keys (keys-first-lookups.ts). Tests
// pass their own IndexedDB (fake-indexeddb, one per simulated device). In development
// and tests the dev-mode plugin checks schemas and queries; it requires a validating
// storage.
import { addRxPlugin, type RxStorage } from 'rxdb';

/** A storage for any of the device's collections (RxDB types storages by document and instance). */
// biome-ignore lint/suspicious/noExplicitAny: RxDB's own signature for a storage of every collection.
export type DeviceStorage = RxStorage<any, any>;
import { keysFirstLookups } from './keys-first-lookups.ts';
import { withRangeReads } from './range-reads.ts';
import { getDexieWithSchemaIndexes } from './schema-indexes-only.ts';
import { withTabBroadcast } from './tab-broadcast.ts';

export type IndexedDbFactory = { indexedDB: IDBFactory; IDBKeyRange: typeof IDBKeyRange };

let devModeAdded = false;

export async function deviceStorage(options: { indexedDb?: IndexedDbFactory; devMode: boolean }): Promise<DeviceStorage> {
  const dexie = withTabBroadcast(withRangeReads(getDexieWithSchemaIndexes({ ...options.indexedDb, addons: [keysFirstLookups] }), options.indexedDb?.IDBKeyRange ?? IDBKeyRange));
  // A production build drops the branch below, so dev-mode and ajv are neither bundled nor precached.
  // (`?.`: plain Node, as in the phone process of the live-sync tests, has no import.meta.env.)
  if (!import.meta.env?.DEV || (!options.devMode && !devModeAdded)) return dexie;
  if (!devModeAdded) {
    const { RxDBDevModePlugin, disableWarnings } = await import('rxdb/plugins/dev-mode');
    disableWarnings();
    addRxPlugin(RxDBDevModePlugin);
    devModeAdded = true;
  }
  const { wrappedValidateAjvStorage } = await import('rxdb/plugins/validate-ajv');
  return wrappedValidateAjvStorage({ storage: dexie });
}
