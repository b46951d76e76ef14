import { describe, expect, it } from 'vitest';
import { describeDrift, snapshotObjects } from './schema-drift.ts';

const snapshot = (...objects: string[]) => `-- the header comment\n${objects.map((object) => `\n${object}\n`).join('')}`;
const TABLE = '-- table public.studios\ncreate table public.studios (\n  id uuid not null\n);';
const PULL = (limit: number) => `-- function public.sync_pull(p_limit integer)\nCREATE OR REPLACE FUNCTION ...\nbegin\n  -- a comment line inside the body\n  if p_limit > ${limit} then\nend\n$function$;`;

describe('describeDrift', () => {
  it('finds nothing when the committed snapshot is the built one', () => {
    expect(describeDrift(snapshot(TABLE, PULL(5000)), snapshot(TABLE, PULL(5000)))).toBeNull();
  });

  it('names the changed object, shows its changed lines and says to run npm run schema', () => {
    const drift = describeDrift(snapshot(TABLE, PULL(5000)), snapshot(TABLE, PULL(4000)))!;
    expect(drift).toContain('run `npm run schema`');
    expect(drift).toContain('changed: function public.sync_pull(p_limit integer)');
    expect(drift).toContain('  -   if p_limit > 5000 then\n  +   if p_limit > 4000 then');
    expect(drift).not.toContain('table public.studios');
  });

  it('names objects the migrations added and those they no longer make', () => {
    const drift = describeDrift(snapshot(TABLE), snapshot(PULL(5000)))!;
    expect(drift).toContain('new in the migrations: function public.sync_pull(p_limit integer)');
    expect(drift).toContain('gone from the migrations: table public.studios');
  });

  it('keeps a comment line inside a function body with its function', () => {
    const objects = snapshotObjects(snapshot(TABLE, PULL(5000)));
    expect([...objects.keys()]).toEqual(['', 'table public.studios', 'function public.sync_pull(p_limit integer)']);
  });
});
