// The `filter` of a postgres_changes binding, as Supabase Realtime accepts it:
// `column=op.value` with op one of eq, neq, lt, lte, gt, gte, in (`in.(a,b,"c,d")`).
// It is applied to the row the subscriber may read (the old row for a DELETE).
// Values compare as Postgres' JSON text of the column: numbers as numbers when both
// sides are numeric, everything else as text; a NULL column matches nothing.

export type FilterOp = 'eq' | 'neq' | 'lt' | 'lte' | 'gt' | 'gte' | 'in';

export type ChangeFilter = { column: string; op: FilterOp; values: string[] };

const OPS: readonly FilterOp[] = ['eq', 'neq', 'lt', 'lte', 'gt', 'gte', 'in'];
const MAX_IN_VALUES = 100;

export class FilterError extends Error {}

function splitList(list: string): string[] {
  const values: string[] = [];
  let current = '';
  let quoted = false;
  for (let i = 0; i < list.length; i++) {
    const char = list[i]!;
    if (quoted && char === '\\' && i + 1 < list.length) {
      current += list[++i];
    } else if (char === '"') {
      quoted = !quoted;
    } else if (char === ',' && !quoted) {
      values.push(current.trim());
      current = '';
    } else {
      current += char;
    }
  }
  if (quoted) throw new FilterError('unterminated quote in the in.(...) list');
  values.push(current.trim());
  return values;
}

export function parseFilter(text: string): ChangeFilter {
  const equals = text.indexOf('=');
  const column = text.slice(0, equals).trim();
  const rest = text.slice(equals + 1);
  const dot = rest.indexOf('.');
  const op = rest.slice(0, dot) as FilterOp;
  if (equals < 1 || dot < 1 || !OPS.includes(op)) {
    throw new FilterError(`"${text}" is not column=op.value with op one of ${OPS.join(', ')}`);
  }
  const value = rest.slice(dot + 1);
  if (op !== 'in') return { column, op, values: [value] };
  if (!value.startsWith('(') || !value.endsWith(')')) throw new FilterError(`in needs a list: ${column}=in.(a,b)`);
  const values = splitList(value.slice(1, -1));
  if (values.length > MAX_IN_VALUES) throw new FilterError(`in accepts at most ${MAX_IN_VALUES} values`);
  return { column, op, values };
}

function asText(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value);
}

function compare(value: unknown, operand: string): number {
  const number = Number(operand);
  if (typeof value === 'number' && operand.trim() !== '' && Number.isFinite(number)) return value - number;
  const text = asText(value);
  return text < operand ? -1 : text > operand ? 1 : 0;
}

export function filterMatches(filter: ChangeFilter, row: Record<string, unknown>): boolean {
  const value = row[filter.column];
  if (value === null || value === undefined) return false;
  const [operand = ''] = filter.values;
  switch (filter.op) {
    case 'eq':
      return compare(value, operand) === 0;
    case 'neq':
      return compare(value, operand) !== 0;
    case 'lt':
      return compare(value, operand) < 0;
    case 'lte':
      return compare(value, operand) <= 0;
    case 'gt':
      return compare(value, operand) > 0;
    case 'gte':
      return compare(value, operand) >= 0;
    case 'in':
      return filter.values.some((candidate) => compare(value, candidate) === 0);
  }
}
