// Parses filters: `col=op.value`, `col=not.op.value`, `col=in.(a,"b,c")`, `col=fts(english).word`,
// and the logic trees `or=(a.eq.1,and(b.gt.2,"c".is.null))`, `and=(..)`, `not.or=(..)`.
import { parseError } from './errors.ts';
import { type Condition, FILTER_OPS, type FilterNode, type FilterOp, type LogicNode } from './query-ast.ts';
import { TextReader } from './text-reader.ts';

const FTS_OPS = new Set<FilterOp>(['fts', 'plfts', 'phfts', 'wfts']);
const IS_VALUES = new Set(['null', 'not_null', 'true', 'false', 'unknown']);
const LANGUAGE = /^[a-z_]+$/i;

function isFilterOp(value: string): value is FilterOp {
  return (FILTER_OPS as readonly string[]).includes(value);
}

/** Reads `[not.]op[(lang)].` and leaves the reader on the value. */
function readOperator(reader: TextReader): Pick<Condition, 'negate' | 'op' | 'language'> {
  const negate = reader.eat('not.');
  const name = reader.readUntil('.(');
  if (!isFilterOp(name)) throw reader.fail(`unknown operator "${name}"`);
  let language: string | undefined;
  if (reader.eat('(')) {
    if (!FTS_OPS.has(name)) throw reader.fail('only full-text operators take a language');
    language = reader.readUntil(')');
    if (!LANGUAGE.test(language)) throw reader.fail('invalid text search language');
    reader.expect(')');
  }
  reader.expect('.');
  return { negate, op: name, ...(language ? { language } : {}) };
}

/** `(a,"b,c",d)`: the list of an `in` filter. */
function readList(reader: TextReader): string[] {
  reader.expect('(');
  const items: string[] = [];
  if (reader.eat(')')) return items;
  for (;;) {
    items.push(readItemValue(reader, false));
    if (reader.eat(')')) return items;
    reader.expect(',');
  }
}

function checkIsValue(reader: TextReader, op: FilterOp, value: string): string {
  if (op !== 'is') return value;
  const lowered = value.toLowerCase();
  if (!IS_VALUES.has(lowered)) throw reader.fail('"is" takes null, not_null, true, false or unknown');
  return lowered;
}

/** A top-level filter parameter: `column=<value>`; everything after the operator is the value. */
export function parseFilter(column: string, raw: string): Condition {
  const reader = new TextReader(raw, 'filter');
  const operator = readOperator(reader);
  if (operator.op === 'in') {
    const list = readList(reader);
    if (!reader.done) throw reader.fail('unexpected text after the list');
    return { kind: 'cond', column, ...operator, value: list };
  }
  const value = checkIsValue(reader, operator.op, raw.slice(reader.pos));
  return { kind: 'cond', column, ...operator, value };
}

/** Reads a quoted value when the closing quote ends the item (`,`, `)` or the end), else reads nothing. */
function readQuotedItem(reader: TextReader): string | undefined {
  if (reader.peek() !== '"') return undefined;
  const start = reader.pos;
  try {
    const value = reader.readQuoted();
    if (reader.done || reader.peek() === ',' || reader.peek() === ')') return value;
  } catch {
    // An unclosed quote is part of a plain value, as in PostgREST.
  }
  reader.pos = start;
  return undefined;
}

/** Reads `{..}` with its braces balanced, else reads nothing (the value is then plain text). */
function readArrayLiteral(reader: TextReader): string | undefined {
  if (reader.peek() !== '{') return undefined;
  const start = reader.pos;
  let depth = 0;
  for (let at = start; at < reader.text.length; at += 1) {
    const ch = reader.text[at];
    if (ch === '{') depth += 1;
    if (ch === '}' && --depth === 0) {
      reader.pos = at + 1;
      return reader.text.slice(start, reader.pos);
    }
  }
  return undefined;
}

/**
 * A value inside a logic tree or an `in` list, as PostgREST reads it: a double-quoted
 * value that ends the item (backslash escapes the next character), an array literal
 * `{..}` (commas inside belong to it), or else plain text up to `,` or `)`.
 */
function readItemValue(reader: TextReader, arrays: boolean): string {
  return readQuotedItem(reader) ?? (arrays ? readArrayLiteral(reader) : undefined) ?? reader.readUntil(',)');
}

function readTreeItem(reader: TextReader, depth: number): FilterNode {
  const negated = reader.startsWith('not.and(') || reader.startsWith('not.or(');
  const rest = negated ? reader.text.slice(reader.pos + 4) : reader.text.slice(reader.pos);
  if (rest.startsWith('and(') || rest.startsWith('or(')) {
    if (negated) reader.pos += 4;
    const op = reader.eat('and') ? 'and' : 'or';
    if (op === 'or') reader.expect('or');
    return readTreeBody(reader, op, negated, depth + 1);
  }
  const column = reader.peek() === '"' ? reader.readQuoted() : reader.readUntil('.,()').trim();
  if (column === '') throw reader.fail('expected a column name');
  reader.expect('.');
  const operator = readOperator(reader);
  if (operator.op === 'in') return { kind: 'cond', column, ...operator, value: readList(reader) };
  const value = checkIsValue(reader, operator.op, readItemValue(reader, true));
  return { kind: 'cond', column, ...operator, value };
}

function readTreeBody(reader: TextReader, op: 'and' | 'or', negate: boolean, depth: number): LogicNode {
  if (depth > 16) throw reader.fail('logic tree is nested too deeply');
  reader.expect('(');
  const children: FilterNode[] = [];
  for (;;) {
    children.push(readTreeItem(reader, depth));
    if (reader.eat(')')) return { kind: 'logic', op, negate, children };
    reader.expect(',');
  }
}

/** A logic-tree parameter: key `or`, `and`, `not.or` or `not.and`; value `(..)`. */
export function parseLogicTree(key: string, raw: string): LogicNode {
  const negate = key.startsWith('not.');
  const op = negate ? key.slice(4) : key;
  if (op !== 'and' && op !== 'or') throw parseError(`"failed to parse logic tree (${raw})"`, `unknown key ${key}`);
  const reader = new TextReader(raw, 'logic tree');
  const node = readTreeBody(reader, op, negate, 0);
  if (!reader.done) throw reader.fail('unexpected text after the logic tree');
  return node;
}
