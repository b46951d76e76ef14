// The snapshot's tables and views, read from the catalog: each table with its columns,
// constraints (CHECKs included), comments, row level security, replica identity and
// grants; then, as objects of their own, its indexes, triggers and policies. Only catalog
// functions that PostgreSQL 15 and 17 (PGlite) print alike are used.
import type { Tx } from '../../server/db/database.ts';
import { type Grant, grantLines, type SchemaItem, TABLE_PRIVILEGES } from './schema-item.ts';

/** Schemas never snapshotted: PostgreSQL's own, and the migrations' bookkeeping. */
export const SKIPPED_SCHEMAS = `n.nspname not in ('information_schema', 'supabase_migrations') and n.nspname not like 'pg\\_%'`;

const RELATIONS = `
  select c.*, n.nspname, format('%I.%I', n.nspname, c.relname) as qualified
  from pg_class c join pg_namespace n on n.oid = c.relnamespace
  where c.relkind in ('r', 'p', 'v', 'm') and ${SKIPPED_SCHEMAS}
    and not exists (select 1 from pg_depend e where e.classid = 'pg_class'::regclass and e.objid = c.oid and e.deptype = 'e')`;

type Relation = {
  oid: string;
  schema: string;
  name: string;
  kind: string;
  rls: boolean;
  force_rls: boolean;
  replident: string;
  replident_index: string | null;
  comment: string | null;
  viewdef: string | null;
};
type Column = {
  oid: string;
  name: string;
  type: string;
  not_null: boolean;
  default: string | null;
  identity: string;
  generated: string;
  collation: string | null;
  comment: string | null;
};
type Owned = { oid: string; name: string; def: string };
type Policy = { oid: string; name: string; permissive: boolean; cmd: string; roles: string[]; qual: string | null; with_check: string | null };

const POLICY_COMMANDS: Record<string, string> = { r: 'select', a: 'insert', w: 'update', d: 'delete', '*': 'all' };
const CONSTRAINT_ORDER = 'pufcx';

async function rows<T>(tx: Tx, sql: string): Promise<T[]> {
  return (await tx.query<T>(sql)).rows;
}

function byOid<T extends { oid: string }>(list: T[]): Map<string, T[]> {
  const map = new Map<string, T[]>();
  for (const row of list) map.set(row.oid, [...(map.get(row.oid) ?? []), row]);
  return map;
}

function columnLine(column: Column): string {
  const parts = [column.name, column.type];
  if (column.collation) parts.push(`collate ${column.collation}`);
  if (column.generated === 's') parts.push(`generated always as (${column.default}) stored`);
  else if (column.identity) parts.push(`generated ${column.identity === 'a' ? 'always' : 'by default'} as identity`);
  else if (column.default !== null) parts.push(`default ${column.default}`);
  if (column.not_null) parts.push('not null');
  return parts.join(' ');
}

function replicaIdentity(relation: Relation): string | null {
  if (relation.replident === 'i') return `alter table ${relation.name} replica identity using index ${relation.replident_index};`;
  if (relation.replident === 'f') return `alter table ${relation.name} replica identity full;`;
  if (relation.replident === 'n') return `alter table ${relation.name} replica identity nothing;`;
  return null;
}

function tableBody(relation: Relation, columns: Column[], constraints: Owned[], grants: Grant[]): string {
  const sorted = [...constraints].sort((a, b) => CONSTRAINT_ORDER.indexOf(a.def[0]!) - CONSTRAINT_ORDER.indexOf(b.def[0]!));
  const lines = [
    ...columns.map(columnLine),
    ...sorted.map((constraint) => `constraint ${constraint.name} ${constraint.def.slice(1)}`),
  ];
  const statements = [`create table ${relation.name} (\n${lines.map((line) => `  ${line}`).join(',\n')}\n);`];
  if (relation.comment !== null) statements.push(`comment on table ${relation.name} is ${relation.comment};`);
  for (const column of columns) {
    if (column.comment !== null) statements.push(`comment on column ${relation.name}.${column.name} is ${column.comment};`);
  }
  if (relation.rls) statements.push(`alter table ${relation.name} enable row level security;`);
  if (relation.force_rls) statements.push(`alter table ${relation.name} force row level security;`);
  const identity = replicaIdentity(relation);
  if (identity) statements.push(identity);
  statements.push(...grantLines(`table ${relation.name}`, grants, TABLE_PRIVILEGES));
  return statements.join('\n');
}

function policyBody(table: string, policy: Policy): string {
  const lines = [`create policy ${policy.name} on ${table}`];
  if (!policy.permissive) lines.push('  as restrictive');
  lines.push(`  for ${POLICY_COMMANDS[policy.cmd] ?? policy.cmd}`, `  to ${[...policy.roles].sort().join(', ')}`);
  if (policy.qual !== null) lines.push(`  using (${policy.qual})`);
  if (policy.with_check !== null) lines.push(`  with check (${policy.with_check})`);
  return `${lines.join('\n')};`;
}

