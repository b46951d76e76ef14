// Finds the relationship behind an embedded resource `rel(...)`, from foreign keys:
//   1. many-to-one: the parent has a foreign key to `rel`       -> an object or null
//   2. one-to-many: `rel` has a foreign key to the parent       -> an array
//      (an object when those columns are unique in `rel`: one-to-one)
//   3. shared key: no direct key, but both tables have foreign keys to the same columns
//      of the same target (user_subscriptions.user_id and profiles.user_id both reference
//      auth.users.id) and those columns are unique in `rel`: joined on them -> an object
//      or null (the row's owner's profile). Hosted PostgREST has no such rule (it needs a
//      direct key, which our schema also declares); a non-unique shared key is no relation.
// `rel` may also name a foreign key column of the parent (`plan:plan_id(*)`); a hint
// (`rel!fk_name(..)` or `rel!column(..)`) picks one of several candidates.
import { ApiError } from './errors.ts';
import type { ForeignKey, SchemaCache, TableInfo } from './schema-cache.ts';

export type Relationship = {
  target: TableInfo;
  /** Pairs [parent column, target column] that must be equal. */
  join: Array<[string, string]>;
  toOne: boolean;
  /** The constraint names and columns a hint may name. */
  marks: string[];
};

const sameColumns = (a: string[], b: string[]) => a.length === b.length && a.every((c) => b.includes(c));

function isUnique(table: TableInfo, columns: string[]): boolean {
  return table.uniques.some((unique) => unique.every((c) => columns.includes(c)));
}

function zip(a: string[], b: string[]): Array<[string, string]> {
  return a.map((column, i) => [column, b[i] ?? column]);
}

function candidates(parent: TableInfo, target: TableInfo): Relationship[] {
  const found: Relationship[] = [];
  for (const fk of parent.foreignKeys) {
    if (fk.refSchema === 'public' && fk.refTable === target.name) {
      found.push({ target, join: zip(fk.columns, fk.refColumns), toOne: true, marks: [fk.name, ...fk.columns] });
    }
  }
  for (const fk of target.foreignKeys) {
    if (fk.refSchema === 'public' && fk.refTable === parent.name) {
      const toOne = isUnique(target, fk.columns);
      found.push({ target, join: zip(fk.refColumns, fk.columns), toOne, marks: [fk.name, ...fk.columns] });
    }
  }
  if (found.length > 0) return found;
  const sameTarget = (a: ForeignKey, b: ForeignKey) =>
    a.refSchema === b.refSchema && a.refTable === b.refTable && sameColumns(a.refColumns, b.refColumns);
  for (const mine of parent.foreignKeys) {
    for (const theirs of target.foreignKeys.filter((fk) => sameTarget(mine, fk) && isUnique(target, fk.columns))) {
      const join = mine.refColumns.map((ref, i): [string, string] => [
        mine.columns[i] ?? ref,
        theirs.columns[theirs.refColumns.indexOf(ref)] ?? ref,
      ]);
      found.push({ target, join, toOne: true, marks: [theirs.name, ...theirs.columns] });
    }
  }
  return found;
}

export function resolveEmbed(schema: SchemaCache, parent: TableInfo, name: string, hint?: string): Relationship {
  let found: Relationship[] = [];
  const target = schema.tables.get(name);
  if (target) {
    found = candidates(parent, target);
  } else {
    const viaColumn = parent.foreignKeys.find((fk) => fk.refSchema === 'public' && fk.columns.length === 1 && fk.columns[0] === name);
    const refTable = viaColumn && schema.tables.get(viaColumn.refTable);
    if (viaColumn && refTable) {
      found = [{ target: refTable, join: zip(viaColumn.columns, viaColumn.refColumns), toOne: true, marks: [viaColumn.name] }];
    }
  }
  if (hint) found = found.filter((rel) => rel.marks.includes(hint));
  const first = found[0];
  if (found.length === 1 && first) return first;
  if (found.length === 0) {
    throw new ApiError(
      400,
      'PGRST200',
      `Could not find a relationship between '${parent.name}' and '${name}' in the schema cache`,
      `Searched for a foreign key relationship between '${parent.name}' and '${name}'${hint ? ` using the hint '${hint}'` : ''} in the schema 'public', but no matches were found.`,
    );
  }
  throw new ApiError(
    300,
    'PGRST201',
    `Could not embed because more than one relationship was found for '${parent.name}' and '${name}'`,
    found.map((rel) => rel.marks.join(', ')).join(' | '),
    `Try changing '${name}' to one of the relationships above, e.g. '${name}!${found[0]?.marks[0]}'`,
  );
}
