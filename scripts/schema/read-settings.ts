// The snapshot's database-wide settings that migrations make: which tables a publication
// sends (Realtime), per-role settings (statement time limits) and Storage buckets.
import type { Tx } from '../../server/db/database.ts';
import type { SchemaItem } from './schema-item.ts';

/** Sorts after every schema. */
export const DATABASE_WIDE = '~';

async function publications(tx: Tx): Promise<SchemaItem[]> {
  const { rows } = await tx.query<{ name: string; tables: string[] }>(
    `select format('%I', p.pubname) as name,
       array(select format('%I.%I', t.schemaname, t.tablename) from pg_publication_tables t
             where t.pubname = p.pubname order by format('%I.%I', t.schemaname, t.tablename) collate "C") as tables
     from pg_publication p`,
  );
  return rows.map(({ name, tables }) => ({
    sort: [DATABASE_WIDE, '1 publication', name],
    header: `publication ${name}`,
    body: tables.length === 0 ? `create publication ${name};` : `create publication ${name} for table\n  ${tables.join(',\n  ')};`,
  }));
}

async function roleSettings(tx: Tx): Promise<SchemaItem[]> {
  const { rows } = await tx.query<{ role: string; settings: string[] }>(
    `select quote_ident(r.rolname) as role,
       array(select setting from unnest(s.setconfig) setting order by setting collate "C") as settings
     from pg_db_role_setting s join pg_roles r on r.oid = s.setrole
     where s.setdatabase in (0, (select oid from pg_database where datname = current_database()))`,
  );
  const byRole = new Map<string, string[]>();
  for (const { role, settings } of rows) byRole.set(role, [...(byRole.get(role) ?? []), ...settings]);
  return [...byRole].map(([role, settings]) => ({
    sort: [DATABASE_WIDE, '2 role', role],
    header: `settings of role ${role}`,
    body: settings
      .map((setting) => {
        const [name, ...value] = setting.split('=');
        return `alter role ${role} set ${name} = '${value.join('=').replaceAll("'", "''")}';`;
      })
      .join('\n'),
  }));
}

async function buckets(tx: Tx): Promise<SchemaItem[]> {
  const { rows: present } = await tx.query<{ present: boolean }>(`select to_regclass('storage.buckets') is not null as present`);
  if (!present[0]?.present) return [];
  const { rows } = await tx.query<{ id: string; values: string }>(
    `select id, format('(%L, %L, %s, %s, %L)', id, name, public::text, coalesce(file_size_limit::text, 'null'), allowed_mime_types) as values
     from storage.buckets`,
  );
  return rows.map(({ id, values }) => ({
    sort: ['storage', '4 bucket', id],
    header: `bucket ${id} (a row of storage.buckets)`,
    body: `insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)\nvalues ${values};`,
  }));
}

export async function readSettings(tx: Tx): Promise<SchemaItem[]> {
  return [...(await publications(tx)), ...(await roleSettings(tx)), ...(await buckets(tx))];
}
