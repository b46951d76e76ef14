// Parses `order=col.desc.nullslast,"other col".asc`.
import type { OrderTerm } from './query-ast.ts';
import { TextReader } from './text-reader.ts';

export function parseOrder(text: string): OrderTerm[] {
  const reader = new TextReader(text, 'order');
  const terms: OrderTerm[] = [];
  for (;;) {
    reader.skipSpaces();
    const column = reader.peek() === '"' ? reader.readQuoted() : reader.readUntil('.,(').trim();
    if (column === '') throw reader.fail('expected a column name');
    if (reader.peek() === '(') throw reader.fail('ordering by embedded resources is not supported by this server');
    const term: OrderTerm = { column, direction: 'asc' };
    while (reader.eat('.')) {
      const word = reader.readUntil('.,');
      if (word === 'asc' || word === 'desc') term.direction = word;
      else if (word === 'nullsfirst') term.nulls = 'first';
      else if (word === 'nullslast') term.nulls = 'last';
      else throw reader.fail(`unknown order modifier "${word}"`);
    }
    terms.push(term);
    if (reader.done) return terms;
    reader.expect(',');
  }
}
