// Opens one user's device database: the thirteen collections of collection-defs.ts,
// each with its conflict handler, and RxDB's local documents for the sync
// bookkeeping. One database per signed-in user and studio, named after both, so a
// second user on a shared tablet never opens the first one's data, and leaving a
// studio removes exactly that studio's data.
import { addRxPlugin, createRxDatabase, type RxCollectionCreator, removeRxDatabase } from 'rxdb';
import { RxDBLeaderElectionPlugin } from 'rxdb/plugins/leader-election';
import { RxDBLocalDocumentsPlugin } from 'rxdb/plugins/local-documents';
import { RxDBMigrationSchemaPlugin } from 'rxdb/plugins/migration-schema';
import { createConflictHandler } from './conflict-handler.ts';
import type { SyncIssueSink } from './sync-issue-sink.ts';
import type { ServerWriters } from './server-writers.ts';
import { COLLECTION_DEFS, COLLECTION_NAMES } from './collection-defs.ts';
import type { DeviceStorage } from './storage.ts';
import { databaseNameFor, deleteIndexedDbs } from './database-name.ts';
import type { DeviceDatabase } from './device-database.ts';

addRxPlugin(RxDBMigrationSchemaPlugin);
addRxPlugin(RxDBLeaderElectionPlugin);
addRxPlugin(RxDBLocalDocumentsPlugin);


export async function createDeviceDatabase(options: {
  userId: string;
  /** The studio this database holds (default: the user's own). */
  studioId?: string;
  storage: DeviceStorage;
  multiInstance: boolean;
  /** Where conflict losers go; bound after the database exists (they live in it). */
  sink: SyncIssueSink;
  /** Who wrote a server version that met a push as a conflict (the push handler notes it). */
  writers: ServerWriters;
}): Promise<DeviceDatabase> {
  const db = await createRxDatabase<DeviceDatabase['collections']>({
    name: databaseNameFor(options.userId, options.studioId),
    storage: options.storage,
    multiInstance: options.multiInstance,
    localDocuments: true,
    closeDuplicates: true,
  });
  try {
    const creators = Object.fromEntries(
      COLLECTION_NAMES.map((name) => {
        const def = COLLECTION_DEFS[name];
        return [
          name,
          {
            schema: def.schema,
            migrationStrategies: def.migrationStrategies,
            conflictHandler: createConflictHandler(name, def.conflict, options.sink, options.writers),
          },
        ];
      }),
    );
    await db.addCollections(creators as { [K in keyof DeviceDatabase['collections']]: RxCollectionCreator });
  } catch (error) {
    await db.close();
    throw error;
  }
  return db as DeviceDatabase;
}

/** Removes one studio's database of the user, or with no studio every one of them (sign-out). */
export async function removeDeviceDatabase(userId: string, storage: DeviceStorage, indexedDB?: IDBFactory, studioId?: string): Promise<void> {
  await removeRxDatabase(databaseNameFor(userId, studioId), storage);
  await deleteIndexedDbs(userId, indexedDB, studioId);
}
