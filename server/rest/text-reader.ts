// A cursor over a query-string value, shared by the select, filter and logic-tree
// parsers: PostgREST's grammar is small enough for hand-written recursive descent.
import { parseError } from './errors.ts';

export class TextReader {
  pos = 0;

  constructor(
    readonly text: string,
    private readonly what: string,
  ) {}

  get done(): boolean {
    return this.pos >= this.text.length;
  }

  peek(offset = 0): string {
    return this.text[this.pos + offset] ?? '';
  }

  startsWith(token: string): boolean {
    return this.text.startsWith(token, this.pos);
  }

  eat(token: string): boolean {
    if (!this.startsWith(token)) return false;
    this.pos += token.length;
    return true;
  }

  expect(token: string): void {
    if (!this.eat(token)) throw this.fail(`expected "${token}"`);
  }

  skipSpaces(): void {
    while (this.peek() === ' ') this.pos += 1;
  }

  /** Reads characters until one of `stops` or the end. */
  readUntil(stops: string): string {
    const start = this.pos;
    while (!this.done && !stops.includes(this.peek())) this.pos += 1;
    return this.text.slice(start, this.pos);
  }

  /** A double-quoted string with backslash escapes; the reader stands on the opening quote. */
  readQuoted(): string {
    this.expect('"');
    let out = '';
    while (!this.done) {
      const ch = this.peek();
      this.pos += 1;
      if (ch === '\\') {
        out += this.peek();
        this.pos += 1;
      } else if (ch === '"') {
        return out;
      } else {
        out += ch;
      }
    }
    throw this.fail('unterminated quoted string');
  }

  fail(reason: string) {
    const near = this.done ? 'end of input' : `"${this.text.slice(this.pos, this.pos + 12)}"`;
    return parseError(`"failed to parse ${this.what} (${this.text})" (line 1, column ${this.pos + 1})`, `${reason} near ${near}`);
  }
}
