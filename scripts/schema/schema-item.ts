// One object of the schema snapshot (a table, an index, a policy, a function...): where it
// sorts, its one-line comment header and its SQL. The catalog readers beside this file
// make them; schema-snapshot.ts sorts and prints them.

export type SchemaItem = {
  /** Sort key, compared part by part: schema, kind of object, name, what it belongs to. */
  sort: string[];
  /** The header line without its leading `-- `: `function public.sync_pull(p_table text, ...)`. */
  header: string;
  /** The object's SQL, one or more statements. */
  body: string;
};

/** Table privileges in the order `grant` lists them; MAINTAIN (PostgreSQL 17 and later) is left out, as 15 has none. */
export const TABLE_PRIVILEGES = ['SELECT', 'INSERT', 'UPDATE', 'DELETE', 'TRUNCATE', 'REFERENCES', 'TRIGGER'];

export type Grant = { grantee: string; privilege: string; grantable: boolean };

/** `grant ... on <target> to ...;` lines: grantees with the same privileges share one (names sorted), privileges in `order`. */
export function grantLines(target: string, grants: readonly Grant[], order: readonly string[]): string[] {
  const grantees = [...new Set(grants.map((grant) => grant.grantee))].sort(byCodePoint);
  const lines = new Map<string, string[]>();
  for (const grantee of grantees) {
    for (const grantable of [false, true]) {
      const privileges = order.filter((p) => grants.some((g) => g.grantee === grantee && g.privilege === p && g.grantable === grantable));
      if (privileges.length === 0) continue;
      const list = privileges.length === order.length && order.length > 1 ? 'all' : privileges.join(', ').toLowerCase();
      const what = `${list} on ${target}|${grantable ? ' with grant option' : ''}`;
      lines.set(what, [...(lines.get(what) ?? []), grantee]);
    }
  }
  return [...lines].map(([what, to]) => {
    const [privileges, option] = what.split('|');
    return `grant ${privileges} to ${to.join(', ')}${option};`;
  });
}

/** Sorting by code point, the same on every machine and locale. */
export function byCodePoint(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

export function compareItems(a: SchemaItem, b: SchemaItem): number {
  const length = Math.max(a.sort.length, b.sort.length);
  for (let i = 0; i < length; i++) {
    const order = byCodePoint(a.sort[i] ?? '', b.sort[i] ?? '');
    if (order !== 0) return order;
  }
  return 0;
}
