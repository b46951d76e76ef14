// How much this studio's device database holds: its documents, counted and measured as
// the JSON they are stored as (IndexedDB's own indexes and bookkeeping come on top).
import type { DeviceDatabase } from '../db/device-database.ts';

export type DatabaseSize = { documents: number; bytes: number };

export async function databaseSize(db: DeviceDatabase): Promise<DatabaseSize> {
  const encoder = new TextEncoder();
  let documents = 0;
  let bytes = 0;
  for (const collection of Object.values(db.collections)) {
    const docs = await collection.find().exec();
    documents += docs.length;
    for (const doc of docs) bytes += encoder.encode(JSON.stringify(doc.toJSON())).byteLength;
  }
  return { documents, bytes };
}
