// The PostgREST query grammar as supabase-js and RxDB write it, and the errors a
// malformed query gets (PGRST100, a 400 with a message, never a crash).
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../server/rest/errors.ts';
import { parseFilter, parseLogicTree } from '../../server/rest/parse-filter.ts';
import { parseOrder } from '../../server/rest/parse-order.ts';
import { parseQuery } from '../../server/rest/parse-request.ts';
import { parseSelect } from '../../server/rest/parse-select.ts';

function parseFailure(run: () => unknown): ApiError {
  try {
    run();
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected a parse error');
}

describe('select', () => {
  it('reads columns, aliases, casts and nested embeds', () => {
    expect(parseSelect('*,subscription_plans(name,credits_limit,price),profiles(full_name,business_name)')).toEqual([
      { kind: 'star' },
      {
        kind: 'embed',
        relation: 'subscription_plans',
        inner: false,
        select: [
          { kind: 'column', name: 'name' },
          { kind: 'column', name: 'credits_limit' },
          { kind: 'column', name: 'price' },
        ],
      },
      {
        kind: 'embed',
        relation: 'profiles',
        inner: false,
        select: [
          { kind: 'column', name: 'full_name' },
          { kind: 'column', name: 'business_name' },
        ],
      },
    ]);
    expect(parseSelect('id, total:credits_used::text, "odd name"')).toEqual([
      { kind: 'column', name: 'id' },
      { kind: 'column', name: 'credits_used', alias: 'total', cast: 'text' },
      { kind: 'column', name: 'odd name' },
    ]);
    expect(parseSelect('plan:subscription_plans!inner(*)')).toEqual([
      { kind: 'embed', relation: 'subscription_plans', alias: 'plan', inner: true, select: [{ kind: 'star' }] },
    ]);
    expect(parseSelect('')).toEqual([{ kind: 'star' }]);
  });

  it('refuses what it cannot read with PGRST100', () => {
    for (const bad of ['id,(', 'plans(name', 'id::text;drop table x', 'a,,b', 'data->>x', 'x::text from y']) {
      const error = parseFailure(() => parseSelect(bad));
      expect(error.status).toBe(400);
      expect(error.code).toBe('PGRST100');
      expect(error.message).toContain('failed to parse select');
    }
  });
});

describe('filters', () => {
  it('reads every operator form the clients send', () => {
    expect(parseFilter('user_id', 'eq.6f1c')).toMatchObject({ column: 'user_id', op: 'eq', negate: false, value: '6f1c' });
    expect(parseFilter('id', 'in.(1,2,"a,b")')).toMatchObject({ op: 'in', value: ['1', '2', 'a,b'] });
    expect(parseFilter('x', 'is.NULL')).toMatchObject({ op: 'is', value: 'null' });
    expect(parseFilter('y', 'not.is.null')).toMatchObject({ op: 'is', negate: true, value: 'null' });
    expect(parseFilter('name', 'ilike.%foo%')).toMatchObject({ op: 'ilike', value: '%foo%' });
    expect(parseFilter('tags', 'cs.{a,b}')).toMatchObject({ op: 'cs', value: '{a,b}' });
    expect(parseFilter('body', 'fts(english).calm')).toMatchObject({ op: 'fts', language: 'english', value: 'calm' });
    expect(parseFilter('t', 'gt.2025-01-01T00:00:00.123456+00:00')).toMatchObject({ value: '2025-01-01T00:00:00.123456+00:00' });
    expect(parseFilter('note', 'eq.a,b(c)')).toMatchObject({ value: 'a,b(c)' });
  });

  it('reads RxDB checkpoint trees with quoted identifiers', () => {
    const tree = parseLogicTree('or', '("_modified".gt.2025-01-01T00:00:00.123456+00:00,and("_modified".eq.2025-01-01T00:00:00.123456+00:00,"id".gt.abc))');
    expect(tree).toEqual({
      kind: 'logic',
      op: 'or',
      negate: false,
      children: [
        { kind: 'cond', column: '_modified', negate: false, op: 'gt', value: '2025-01-01T00:00:00.123456+00:00' },
        {
          kind: 'logic',
          op: 'and',
          negate: false,
          children: [
            { kind: 'cond', column: '_modified', negate: false, op: 'eq', value: '2025-01-01T00:00:00.123456+00:00' },
            { kind: 'cond', column: 'id', negate: false, op: 'gt', value: 'abc' },
          ],
        },
      ],
    });
    expect(parseLogicTree('not.and', '(a.in.(1,"x)"),b.not.eq."q,uoted",c.cs.{1,2},not.or(d.is.true,e.lt.3))')).toMatchObject({
      op: 'and',
      negate: true,
      children: [
        { column: 'a', op: 'in', value: ['1', 'x)'] },
        { column: 'b', op: 'eq', negate: true, value: 'q,uoted' },
        { column: 'c', op: 'cs', value: '{1,2}' },
        { kind: 'logic', op: 'or', negate: true },
      ],
    });
  });

  it('refuses unknown operators, bad is-values and broken trees', () => {
    const cases: Array<() => unknown> = [
      () => parseFilter('a', 'equals.1'),
      () => parseFilter('a', 'eq'),
      () => parseFilter('a', 'is.maybe'),
      () => parseFilter('a', 'in.(1,2'),
      () => parseFilter('a', 'eq(english).x'),
      () => parseLogicTree('or', '(a.eq.1'),
      () => parseLogicTree('or', 'a.eq.1'),
      () => parseLogicTree('or', '(a.eq.1))'),
      () => parseLogicTree('or', '()'),
      () => parseLogicTree('or', `(${'and('.repeat(40)}a.eq.1${')'.repeat(40)})`),
    ];
    for (const run of cases) expect(parseFailure(run)).toMatchObject({ status: 400, code: 'PGRST100' });
  });
});

describe('order and the whole query string', () => {
  it('reads several order terms with nulls placement', () => {
    expect(parseOrder('_modified.asc,id.asc')).toEqual([
      { column: '_modified', direction: 'asc' },
      { column: 'id', direction: 'asc' },
    ]);
    expect(parseOrder('created_at.desc.nullslast,"odd col"')).toEqual([
      { column: 'created_at', direction: 'desc', nulls: 'last' },
      { column: 'odd col', direction: 'asc' },
    ]);
    expect(parseFailure(() => parseOrder('a.sideways'))).toMatchObject({ code: 'PGRST100' });
  });

  it('splits reserved parameters from filters (URLSearchParams decoding: + is a space)', () => {
    const params = new URLSearchParams(
      'select=id&user_id=eq.u1&order=created_at.desc&limit=10&offset=20&or=(a.eq.1,b.eq.2)&columns="a","b"&on_conflict=user_id&name=eq.two+words&ts=gt.2025-01-01T00:00:00%2B00:00',
    );
    const parts = parseQuery(params);
    expect(parts.select).toEqual([{ kind: 'column', name: 'id' }]);
    expect(parts.limit).toBe(10);
    expect(parts.offset).toBe(20);
    expect(parts.columns).toEqual(['a', 'b']);
    expect(parts.onConflict).toEqual(['user_id']);
    expect(parts.where).toHaveLength(4);
    expect(parts.where[2]).toMatchObject({ column: 'name', value: 'two words' });
    expect(parts.where[3]).toMatchObject({ column: 'ts', value: '2025-01-01T00:00:00+00:00' });
  });

  it('refuses bad limits and filters on embedded resources', () => {
    expect(parseFailure(() => parseQuery(new URLSearchParams('limit=ten')))).toMatchObject({ status: 400, code: 'PGRST100' });
    expect(parseFailure(() => parseQuery(new URLSearchParams('offset=-1')))).toMatchObject({ status: 400 });
    expect(parseFailure(() => parseQuery(new URLSearchParams('plans.name=eq.x')))).toMatchObject({ status: 400 });
  });
});
