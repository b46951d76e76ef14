import { describe, expect, it } from 'vitest';
import { formatSnapshot } from './schema-snapshot.ts';
import type { SchemaItem } from './schema-item.ts';

const table: SchemaItem = { sort: ['auth', 'table', 'users'], header: 'table auth.users', body: 'create table auth.users ();' };
const timeout: SchemaItem = { sort: ['~', '2 role', 'anon'], header: 'settings of role anon', body: "alter role anon set statement_timeout = '3s';" };
const fn: SchemaItem = { sort: ['public', 'function', 'f'], header: 'function public.f()', body: 'create function public.f() ...' };

describe('formatSnapshot', () => {
  it('leaves out what was there before the migrations', () => {
    const text = formatSnapshot([table], [table, fn]);
    expect(text).toContain('-- function public.f()');
    expect(text).not.toContain('table auth.users');
  });

  it("keeps a role's settings even when another database of the server made them first", () => {
    const text = formatSnapshot([table, timeout], [table, timeout, fn]);
    expect(text).toContain("alter role anon set statement_timeout = '3s';");
  });
});
