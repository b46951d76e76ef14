import { describe, expect, it } from 'vitest';
import { MAX_KEYWORDS } from '#domain/studio-options.ts';
import { addKeyword, keywordListFull, removeKeyword } from './keyword-list.ts';

const nine = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i'];

describe('keyword rules', () => {
  it('adds a trimmed keyword', () => {
    expect(addKeyword(['yoga'], '  stress relief ')).toEqual({ list: ['yoga', 'stress relief'] });
  });

  it('adds trimmed keywords once, whatever their case', () => {
    let list = addKeyword([], '  yoga   retreat ').list;
    list = addKeyword(list, 'Yoga Retreat').list;
    list = addKeyword(list, '   ').list;
    expect(list).toEqual(['yoga retreat']);
  });

  it('ignores blank entries', () => {
    expect(addKeyword(['yoga'], '   ')).toEqual({ list: ['yoga'], error: 'empty' });
  });

  it('ignores duplicates whatever their case or spacing', () => {
    expect(addKeyword(['Yoga'], ' yOGA ')).toEqual({ list: ['Yoga'], error: 'duplicate' });
  });

  it('accepts the tenth keyword and refuses the eleventh', () => {
    const ten = addKeyword(nine, 'j', MAX_KEYWORDS);
    expect(ten).toEqual({ list: [...nine, 'j'] });
    expect(keywordListFull(nine, MAX_KEYWORDS)).toBe(false);
    expect(keywordListFull(ten.list, MAX_KEYWORDS)).toBe(true);
    expect(addKeyword(ten.list, 'k', MAX_KEYWORDS)).toEqual({ list: ten.list, error: 'max' });
  });

  it('has no cap unless given one', () => {
    expect(addKeyword([...nine, 'j'], 'k').list).toHaveLength(11);
    expect(keywordListFull([...nine, 'j'])).toBe(false);
  });

  it('never changes the list it was given', () => {
    const list = ['yoga'];
    addKeyword(list, 'sleep');
    removeKeyword(list, 'yoga');
    expect(list).toEqual(['yoga']);
  });

  it('removes the clicked keyword only', () => {
    expect(removeKeyword(['yoga', 'sleep', 'reiki'], 'sleep')).toEqual(['yoga', 'reiki']);
    expect(removeKeyword(['yoga'], 'pilates')).toEqual(['yoga']);
  });
});
