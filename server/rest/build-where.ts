// Filters and logic trees to a SQL boolean expression over one table alias. Column
// names are checked against the table; each value is a bind parameter whose type
// Postgres infers from the column (as PostgREST's unknown-typed literals are).
import { unknownColumn } from './errors.ts';
import type { Condition, FilterNode, FilterOp } from './query-ast.ts';
import { checkRegexPattern } from './regex-guard.ts';
import type { TableInfo } from './schema-cache.ts';
import { ident, type SqlParams } from './sql-text.ts';

const BINARY: Partial<Record<FilterOp, string>> = {
  eq: '=',
  neq: '<>',
  gt: '>',
  gte: '>=',
  lt: '<',
  lte: '<=',
  like: 'like',
  ilike: 'ilike',
  match: '~',
  imatch: '~*',
  cs: '@>',
  cd: '<@',
  ov: '&&',
  sl: '<<',
  sr: '>>',
  nxr: '&<',
  nxl: '&>',
  adj: '-|-',
  isdistinct: 'is distinct from',
};

const TS_QUERY: Partial<Record<FilterOp, string>> = {
  fts: 'to_tsquery',
  plfts: 'plainto_tsquery',
  phfts: 'phraseto_tsquery',
  wfts: 'websearch_to_tsquery',
};

const IS_SQL: Record<string, string> = {
  null: 'is null',
  not_null: 'is not null',
  true: 'is true',
  false: 'is false',
  unknown: 'is unknown',
};

export function columnRef(table: TableInfo, alias: string, column: string): string {
  if (!table.columns.has(column)) throw unknownColumn(table.name, column);
  return `${alias}.${ident(column)}`;
}

function conditionSql(cond: Condition, table: TableInfo, alias: string, params: SqlParams): string {
  const column = columnRef(table, alias, cond.column);
  const value = cond.value;
  if (Array.isArray(value)) {
    return value.length === 0 ? 'false' : `${column} in (${value.map((v) => params.add(v)).join(', ')})`;
  }
  if (cond.op === 'is') return `${column} ${IS_SQL[value]}`;
  const tsQuery = TS_QUERY[cond.op];
  if (tsQuery) {
    const language = cond.language ? `${params.add(cond.language)}::regconfig, ` : '';
    return `${column} @@ ${tsQuery}(${language}${params.add(value)})`;
  }
  if (cond.op === 'match' || cond.op === 'imatch') checkRegexPattern(value);
  const operator = BINARY[cond.op] ?? '=';
  const operand = cond.op === 'like' || cond.op === 'ilike' ? value.replaceAll('*', '%') : value;
  return `${column} ${operator} ${params.add(operand)}`;
}

function nodeSql(node: FilterNode, table: TableInfo, alias: string, params: SqlParams): string {
  const inner =
    node.kind === 'cond'
      ? conditionSql(node, table, alias, params)
      : `(${node.children.map((child) => nodeSql(child, table, alias, params)).join(` ${node.op} `)})`;
  return node.negate ? `not (${inner})` : inner;
}

/** The conjunction of `nodes`, or `true` when there are none. */
export function buildWhere(nodes: FilterNode[], table: TableInfo, alias: string, params: SqlParams): string {
  if (nodes.length === 0) return 'true';
  return nodes.map((node) => nodeSql(node, table, alias, params)).join(' and ');
}
