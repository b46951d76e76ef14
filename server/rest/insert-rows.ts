// POST: insert one object or an array, PostgREST-style. Columns are the `columns`
// parameter or the union of the objects' keys; a key a row lacks is NULL (as
// json_populate_recordset gives), or the column default with `Prefer: missing=default`.
// Upserts (`resolution=merge-duplicates|ignore-duplicates`) use ON CONFLICT on
// `on_conflict` or the primary key.
import { invalidBody, parseError, unknownWriteColumn } from './errors.ts';
import type { RestRequest, RestResult } from './rest-request.ts';
import { runWrite, type WriteStatement } from './run-write.ts';
import type { TableInfo } from './schema-cache.ts';
import { Aliases, ident, SqlParams, tableRef } from './sql-text.ts';

type Row = Record<string, unknown>;

export function bodyRows(body: unknown): Row[] {
  const rows = Array.isArray(body) ? body : [body];
  if (rows.some((row) => typeof row !== 'object' || row === null || Array.isArray(row))) {
    throw invalidBody('The request body must be a JSON object or an array of objects');
  }
  return rows as Row[];
}

export function writeColumns(table: TableInfo, rows: Row[], explicit?: string[]): string[] {
  const columns = explicit ?? [...new Set(rows.flatMap((row) => Object.keys(row)))];
  for (const column of columns) {
    if (!table.columns.has(column)) throw unknownWriteColumn(table.name, column);
  }
  return columns;
}

function conflictClause(req: RestRequest, columns: string[]): string {
  const { resolution } = req.prefer;
  if (!resolution) return '';
  const target = req.parts.onConflict ?? req.table.primaryKey;
  if (target.length === 0) throw parseError('on_conflict is required: the table has no primary key');
  for (const column of target) {
    if (!req.table.columns.has(column)) throw unknownWriteColumn(req.table.name, column);
  }
  const targetSql = `(${target.map(ident).join(', ')})`;
  // As PostgREST's QueryBuilder: every given column is set, the key included, so a
  // key-only upsert still answers the existing row (DO NOTHING would answer none).
  if (resolution === 'ignore-duplicates' || columns.length === 0) return ` on conflict ${targetSql} do nothing`;
  return ` on conflict ${targetSql} do update set ${columns.map((c) => `${ident(c)} = excluded.${ident(c)}`).join(', ')}`;
}

function statement(req: RestRequest, columns: string[], valuesSql: (params: SqlParams) => string): WriteStatement {
  const params = new SqlParams();
  const aliases = new Aliases();
  const alias = aliases.take();
  const target = `${tableRef(req.table.name)} as ${alias}`;
  const columnList = columns.length > 0 ? ` (${columns.map(ident).join(', ')})` : '';
  const sql = `insert into ${target}${columnList} ${valuesSql(params)}${conflictClause(req, columns)}`;
  return { sql, params, alias, aliases, merges: req.prefer.resolution === 'merge-duplicates' };
}

export function insertRows(req: RestRequest, body: unknown): Promise<RestResult> {
  const rows = bodyRows(body);
  const columns = writeColumns(req.table, rows, req.parts.columns);
  const rowType = `null::${tableRef(req.table.name)}`;
  if (rows.length === 0) return runWrite(req, null, 201);
  if (req.prefer.missing === 'default') {
    const write = statement(req, columns, (params) => {
      const tuples = rows.map((row) => {
        // Only rows with at least one given value pass a parameter (an unused one is a bind error).
        const json = columns.some((c) => c in row) ? params.add(JSON.stringify(row)) : '';
        const cells = columns.map((c) => (c in row ? `(json_populate_record(${rowType}, ${json}::json)).${ident(c)}` : 'default'));
        return `(${cells.join(', ')})`;
      });
      return columns.length > 0 ? `values ${tuples.join(', ')}` : `select from generate_series(1, ${rows.length})`;
    });
    return runWrite(req, write, 201);
  }
  const write = statement(req, columns, (params) => {
    const list = columns.map(ident).join(', ');
    return `select ${list} from json_populate_recordset(${rowType}, ${params.add(JSON.stringify(rows))}::json)`;
  });
  return runWrite(req, write, 201);
}
