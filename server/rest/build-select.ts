// The select list of a request, embedded relations included: each embed is a
// correlated subquery whose rows Postgres turns into JSON (`to_json` for one,
// `json_agg` for many), so the whole answer is written by Postgres.
import { columnRef } from './build-where.ts';
import type { SelectItem } from './query-ast.ts';
import { resolveEmbed } from './resolve-embed.ts';
import type { SchemaCache, TableInfo } from './schema-cache.ts';
import { type Aliases, ident, tableRef } from './sql-text.ts';

export type SelectContext = { schema: SchemaCache; aliases: Aliases };

export type Projection = {
  /** The select list (may be empty: `select from ..` is valid). */
  list: string;
  /** Conditions on the parent from `!inner` embeds. */
  conditions: string[];
};

function embedSql(item: Extract<SelectItem, { kind: 'embed' }>, parent: TableInfo, parentAlias: string, ctx: SelectContext) {
  const rel = resolveEmbed(ctx.schema, parent, item.relation, item.hint);
  const alias = ctx.aliases.take();
  const joinSql = rel.join
    .map(([mine, theirs]) => `${columnRef(rel.target, alias, theirs)} = ${columnRef(parent, parentAlias, mine)}`)
    .join(' and ');
  const inner = buildProjection(rel.target, alias, item.select, ctx);
  const where = [joinSql, ...inner.conditions].join(' and ');
  const from = `from ${tableRef(rel.target.name)} as ${alias} where ${where}`;
  const exists = item.inner ? `exists (select 1 ${from})` : undefined;
  if (item.select.length === 0) return { column: undefined, exists };
  const row = `${alias}_r`;
  const body = rel.toOne
    ? `(select to_json(${row}) from (select ${inner.list} ${from} limit 1) as ${row})`
    : `coalesce((select json_agg(${row}) from (select ${inner.list} ${from}) as ${row}), '[]'::json)`;
  return { column: `${body} as ${ident(item.alias ?? item.relation)}`, exists };
}

export function buildProjection(table: TableInfo, alias: string, items: SelectItem[], ctx: SelectContext): Projection {
  const list: string[] = [];
  const conditions: string[] = [];
  for (const item of items) {
    if (item.kind === 'star') {
      for (const name of table.columns.keys()) list.push(`${alias}.${ident(name)}`);
    } else if (item.kind === 'column') {
      const cast = item.cast ? `::${item.cast}` : '';
      list.push(`${columnRef(table, alias, item.name)}${cast} as ${ident(item.alias ?? item.name)}`);
    } else {
      const embed = embedSql(item, table, alias, ctx);
      if (embed.column) list.push(embed.column);
      if (embed.exists) conditions.push(embed.exists);
    }
  }
  return { list: list.join(', '), conditions };
}
