// Parses `select=` : `*`, `col`, `alias:col`, `col::type`, `"quoted col"`, and embedded
// relations `rel(...)`, `alias:rel!hint!inner(...)`, nested to any depth.
import type { SelectItem } from './query-ast.ts';
import { TextReader } from './text-reader.ts';

const NAME_STOPS = ',():!"';
const CAST = /^[a-z_][a-z0-9_]*(\[\])?$/i; // one word: nothing else can follow `::` in the SQL

export function parseSelect(text: string): SelectItem[] {
  const trimmed = text.trim();
  if (trimmed === '') return [{ kind: 'star' }];
  const reader = new TextReader(trimmed, 'select');
  const items = readItems(reader, 0);
  if (!reader.done) throw reader.fail('unexpected character');
  return items;
}

function readItems(reader: TextReader, depth: number): SelectItem[] {
  const items: SelectItem[] = [];
  reader.skipSpaces();
  if (depth > 0 && reader.peek() === ')') return items;
  for (;;) {
    items.push(readItem(reader, depth));
    reader.skipSpaces();
    if (!reader.eat(',')) return items;
    reader.skipSpaces();
  }
}

function readName(reader: TextReader): string {
  if (reader.peek() === '"') return reader.readQuoted();
  const name = reader.readUntil(NAME_STOPS).trim();
  if (name === '') throw reader.fail('expected a column or relation name');
  if (name.includes('->')) throw reader.fail('JSON paths are not supported by this server');
  return name;
}

function readItem(reader: TextReader, depth: number): SelectItem {
  if (reader.eat('*')) return { kind: 'star' };
  if (reader.startsWith('...')) throw reader.fail('spread embeds are not supported by this server');
  let name = readName(reader);
  let alias: string | undefined;
  if (reader.peek() === ':' && reader.peek(1) !== ':') {
    reader.pos += 1;
    alias = name;
    name = readName(reader);
  }
  if (reader.peek() === '!' || reader.peek() === '(') return readEmbed(reader, name, alias, depth);
  let cast: string | undefined;
  if (reader.eat('::')) {
    cast = reader.readUntil(',)').trim();
    if (!CAST.test(cast)) throw reader.fail('invalid cast type');
  }
  return { kind: 'column', name, ...(alias ? { alias } : {}), ...(cast ? { cast } : {}) };
}

function readEmbed(reader: TextReader, relation: string, alias: string | undefined, depth: number): SelectItem {
  if (depth >= 8) throw reader.fail('embedding is nested too deeply');
  let hint: string | undefined;
  let inner = false;
  while (reader.eat('!')) {
    const mark = readName(reader);
    if (mark === 'inner') inner = true;
    else if (mark !== 'left') hint = mark;
  }
  reader.expect('(');
  const select = readItems(reader, depth + 1);
  reader.expect(')');
  return { kind: 'embed', relation, inner, select, ...(alias ? { alias } : {}), ...(hint ? { hint } : {}) };
}
