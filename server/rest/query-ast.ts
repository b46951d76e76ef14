// The parsed form of a PostgREST query string: what to select (columns and embedded
// relations), which rows (filters and logic trees), in which order, how many.

export type SelectItem =
  | { kind: 'star' }
  | { kind: 'column'; name: string; alias?: string; cast?: string }
  | { kind: 'embed'; relation: string; alias?: string; hint?: string; inner: boolean; select: SelectItem[] };

export const FILTER_OPS = [
  'eq',
  'neq',
  'gt',
  'gte',
  'lt',
  'lte',
  'like',
  'ilike',
  'match',
  'imatch',
  'is',
  'isdistinct',
  'in',
  'cs',
  'cd',
  'ov',
  'sl',
  'sr',
  'nxr',
  'nxl',
  'adj',
  'fts',
  'plfts',
  'phfts',
  'wfts',
] as const;

export type FilterOp = (typeof FILTER_OPS)[number];

export type Condition = {
  kind: 'cond';
  column: string;
  negate: boolean;
  op: FilterOp;
  /** A list only for `in`. */
  value: string | string[];
  /** Text search configuration of the fts family, e.g. `fts(english)`. */
  language?: string;
};

export type LogicNode = { kind: 'logic'; op: 'and' | 'or'; negate: boolean; children: FilterNode[] };

export type FilterNode = Condition | LogicNode;

export type OrderTerm = { column: string; direction: 'asc' | 'desc'; nulls?: 'first' | 'last' };

export type QueryParts = {
  select: SelectItem[];
  /** Conditions that must all hold (top-level parameters are and-ed). */
  where: FilterNode[];
  order: OrderTerm[];
  limit?: number;
  offset?: number;
  onConflict?: string[];
  columns?: string[];
};
