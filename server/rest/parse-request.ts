// Splits a request's query string into PostgREST's parts: reserved parameters
// (select, order, limit, offset, on_conflict, columns, logic trees) and column filters.
import { parseError } from './errors.ts';
import { parseFilter, parseLogicTree } from './parse-filter.ts';
import { parseOrder } from './parse-order.ts';
import { parseSelect } from './parse-select.ts';
import type { QueryParts } from './query-ast.ts';

const LOGIC_KEYS = new Set(['or', 'and', 'not.or', 'not.and']);

function parseCount(name: string, raw: string): number {
  if (!/^\d{1,9}$/.test(raw.trim())) throw parseError(`"failed to parse ${name} parameter (${raw})"`, 'expected a non-negative integer');
  return Number(raw.trim());
}

/** Comma-separated column names, each optionally double-quoted (`columns`, `on_conflict`). */
export function parseColumnList(name: string, raw: string): string[] {
  const names = raw.split(',').map((part) => {
    const trimmed = part.trim();
    return trimmed.startsWith('"') && trimmed.endsWith('"') && trimmed.length >= 2 ? trimmed.slice(1, -1) : trimmed;
  });
  if (names.some((n) => n === '')) throw parseError(`"failed to parse ${name} parameter (${raw})"`, 'empty column name');
  return names;
}

export function parseQuery(params: URLSearchParams): QueryParts {
  const parts: QueryParts = { select: [{ kind: 'star' }], where: [], order: [] };
  for (const [key, value] of params) {
    if (key === 'apikey') continue; // a key some clients send in the URL, as Kong accepts it
    if (key === 'select') parts.select = parseSelect(value);
    else if (key === 'order') parts.order = parseOrder(value);
    else if (key === 'limit') parts.limit = parseCount('limit', value);
    else if (key === 'offset') parts.offset = parseCount('offset', value);
    else if (key === 'on_conflict') parts.onConflict = parseColumnList('on_conflict', value);
    else if (key === 'columns') parts.columns = parseColumnList('columns', value);
    else if (LOGIC_KEYS.has(key)) parts.where.push(parseLogicTree(key, value));
    else if (key.includes('.')) throw parseError(`"failed to parse filter (${key})"`, 'filters, ordering and limits on embedded resources are not supported by this server');
    else if (key === '') throw parseError('"failed to parse filter"', 'empty parameter name');
    else parts.where.push(parseFilter(key, value));
  }
  return parts;
}
