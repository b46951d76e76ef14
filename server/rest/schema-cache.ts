// What PostgREST calls its schema cache: the public tables with their columns, unique
// keys and foreign keys, and the public functions with their argument names. Read once
// from pg_catalog per database, re-read when a request names something unknown (so a
// table created after start is found), at most once a second.
import type { Database } from '../db/database.ts';

export type ColumnInfo = { name: string; type: string; generated: boolean };

export type ForeignKey = { name: string; columns: string[]; refSchema: string; refTable: string; refColumns: string[] };

export type TableInfo = {
  name: string;
  columns: Map<string, ColumnInfo>;
  primaryKey: string[];
  /** Column sets with a unique index (the primary key included). */
  uniques: string[][];
  foreignKeys: ForeignKey[];
};

export type FunctionArg = { name: string; type: string; hasDefault: boolean };

export type FunctionInfo = {
  name: string;
  args: FunctionArg[];
  returnsSet: boolean;
  returnsVoid: boolean;
  /** 'i' immutable, 's' stable, 'v' volatile. */
  volatility: string;
};

export type SchemaCache = { tables: Map<string, TableInfo>; functions: Map<string, FunctionInfo[]> };

const TABLES_SQL = `
select c.relname as name,
  coalesce(json_agg(json_build_object('name', a.attname, 'type', format_type(a.atttypid, a.atttypmod),
    'generated', a.attgenerated <> '') order by a.attnum) filter (where a.attnum is not null), '[]') as columns
from pg_class c
join pg_namespace n on n.oid = c.relnamespace
left join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
where n.nspname = 'public' and c.relkind in ('r', 'v', 'm', 'p', 'f')
group by c.relname`;

const UNIQUES_SQL = `
select c.relname as table, i.indisprimary as primary,
  (select json_agg(a.attname order by k.ord) from unnest(i.indkey::int2[]) with ordinality k(attnum, ord)
    join pg_attribute a on a.attrelid = i.indrelid and a.attnum = k.attnum) as columns
from pg_index i
join pg_class c on c.oid = i.indrelid
join pg_namespace n on n.oid = c.relnamespace
where n.nspname = 'public' and i.indisunique and i.indpred is null and not (0 = any(i.indkey::int2[]))`;

const FOREIGN_KEYS_SQL = `
select con.conname as name, c.relname as table, rn.nspname as ref_schema, rc.relname as ref_table,
  (select json_agg(a.attname order by k.ord) from unnest(con.conkey) with ordinality k(attnum, ord)
    join pg_attribute a on a.attrelid = con.conrelid and a.attnum = k.attnum) as columns,
  (select json_agg(a.attname order by k.ord) from unnest(con.confkey) with ordinality k(attnum, ord)
    join pg_attribute a on a.attrelid = con.confrelid and a.attnum = k.attnum) as ref_columns
from pg_constraint con
join pg_class c on c.oid = con.conrelid
join pg_namespace n on n.oid = c.relnamespace
join pg_class rc on rc.oid = con.confrelid
join pg_namespace rn on rn.oid = rc.relnamespace
where n.nspname = 'public' and con.contype = 'f'`;

const FUNCTIONS_SQL = `
select p.proname as name, p.proretset as returns_set, p.prorettype = 'void'::regtype as returns_void,
  p.provolatile as volatility, p.pronargs as nargs, p.pronargdefaults as ndefaults,
  coalesce(p.proargnames, '{}') as arg_names, coalesce(p.proargmodes::text[], '{}') as arg_modes,
  coalesce((select json_agg(format_type(t, null) order by ord) from unnest(p.proargtypes::oid[]) with ordinality u(t, ord)), '[]') as arg_types
from pg_proc p
join pg_namespace n on n.oid = p.pronamespace
where n.nspname = 'public' and p.prokind = 'f'`;

type TableRow = { name: string; columns: ColumnInfo[] };
type UniqueRow = { table: string; primary: boolean; columns: string[] | null };
type ForeignKeyRow = { name: string; table: string; ref_schema: string; ref_table: string; columns: string[]; ref_columns: string[] };
type FunctionRow = {
  name: string;
  returns_set: boolean;
  returns_void: boolean;
  volatility: string;
  nargs: number;
  ndefaults: number;
  arg_names: string[];
  arg_modes: string[];
  arg_types: string[];
};

function toFunction(row: FunctionRow): FunctionInfo {
  // proargnames covers every argument (OUT ones too); proargmodes is empty when all are IN.
  const inputNames = row.arg_modes.length === 0 ? row.arg_names : row.arg_names.filter((_, i) => ['i', 'b', 'v'].includes(row.arg_modes[i] ?? 'i'));
  const args = row.arg_types.map((type, i) => ({
    name: inputNames[i] ?? '',
    type,
    hasDefault: i >= row.nargs - row.ndefaults,
  }));
  return { name: row.name, args, returnsSet: row.returns_set, returnsVoid: row.returns_void, volatility: row.volatility };
}

async function loadSchema(db: Database): Promise<SchemaCache> {
  return db.asSuperuser(async (tx) => {
    const tables = new Map<string, TableInfo>();
    for (const row of (await tx.query<TableRow>(TABLES_SQL)).rows) {
      const columns = new Map(row.columns.map((column) => [column.name, column]));
      tables.set(row.name, { name: row.name, columns, primaryKey: [], uniques: [], foreignKeys: [] });
    }
    for (const row of (await tx.query<UniqueRow>(UNIQUES_SQL)).rows) {
      const table = tables.get(row.table);
      if (!table || !row.columns) continue;
      table.uniques.push(row.columns);
      if (row.primary) table.primaryKey = row.columns;
    }
    for (const row of (await tx.query<ForeignKeyRow>(FOREIGN_KEYS_SQL)).rows) {
      tables.get(row.table)?.foreignKeys.push({
        name: row.name,
        columns: row.columns,
        refSchema: row.ref_schema,
        refTable: row.ref_table,
        refColumns: row.ref_columns,
      });
    }
    const functions = new Map<string, FunctionInfo[]>();
    for (const row of (await tx.query<FunctionRow>(FUNCTIONS_SQL)).rows) {
      functions.set(row.name, [...(functions.get(row.name) ?? []), toFunction(row)]);
    }
    return { tables, functions };
  });
}

type Entry = { schema: Promise<SchemaCache>; loadedAt: number };
const cache = new WeakMap<Database, Entry>();

export function getSchema(db: Database): Promise<SchemaCache> {
  let entry = cache.get(db);
  if (!entry) {
    entry = { schema: loadSchema(db), loadedAt: Date.now() };
    entry.schema.catch(() => cache.delete(db));
    cache.set(db, entry);
  }
  return entry.schema;
}

/** The schema, re-read first when it lacks `has` and the last read is over a second old. */
export async function getSchemaWith(db: Database, has: (schema: SchemaCache) => boolean): Promise<SchemaCache> {
  const schema = await getSchema(db);
  const entry = cache.get(db);
  if (has(schema) || !entry || Date.now() - entry.loadedAt < 1000) return schema;
  cache.delete(db);
  return getSchema(db);
}
