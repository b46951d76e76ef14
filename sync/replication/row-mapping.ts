// Rows of the Supabase tables <-> RxDB documents. RxDB field names cannot start
// with "_", so the row's `_modified` travels as the document's `server_modified`;
// `_deleted` is RxDB's own deleted flag on both sides. Only the schema's fields are
// taken from a row, so a column the server adds later never breaks validation.
import { COLLECTION_DEFS, type CollectionName, documentFields } from '../db/collection-defs.ts';
import type { DocState } from '../db/device-database.ts';
import { normalizeTimestamp } from '../db/timestamps.ts';

export type Row = Record<string, unknown>;

export const SERVER_MODIFIED = 'server_modified';

export function rowToDocument(name: CollectionName, row: Row): DocState {
  const stamps = new Set<string>(COLLECTION_DEFS[name].timestampFields);
  const doc: DocState = { _deleted: row._deleted === true };
  for (const field of documentFields(name)) {
    if (field === SERVER_MODIFIED) {
      doc[field] = typeof row._modified === 'string' ? row._modified : null;
      continue;
    }
    if (!(field in row)) continue;
    const value = row[field];
    doc[field] = stamps.has(field) && typeof value === 'string' ? normalizeTimestamp(value) : value;
  }
  return doc;
}

/** The columns to write: every document field but `server_modified`, plus `_deleted`. */
export function documentToRow(name: CollectionName, doc: DocState): Row {
  const row: Row = {};
  for (const field of documentFields(name)) {
    if (field === SERVER_MODIFIED || !(field in doc)) continue;
    row[field] = doc[field];
  }
  row._deleted = doc._deleted === true;
  return row;
}
