// The common end of POST, PATCH and DELETE: the write runs as a data-modifying CTE;
// with `return=representation` its returned rows go through the request's select
// (embeds included) and Postgres writes them as JSON. A singular request that did
// not touch exactly one row fails, which rolls the transaction back.
import { buildProjection } from './build-select.ts';
import { singularError } from './errors.ts';
import { appliedPreferences } from './prefer.ts';
import { contentRange, JSON_TYPE, OBJECT_TYPE, type RestRequest, type RestResult, shapeBody } from './rest-request.ts';
import type { Aliases, SqlParams } from './sql-text.ts';

export type WriteStatement = { sql: string; params: SqlParams; alias: string; aliases: Aliases };

/** Runs `statement` (null: nothing to write) and answers `successStatus` (201 for POST, 200/204 otherwise). */
export async function runWrite(req: RestRequest, statement: WriteStatement | null, successStatus: number): Promise<RestResult> {
  const representation = req.prefer.return === 'representation';
  let body = '[]';
  let rows = 0;
  if (statement) {
    const { list } = buildProjection(req.table, statement.alias, req.parts.select, { schema: req.schema, aliases: statement.aliases });
    const sql = representation
      ? `with _w as (${statement.sql} returning ${statement.alias}.*)
         select coalesce(json_agg(_r), '[]'::json)::text as body, count(*)::int as rows
         from (select ${list} from _w as ${statement.alias}) as _r`
      : `with _w as (${statement.sql} returning 1) select '[]' as body, count(*)::int as rows from _w`;
    const result = await req.tx.query<{ body: string; rows: number }>(sql, statement.params.values);
    body = result.rows[0]?.body ?? '[]';
    rows = result.rows[0]?.rows ?? 0;
  }
  if (req.singular && rows !== 1) throw singularError(rows);
  const headers: Record<string, string> = {
    'Content-Range': contentRange(0, rows, req.prefer.count ? rows : undefined),
  };
  const applied = appliedPreferences(req.prefer);
  if (applied) headers['Preference-Applied'] = applied;
  if (!representation) return { status: successStatus === 201 ? 201 : 204, body: null, headers };
  headers['Content-Type'] = req.singular ? OBJECT_TYPE : JSON_TYPE;
  return { status: successStatus === 201 ? 201 : 200, body: shapeBody(body, req.singular), headers };
}
