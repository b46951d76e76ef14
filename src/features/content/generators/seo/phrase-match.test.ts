import { describe, expect, it } from 'vitest';
import { tokenize } from './parse-content.ts';
import { containsPhrase, countPhrase } from './phrase-match.ts';

describe('phrase match', () => {
  it('counts a search phrase a writer split with a small word ("yoga in Port Louis")', () => {
    expect(countPhrase(tokenize('Yoga in Port Louis, and yoga Port Louis again.'), 'yoga Port Louis')).toBe(2);
    expect(containsPhrase('Find a yoga class near Port Louis', 'yoga Port Louis')).toBe(false);
  });

  it('allows only one small word, and never skips a word of the phrase itself', () => {
    expect(containsPhrase('yoga in the Port Louis area', 'yoga Port Louis')).toBe(false);
    expect(containsPhrase('yoga for sleep', 'yoga sleep')).toBe(true);
    expect(containsPhrase('yoga for for sleep', 'yoga for sleep')).toBe(false);
  });
});
