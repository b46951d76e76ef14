// Building blocks of the generated SQL: values always travel as bind parameters;
// identifiers are quoted, and only ever come from the schema cache's real names.

export function ident(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

export function tableRef(name: string): string {
  return `public.${ident(name)}`;
}

export class SqlParams {
  readonly values: unknown[] = [];

  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

/** Table aliases `_t0`, `_t1`, ... for the request's table and each embedded one. */
export class Aliases {
  private next = 0;

  take(): string {
    const alias = `_t${this.next}`;
    this.next += 1;
    return alias;
  }
}
