// The postgres_changes filter syntax (`column=op.value`) and how it matches a row.
import { describe, expect, it } from 'vitest';
import { FilterError, filterMatches, parseFilter } from '../../server/realtime/change-filter.ts';

describe('parseFilter', () => {
  it('reads column, operator and value; a value may contain dots and equals signs', () => {
    expect(parseFilter('user_id=eq.2b1f-4c')).toEqual({ column: 'user_id', op: 'eq', values: ['2b1f-4c'] });
    expect(parseFilter('title=neq.v1.2=final')).toEqual({ column: 'title', op: 'neq', values: ['v1.2=final'] });
  });

  it('reads in-lists with quoted values', () => {
    expect(parseFilter('status=in.(draft, published,"a,b","say \\"hi\\"")')).toEqual({
      column: 'status',
      op: 'in',
      values: ['draft', 'published', 'a,b', 'say "hi"'],
    });
  });

  it('refuses what Supabase Realtime refuses', () => {
    for (const bad of ['user_id', 'user_id=', '=eq.1', 'user_id=like.a%', 'user_id=eq', 'status=in.draft', 'status=in.("open)']) {
      expect(() => parseFilter(bad), bad).toThrow(FilterError);
    }
    expect(() => parseFilter(`id=in.(${Array.from({ length: 101 }, (_, i) => i).join(',')})`)).toThrow(/at most 100/);
  });
});

describe('filterMatches', () => {
  const row = { id: 'a1', word_count: 120, price: 9.5, is_active: true, title: 'Breath', note: null };
  const matches = (filter: string) => filterMatches(parseFilter(filter), row);

  it('compares numbers as numbers and the rest as text', () => {
    expect(matches('word_count=gt.99')).toBe(true);
    expect(matches('word_count=lt.99')).toBe(false);
    expect(matches('word_count=eq.120')).toBe(true);
    expect(matches('price=gte.9.5')).toBe(true);
    expect(matches('price=lte.9.49')).toBe(false);
    expect(matches('is_active=eq.true')).toBe(true);
    expect(matches('title=eq.Breath')).toBe(true);
    expect(matches('title=neq.Breath')).toBe(false);
    expect(matches('title=gt.Apple')).toBe(true);
    expect(matches('id=in.(b2,a1)')).toBe(true);
    expect(matches('id=in.(b2,c3)')).toBe(false);
  });

  it('never matches NULL or a missing column (as in SQL)', () => {
    expect(matches('note=eq.null')).toBe(false);
    expect(matches('note=neq.x')).toBe(false);
    expect(matches('missing=neq.x')).toBe(false);
  });
});
