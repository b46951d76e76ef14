// GET (and HEAD): one SELECT whose rows Postgres aggregates to JSON text, so values
// leave exactly as Postgres writes them (timestamptz with microseconds, numerics as
// numbers); with `count=exact` a second COUNT over the same filters.
import { buildProjection } from './build-select.ts';
import { buildWhere, columnRef } from './build-where.ts';
import { singularError } from './errors.ts';
import type { OrderTerm } from './query-ast.ts';
import { contentRange, JSON_TYPE, OBJECT_TYPE, type RestRequest, type RestResult, shapeBody } from './rest-request.ts';
import type { TableInfo } from './schema-cache.ts';
import { Aliases, SqlParams, tableRef } from './sql-text.ts';

function orderSql(order: OrderTerm[], table: TableInfo, alias: string): string {
  if (order.length === 0) return '';
  const terms = order.map((term) => {
    const nulls = term.nulls ? ` nulls ${term.nulls}` : '';
    return `${columnRef(table, alias, term.column)} ${term.direction}${nulls}`;
  });
  return ` order by ${terms.join(', ')}`;
}

export async function readRows(req: RestRequest, head = false): Promise<RestResult> {
  const { table, parts } = req;
  const params = new SqlParams();
  const aliases = new Aliases();
  const alias = aliases.take();
  const where = buildWhere(parts.where, table, alias, params);
  const projection = buildProjection(table, alias, parts.select, { schema: req.schema, aliases });
  const from = `from ${tableRef(table.name)} as ${alias} where ${[where, ...projection.conditions].join(' and ')}`;
  const filterParams = [...params.values];
  let page = orderSql(parts.order, table, alias);
  if (parts.limit !== undefined) page += ` limit ${params.add(parts.limit)}`;
  if (parts.offset) page += ` offset ${params.add(parts.offset)}`;

  const sql = `select coalesce(json_agg(_r), '[]'::json)::text as body, count(*)::int as rows
    from (select ${projection.list} ${from}${page}) as _r`;
  const result = await req.tx.query<{ body: string; rows: number }>(sql, params.values);
  const { body, rows } = result.rows[0] ?? { body: '[]', rows: 0 };
  let total: number | undefined;
  if (req.prefer.count) {
    const counted = await req.tx.query<{ total: number }>(`select count(*)::int as total ${from}`, filterParams);
    total = counted.rows[0]?.total ?? 0;
  }
  if (req.singular && rows !== 1) throw singularError(rows);
  const headers: Record<string, string> = {
    'Content-Type': req.singular ? OBJECT_TYPE : JSON_TYPE,
    // A HEAD answers no rows, so its range is `*` (`*/42`), as the wire notes record.
    'Content-Range': contentRange(parts.offset ?? 0, head ? 0 : rows, total),
  };
  return { status: 200, body: shapeBody(body, req.singular), headers };
}
