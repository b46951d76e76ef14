// The postgres_changes bindings of a join, `[{event, schema, table?, filter?}]`, checked
// against the published tables. Each gets a numeric id (unique on this server), which
// the join reply echoes with the binding and each change message lists in `ids`:
// realtime-js matches bindings by position and then by those ids.
import { type ChangeFilter, FilterError, parseFilter } from './change-filter.ts';
import type { RealtimeCatalog } from './realtime-catalog.ts';

export type ChangeType = 'INSERT' | 'UPDATE' | 'DELETE';

export type ChangeBinding = {
  id: number;
  event: '*' | ChangeType;
  schema: string;
  /** null: every published table of the schema. */
  table: string | null;
  filter: ChangeFilter | null;
  /** The binding as the client sent it, plus its id: the join reply sends this back. */
  echo: Record<string, unknown>;
};

export class BindingError extends Error {}

const EVENTS = ['*', 'INSERT', 'UPDATE', 'DELETE'] as const;

function parseOne(raw: unknown, catalog: RealtimeCatalog, id: number): ChangeBinding {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) throw new BindingError('each postgres_changes binding must be an object');
  const spec = raw as Record<string, unknown>;
  const event = typeof spec.event === 'string' ? spec.event.toUpperCase() : '';
  if (!(EVENTS as readonly string[]).includes(event)) throw new BindingError(`event must be one of ${EVENTS.join(', ')}`);
  if (typeof spec.schema !== 'string' || spec.schema === '') throw new BindingError('schema is required');
  const schema = spec.schema;
  if (spec.table !== undefined && spec.table !== null && typeof spec.table !== 'string') throw new BindingError('table must be a string');
  const table = typeof spec.table === 'string' && spec.table !== '*' ? spec.table : null;
  const tables = table === null ? catalog.inSchema(schema) : [catalog.get(schema, table)].filter((t) => t !== undefined);
  if (tables.length === 0) {
    throw new BindingError(
      `Unable to subscribe to changes with given parameters: ${schema}.${table ?? '*'} is not in the publication supabase_realtime`,
    );
  }
  let filter: ChangeFilter | null = null;
  if (spec.filter !== undefined && spec.filter !== null && spec.filter !== '') {
    if (typeof spec.filter !== 'string') throw new BindingError('filter must be a string');
    try {
      filter = parseFilter(spec.filter);
    } catch (error) {
      if (error instanceof FilterError) throw new BindingError(`Invalid filter: ${error.message}`);
      throw error;
    }
    const column = filter.column;
    if (!tables.some((t) => t.columns.some((c) => c.name === column))) {
      throw new BindingError(`Invalid filter: ${schema}.${table ?? '*'} has no column "${column}"`);
    }
  }
  return { id, event: event as ChangeBinding['event'], schema, table, filter, echo: { ...spec, id } };
}

/** The bindings of a join payload's `config.postgres_changes`; throws BindingError. */
export function parseBindings(raw: unknown, catalog: RealtimeCatalog, nextId: () => number): ChangeBinding[] {
  if (raw === undefined || raw === null) return [];
  if (!Array.isArray(raw)) throw new BindingError('postgres_changes must be a list');
  return raw.map((spec) => parseOne(spec, catalog, nextId()));
}

/** Whether `binding` listens to a change of `type` on `schema.table` (the filter aside). */
export function bindingListensTo(binding: ChangeBinding, schema: string, table: string, type: ChangeType): boolean {
  return (
    binding.schema === schema && (binding.table === null || binding.table === table) && (binding.event === '*' || binding.event === type)
  );
}

/** Published tables a list of raw bindings names that the catalog does not know (yet). */
export function unknownTables(raw: unknown, catalog: RealtimeCatalog): boolean {
  if (!Array.isArray(raw)) return false;
  return raw.some((spec) => {
    if (typeof spec !== 'object' || spec === null) return false;
    const { schema, table } = spec as Record<string, unknown>;
    return typeof schema === 'string' && typeof table === 'string' && table !== '*' && !catalog.get(schema, table);
  });
}
