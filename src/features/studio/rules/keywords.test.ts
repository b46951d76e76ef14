import { describe, expect, it } from 'vitest';
import { addKeyword, keywordInputDisabled, MAX_KEYWORDS_TOAST, removeKeyword } from './keywords.ts';

const nine = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i'];

describe('keyword rules', () => {
  it('adds a trimmed keyword', () => {
    expect(addKeyword(['yoga'], '  stress relief ')).toEqual({ list: ['yoga', 'stress relief'] });
  });

  it('ignores blank entries', () => {
    expect(addKeyword(['yoga'], '   ')).toEqual({ list: ['yoga'], error: 'empty' });
  });

  it('ignores duplicates whatever their case or spacing', () => {
    expect(addKeyword(['Yoga'], ' yOGA ')).toEqual({ list: ['Yoga'], error: 'duplicate' });
  });

  it('accepts the tenth keyword and refuses the eleventh', () => {
    const ten = addKeyword(nine, 'j');
    expect(ten).toEqual({ list: [...nine, 'j'] });
    expect(keywordInputDisabled(nine)).toBe(false);
    expect(keywordInputDisabled(ten.list)).toBe(true);
    expect(addKeyword(ten.list, 'k')).toEqual({ list: ten.list, error: 'max' });
    expect(MAX_KEYWORDS_TOAST).toEqual({ title: 'Maximum Keywords Reached', description: 'You can add up to 10 keywords only.' });
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