export async function readRelations(tx: Tx): Promise<SchemaItem[]> {
  const relations = await rows<Relation>(
    tx,
    `select r.oid::text as oid, r.nspname as schema, r.qualified as name, r.relkind as kind,
       r.relrowsecurity as rls, r.relforcerowsecurity as force_rls, r.relreplident as replident,
       (select format('%I', i.relname) from pg_index x join pg_class i on i.oid = x.indexrelid
         where x.indrelid = r.oid and x.indisreplident) as replident_index,
       quote_literal(obj_description(r.oid, 'pg_class')) as comment,
       case when r.relkind in ('v', 'm') then pg_get_viewdef(r.oid, true) end as viewdef
     from (${RELATIONS}) r`,
  );
  const columns = byOid(
    await rows<Column>(
      tx,
      `select a.attrelid::text as oid, format('%I', a.attname) as name, format_type(a.atttypid, a.atttypmod) as type,
         a.attnotnull as not_null, pg_get_expr(d.adbin, d.adrelid) as default, a.attidentity as identity,
         a.attgenerated as generated, quote_literal(col_description(a.attrelid, a.attnum)) as comment,
         case when a.attcollation <> t.typcollation then format('%I', co.collname) end as collation
       from pg_attribute a
       join (${RELATIONS}) r on r.oid = a.attrelid
       join pg_type t on t.oid = a.atttypid
       left join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
       left join pg_collation co on co.oid = a.attcollation
       where a.attnum > 0 and not a.attisdropped
       order by a.attrelid, a.attnum`,
    ),
  );
  // `def` starts with the constraint's kind letter, for ordering: keys, foreign keys, checks.
  const constraints = byOid(
    await rows<Owned>(
      tx,
      `select k.conrelid::text as oid, format('%I', k.conname) as name, k.contype::text || pg_get_constraintdef(k.oid, true) as def
       from pg_constraint k join (${RELATIONS}) r on r.oid = k.conrelid
       where k.contype in ('p', 'u', 'f', 'c', 'x')
       order by k.conname collate "C"`,
    ),
  );
  const grants = byOid(
    await rows<Grant & { oid: string }>(
      tx,
      `select r.oid::text as oid, a.privilege_type as privilege, a.is_grantable as grantable,
         case when a.grantee = 0 then 'public' else quote_ident(pg_get_userbyid(a.grantee)) end as grantee
       from (${RELATIONS}) r, aclexplode(coalesce(r.relacl, acldefault('r', r.relowner))) a
       where a.grantee <> r.relowner`,
    ),
  );
  const indexes = byOid(
    await rows<Owned>(
      tx,
      `select x.indrelid::text as oid, format('%I.%I', r.nspname, i.relname) as name, pg_get_indexdef(x.indexrelid) as def
       from pg_index x join (${RELATIONS}) r on r.oid = x.indrelid join pg_class i on i.oid = x.indexrelid
       where not exists (select 1 from pg_constraint k where k.conindid = x.indexrelid and k.conrelid = x.indrelid and k.contype in ('p', 'u', 'x'))`,
    ),
  );
  const triggers = byOid(
    await rows<Owned & { enabled: string }>(
      tx,
      `select g.tgrelid::text as oid, format('%I', g.tgname) as name, pg_get_triggerdef(g.oid, true) as def, g.tgenabled as enabled
       from pg_trigger g join (${RELATIONS}) r on r.oid = g.tgrelid
       where not g.tgisinternal`,
    ),
  );
  const policies = byOid(
    await rows<Policy>(
      tx,
      `select p.polrelid::text as oid, format('%I', p.polname) as name, p.polpermissive as permissive, p.polcmd::text as cmd,
         array(select case when role = 0 then 'public' else quote_ident(pg_get_userbyid(role)) end from unnest(p.polroles) role) as roles,
         pg_get_expr(p.polqual, p.polrelid) as qual, pg_get_expr(p.polwithcheck, p.polrelid) as with_check
       from pg_policy p join (${RELATIONS}) r on r.oid = p.polrelid`,
    ),
  );

  const items: SchemaItem[] = [];
  for (const relation of relations) {
    const { oid, schema, name } = relation;
    if (relation.viewdef !== null) {
      const kind = relation.kind === 'm' ? 'materialized view' : 'view';
      const comment = relation.comment === null ? '' : `\ncomment on ${kind} ${name} is ${relation.comment};`;
      const body = `create ${kind} ${name} as\n${relation.viewdef.trimEnd()}${comment}\n${grantLines(`table ${name}`, grants.get(oid) ?? [], TABLE_PRIVILEGES).join('\n')}`;
      items.push({ sort: [schema, '2 view', name], header: `${kind} ${name}`, body: body.trimEnd() });
      continue;
    }
    items.push({
      sort: [schema, '1 table', name, '0'],
      header: `table ${name}`,
      body: tableBody(relation, columns.get(oid) ?? [], constraints.get(oid) ?? [], grants.get(oid) ?? []),
    });
    for (const index of indexes.get(oid) ?? []) {
      items.push({ sort: [schema, '1 table', name, '1 index', index.name], header: `index ${index.name} on ${name}`, body: `${index.def};` });
    }
    for (const trigger of triggers.get(oid) ?? []) {
      const disabled = trigger.enabled === 'D' ? `\nalter table ${name} disable trigger ${trigger.name};` : '';
      items.push({ sort: [schema, '1 table', name, '2 trigger', trigger.name], header: `trigger ${trigger.name} on ${name}`, body: `${trigger.def};${disabled}` });
    }
    for (const policy of policies.get(oid) ?? []) {
      items.push({ sort: [schema, '1 table', name, '3 policy', policy.name], header: `policy ${policy.name} on ${name}`, body: policyBody(name, policy) });
    }
  }
  return items;
}
