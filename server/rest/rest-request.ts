// What each REST operation receives, and what it answers (the route writes it out).
import type { Tx } from '../db/database.ts';
import type { Prefer } from './prefer.ts';
import type { QueryParts } from './query-ast.ts';
import type { SchemaCache, TableInfo } from './schema-cache.ts';

export type RestRequest = {
  tx: Tx;
  schema: SchemaCache;
  table: TableInfo;
  parts: QueryParts;
  prefer: Prefer;
  /** `Accept: application/vnd.pgrst.object+json`: exactly one row, answered as an object. */
  singular: boolean;
};

export type RestResult = { status: number; body: string | null; headers: Record<string, string> };

export const JSON_TYPE = 'application/json; charset=utf-8';
export const OBJECT_TYPE = 'application/vnd.pgrst.object+json; charset=utf-8';

/** `0-9/42`, `*\/0`; the total is `*` when no count was asked for. */
export function contentRange(offset: number, rows: number, total?: number): string {
  const range = rows > 0 ? `${offset}-${offset + rows - 1}` : '*';
  return `${range}/${total ?? '*'}`;
}

/** The JSON array Postgres built, or its only element when the request is singular. */
export function shapeBody(body: string, singular: boolean): string {
  // json_agg writes `[<element>]` for one row, so the element is the text between the brackets.
  return singular ? body.slice(1, -1).trim() : body;
}
