// The common end of POST, PATCH and DELETE: the write runs as a data-modifying CTE;
// with `return=representation` its returned rows go through the request's select
// (embeds included) and Postgres writes them as JSON. A singular request that did
// not touch exactly one row fails, which rolls the transaction back.
import { buildProjection } from './build-select.ts';
import { singularError } from './errors.ts';
import { checkMaxAffected } from './prefer.ts';
import { contentRange, JSON_TYPE, OBJECT_TYPE, type RestRequest, type RestResult, shapeBody } from './rest-request.ts';
import { type Aliases, ident, type SqlParams } from './sql-text.ts';

export type WriteStatement = {
  sql: string;
  params: SqlParams;
  alias: string;
  aliases: Aliases;
  /** An upsert that merges duplicates: answers 200, not 201, when it inserted nothing (as PostgREST). */
  merges?: boolean;
};

/** `return=headers-only` on POST: the written row's primary key, for PostgREST's Location header. */
function keySql(req: RestRequest, successStatus: number, alias: string): string {
  const pk = req.table.primaryKey;
  if (req.prefer.return !== 'headers-only' || successStatus !== 201 || pk.length === 0) return 'null::json';
  return `(select json_build_object(${pk.map((c) => `'${c.replaceAll("'", "''")}', ${alias}.${ident(c)}`).join(', ')}) from _w as ${alias} limit 1)`;
}

/** Runs `statement` (null: nothing to write) and answers `successStatus` (201 for POST, 200/204 otherwise). */
export async function runWrite(req: RestRequest, statement: WriteStatement | null, successStatus: number): Promise<RestResult> {
  const representation = req.prefer.return === 'representation';
  let body = '[]';
  let rows = 0;
  let inserted = 0;
  let key: Record<string, unknown> | null = null;
  if (statement) {
    const { alias } = statement;
    const { list } = buildProjection(req.table, alias, req.parts.select, { schema: req.schema, aliases: statement.aliases });
    const json = representation ? `coalesce((select json_agg(_r) from (select ${list} from _w as ${alias}) as _r), '[]'::json)::text` : `'[]'`;
    // A row that ON CONFLICT DO UPDATE rewrote carries this transaction's xmax; an inserted one 0.
    const sql = `with _w as (${statement.sql} returning ${alias}.*, (${alias}.xmax = 0) as _pgrst_inserted)
      select ${json} as body, (select count(*) from _w)::int as rows,
        (select count(*) from _w where _pgrst_inserted)::int as inserted, ${keySql(req, successStatus, alias)} as key`;
    const result = await req.tx.query<{ body: string; rows: number; inserted: number; key: Record<string, unknown> | null }>(sql, statement.params.values);
    body = result.rows[0]?.body ?? '[]';
    rows = result.rows[0]?.rows ?? 0;
    inserted = result.rows[0]?.inserted ?? 0;
    key = result.rows[0]?.key ?? null;
  }
  if (req.singular && rows !== 1) throw singularError(rows);
  if (successStatus !== 201) checkMaxAffected(req.prefer, rows);
  const headers: Record<string, string> = {
    'Content-Range': contentRange(0, rows, req.prefer.count ? rows : undefined),
  };
  if (key && rows === 1) {
    const query = Object.entries(key).map(([column, value]) => `${encodeURIComponent(column)}=eq.${encodeURIComponent(String(value))}`);
    headers.Location = `/${req.table.name}?${query.join('&')}`;
  }
  // POST: 201, or 200 for an upsert that only updated; PATCH and DELETE: 200, 204 when minimal.
  const status = successStatus === 201 ? (statement?.merges && inserted === 0 ? 200 : 201) : representation ? 200 : 204;
  if (!representation) return { status, body: null, headers };
  headers['Content-Type'] = req.singular ? OBJECT_TYPE : JSON_TYPE;
  return { status, body: shapeBody(body, req.singular), headers };
}
