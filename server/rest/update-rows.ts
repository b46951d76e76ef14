// PATCH and DELETE with the request's filters. Like a hosted project (pg-safeupdate),
// a PATCH or DELETE without any filter is refused rather than touching every row.
import { buildWhere } from './build-where.ts';
import { ApiError, invalidBody, parseError } from './errors.ts';
import { writeColumns } from './insert-rows.ts';
import type { RestRequest, RestResult } from './rest-request.ts';
import { runWrite, type WriteStatement } from './run-write.ts';
import { Aliases, ident, SqlParams, tableRef } from './sql-text.ts';

function checkFilters(req: RestRequest, verb: 'UPDATE' | 'DELETE'): void {
  if (req.parts.where.length === 0) throw new ApiError(400, '21000', `${verb} requires a WHERE clause`);
  if (req.parts.limit !== undefined || req.parts.offset !== undefined || req.parts.order.length > 0) {
    throw parseError('limit, offset and order are not supported on PATCH and DELETE by this server');
  }
}

function start(): Omit<WriteStatement, 'sql'> {
  const aliases = new Aliases();
  return { params: new SqlParams(), aliases, alias: aliases.take() };
}

export function updateRows(req: RestRequest, body: unknown): Promise<RestResult> {
  checkFilters(req, 'UPDATE');
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw invalidBody('The request body of a PATCH must be a JSON object');
  }
  const columns = writeColumns(req.table, [body as Record<string, unknown>], req.parts.columns);
  if (columns.length === 0) return runWrite(req, null, 200);
  const s = start();
  const payload = s.params.add(JSON.stringify(body));
  const where = buildWhere(req.parts.where, req.table, s.alias, s.params);
  const sets = columns.map((c) => `${ident(c)} = _b.${ident(c)}`).join(', ');
  const sql = `update ${tableRef(req.table.name)} as ${s.alias} set ${sets}
    from (select * from json_populate_record(null::${tableRef(req.table.name)}, ${payload}::json)) as _b
    where ${where}`;
  return runWrite(req, { ...s, sql }, 200);
}

export function deleteRows(req: RestRequest): Promise<RestResult> {
  checkFilters(req, 'DELETE');
  const s = start();
  const where = buildWhere(req.parts.where, req.table, s.alias, s.params);
  return runWrite(req, { ...s, sql: `delete from ${tableRef(req.table.name)} as ${s.alias} where ${where}` }, 200);
}
