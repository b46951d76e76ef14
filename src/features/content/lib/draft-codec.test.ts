import { describe, expect, it } from 'vitest';
import { hasStrings, restoreShape } from './draft-codec.ts';

const form = { keywords: [] as string[], title: '', wordCount: 800, edit: false };

describe('restoreShape', () => {
  it('gives the defaults when nothing (or no object) was stored', () => {
    for (const stored of [null, undefined, 'text', 42, ['a']]) expect(restoreShape(form, stored)).toEqual(form);
  });

  it('round-trips a saved form through JSON', () => {
    const saved = { keywords: ['yoga', 'sleep'], title: 'Yoga for Sleep', wordCount: 1200, edit: true };
    expect(restoreShape(form, JSON.parse(JSON.stringify(saved)))).toEqual(saved);
  });

  it('keeps the default for fields of the wrong type and drops unknown fields', () => {
    const stored = { keywords: 'yoga', title: 7, wordCount: '1200', edit: 'yes', extra: 'x' };
    expect(restoreShape(form, stored)).toEqual(form);
    expect(restoreShape(form, { wordCount: null, title: null })).toEqual(form);
  });

  it('keeps only well-formed list items', () => {
    expect(restoreShape(form, { keywords: ['yoga', 3, null, 'reiki'] }).keywords).toEqual(['yoga', 'reiki']);
    const output = { sections: [] as { id: string; title: string }[] };
    const stored = { sections: [{ id: 'a', title: 'Why us' }, { id: 'b' }, 'c', { id: 'd', title: 'Classes' }] };
    expect(restoreShape(output, stored, { sections: hasStrings('id', 'title') }).sections).toEqual([
      { id: 'a', title: 'Why us' },
      { id: 'd', title: 'Classes' },
    ]);
  });

  it('does not share arrays or objects with the defaults', () => {
    const restored = restoreShape(form, {});
    restored.keywords.push('x');
    expect(form.keywords).toEqual([]);
  });

  it('refuses numbers that JSON cannot hold', () => {
    expect(restoreShape(form, { wordCount: Number.NaN }).wordCount).toBe(800);
  });
});
