// What Realtime needs to know about the tables of the publication supabase_realtime:
// columns (name and Postgres type name, as Supabase sends them in `columns`), the
// primary key, and, per API role, whether the role may read the table and the SQL
// condition its row level security policies put on a row. That condition decides
// who may hear of a row that no longer exists (a DELETE) and who may see an old row.
// Read once when Realtime starts, again when a join names a table not known yet.
import type { ApiRole, Database } from '../db/database.ts';

export type ColumnInfo = { name: string; type: string };

export type RoleAccess = { select: boolean; predicate: string };

export type TableInfo = {
  schema: string;
  table: string;
  /** `"schema"."table"`, quoted for SQL. */
  sqlName: string;
  columns: ColumnInfo[];
  keys: string[];
  access: Record<ApiRole, RoleAccess>;
};

type PolicyRow = { permissive: string; roles: string[]; qual: string | null };

type TableRow = {
  schema: string;
  table: string;
  rls: boolean;
  columns: ColumnInfo[];
  keys: string[] | null;
  policies: PolicyRow[] | null;
  privileges: Record<ApiRole, boolean>;
};

const API_ROLES: readonly ApiRole[] = ['anon', 'authenticated', 'service_role'];

const TABLES_SQL = `
  select n.nspname as schema, c.relname as table, c.relrowsecurity as rls,
    (select json_agg(json_build_object('name', a.attname, 'type', t.typname) order by a.attnum)
       from pg_attribute a join pg_type t on t.oid = a.atttypid
      where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped) as columns,
    (select json_agg(a.attname order by k.ord)
       from pg_index i
       cross join lateral unnest(i.indkey::int2[]) with ordinality as k(attnum, ord)
       join pg_attribute a on a.attrelid = i.indrelid and a.attnum = k.attnum
      where i.indrelid = c.oid and i.indisprimary) as keys,
    (select json_agg(json_build_object('permissive', p.permissive, 'roles', p.roles, 'qual', p.qual))
       from pg_policies p
      where p.schemaname = n.nspname and p.tablename = c.relname and p.cmd in ('SELECT', 'ALL')) as policies,
    json_build_object(
      'anon', has_table_privilege('anon', c.oid, 'SELECT'),
      'authenticated', has_table_privilege('authenticated', c.oid, 'SELECT'),
      'service_role', has_table_privilege('service_role', c.oid, 'SELECT')) as privileges
  from pg_publication_tables pt
  join pg_namespace n on n.nspname = pt.schemaname
  join pg_class c on c.relnamespace = n.oid and c.relname = pt.tablename
  where pt.pubname = 'supabase_realtime'`;

export function quoteIdent(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

/** Row level security as Postgres applies it: permissive policies OR-ed, restrictive ones AND-ed. */
function policyPredicate(row: TableRow, role: ApiRole, bypass: boolean): string {
  if (bypass || !row.rls) return 'true';
  const applicable = (row.policies ?? []).filter((p) => p.qual !== null && (p.roles.includes('public') || p.roles.includes(role)));
  const permissive = applicable.filter((p) => p.permissive === 'PERMISSIVE').map((p) => `(${p.qual})`);
  if (permissive.length === 0) return 'false';
  const restrictive = applicable.filter((p) => p.permissive === 'RESTRICTIVE').map((p) => `(${p.qual})`);
  return [`(${permissive.join(' or ')})`, ...restrictive].join(' and ');
}

export class RealtimeCatalog {
  private tables = new Map<string, TableInfo>();

  constructor(private readonly db: Database) {}

  async load(): Promise<void> {
    const { tables, roles } = await this.db.asSuperuser(async (tx) => ({
      tables: await tx.query<TableRow>(TABLES_SQL),
      roles: await tx.query<{ rolname: ApiRole; rolbypassrls: boolean }>(
        `select rolname, rolbypassrls from pg_roles where rolname in ('anon', 'authenticated', 'service_role')`,
      ),
    }));
    const bypass = new Map(roles.rows.map((r) => [r.rolname, r.rolbypassrls]));
    const next = new Map<string, TableInfo>();
    for (const row of tables.rows) {
      if (!row.keys?.length) continue;
      const access = Object.fromEntries(
        API_ROLES.map((role) => [
          role,
          { select: row.privileges[role], predicate: policyPredicate(row, role, bypass.get(role) ?? false) },
        ]),
      ) as Record<ApiRole, RoleAccess>;
      next.set(`${row.schema}.${row.table}`, {
        schema: row.schema,
        table: row.table,
        sqlName: `${quoteIdent(row.schema)}.${quoteIdent(row.table)}`,
        columns: row.columns,
        keys: row.keys,
        access,
      });
    }
    this.tables = next;
  }

  get(schema: string, table: string): TableInfo | undefined {
    return this.tables.get(`${schema}.${table}`);
  }

  inSchema(schema: string): TableInfo[] {
    return [...this.tables.values()].filter((t) => t.schema === schema);
  }
}
