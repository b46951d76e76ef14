// RxDB's Dexie storage gives each collection's IndexedDB store two indexes beyond its
// schema's: `[_deleted+<primary key>]` and `_meta.lwt` alone. RxDB's queries choose only
// among the schema's indexes, the replication's changes since a checkpoint use
// `[_meta.lwt+<primary key>]` (among them), and the lone `_meta.lwt` serves only RxDB's
// cleanup plugin, which this app does not add. Every index is written with every
// document: the browser reads each index's key out of the stored copy and keeps one more
// entry per index, so a first download of a year of content wrote, per row, two history
// index entries and three of the replication's bookkeeping that nothing reads. This
// storage creates a collection's store with its primary key and its schema's indexes
// only, and a replication's meta instance (RxDB's record of the server's state, read by
// id alone) with none.
//
// A device whose databases already hold the extra indexes keeps them (Dexie opens a store
// that has more indexes than declared as it is); only new databases are leaner.
import type { Dexie } from 'dexie';
import type { DexieSettings, DexieStorageInternals, RxJsonSchema, RxStorage, RxStorageInstanceCreationParams } from 'rxdb';
import { DEXIE_DOCS_TABLE_NAME, dexieReplaceIfStartsWithPipe, getRxStorageDexie } from 'rxdb/plugins/storage-dexie';
import { dexieDatabaseName, isReplicationMeta } from './database-name.ts';

/** Dexie's spelling of each of the schema's indexes (`created_at`, `[_deleted+created_at+id]`). */
function schemaIndexSpecs(schema: RxJsonSchema<unknown>): Set<string> {
  return new Set(
    (schema.indexes ?? []).map((index) => {
      const fields = (typeof index === 'string' ? [index] : [...index]).map((field) => dexieReplaceIfStartsWithPipe(field));
      return fields.length === 1 ? (fields[0] ?? '') : `[${fields.join('+')}]`;
    }),
  );
}

/** Dexie store syntax: the primary key first, then the indexes, comma-separated. */
function keepIndexes(storeSpec: string, keep: Set<string>): string {
  const [primary, ...indexes] = storeSpec.split(',').map((part) => part.trim());
  return [primary, ...indexes.filter((index) => keep.has(index))].join(', ');
}

/** Declares the documents' store of `db` with only the `keep` indexes (Dexie asks once, before it opens). */
function declareOnly(db: Dexie, table: string, keep: Set<string>): void {
  const version = db.version.bind(db);
  db.version = (versionNumber: number) => {
    const declared = version(versionNumber);
    const stores = declared.stores.bind(declared);
    declared.stores = (schema) => {
      const spec = schema[table];
      return stores(typeof spec === 'string' ? { ...schema, [table]: keepIndexes(spec, keep) } : schema);
    };
    return declared;
  };
}

/** RxDB's Dexie storage with `settings`, its stores holding only their schema's indexes. */
export function getDexieWithSchemaIndexes(settings: DexieSettings): RxStorage<DexieStorageInternals, DexieSettings> {
  // Filled just before RxDB creates a storage instance; Dexie is then constructed, and
  // `onCreate` called, before the creation's first await.
  const pending = new Map<string, Set<string>>();
  const dexie = getRxStorageDexie({
    ...settings,
    onCreate: (db, name) => {
      const keep = pending.get(name);
      if (keep) declareOnly(db, DEXIE_DOCS_TABLE_NAME, keep);
      return settings.onCreate?.(db, name);
    },
  });
  return {
    name: dexie.name,
    rxdbVersion: dexie.rxdbVersion,
    async createStorageInstance<T>(params: RxStorageInstanceCreationParams<T, DexieSettings>) {
      const name = dexieDatabaseName(params.databaseName, params.collectionName, params.schema.version);
      // A replication's bookkeeping is read by id alone (RxDB's cleanup plugin would query it).
      pending.set(name, isReplicationMeta(params.collectionName) ? new Set() : schemaIndexSpecs(params.schema as RxJsonSchema<unknown>));
      try {
        return await dexie.createStorageInstance(params);
      } finally {
        pending.delete(name);
      }
    },
  };
}
