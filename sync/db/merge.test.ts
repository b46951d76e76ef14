import { describe, expect, it } from 'vitest';
import { mergeThreeWay, sameContent } from './merge.ts';

const none = new Set<string>();

describe('mergeThreeWay', () => {
  const base = { name: 'Lotus', city: 'Port Louis', sliders: { calm: 50, formal: 50 }, tags: ['yoga'] };

  it('keeps edits to different fields from both sides', () => {
    const local = { ...base, name: 'Lotus Studio' };
    const server = { ...base, city: 'Curepipe' };
    expect(mergeThreeWay(base, local, server, none)).toEqual({
      merged: { ...base, name: 'Lotus Studio', city: 'Curepipe' },
      lost: [],
    });
  });

  it('keeps the server value of a field both sides changed and reports it', () => {
    const local = { ...base, name: 'Local name' };
    const server = { ...base, name: 'Server name' };
    expect(mergeThreeWay(base, local, server, none)).toEqual({ merged: server, lost: ['name'] });
  });

  it('merges nested objects key by key and reports nested losses by path', () => {
    const local = { ...base, sliders: { calm: 80, formal: 10 } };
    const server = { ...base, sliders: { calm: 50, formal: 90 } };
    expect(mergeThreeWay(base, local, server, none)).toEqual({
      merged: { ...base, sliders: { calm: 80, formal: 90 } },
      lost: ['sliders.formal'],
    });
  });

  it('treats lists as single values', () => {
    const local = { ...base, tags: ['yoga', 'reiki'] };
    const server = { ...base, tags: ['pilates'] };
    expect(mergeThreeWay(base, local, server, none).lost).toEqual(['tags']);
  });

  it('takes ignored fields from the server without calling them conflicts', () => {
    const ignore = new Set(['updated_at']);
    const result = mergeThreeWay({ ...base, updated_at: 'a' }, { ...base, updated_at: 'b' }, { ...base, updated_at: 'c' }, ignore);
    expect(result).toEqual({ merged: { ...base, updated_at: 'c' }, lost: [] });
  });

  it('adds keys created on either side', () => {
    const merged = mergeThreeWay({ s: {} }, { s: { word_count: 1000 } }, { s: { tone: 'Calm' } }, none);
    expect(merged).toEqual({ merged: { s: { word_count: 1000, tone: 'Calm' } }, lost: [] });
  });
});

describe('sameContent', () => {
  it('ignores the given fields and key order', () => {
    expect(sameContent({ a: 1, b: { x: 1, y: 2 }, t: 1 }, { b: { y: 2, x: 1 }, a: 1, t: 2 }, new Set(['t']))).toBe(true);
    expect(sameContent({ a: 1 }, { a: 2 }, new Set())).toBe(false);
  });
});
