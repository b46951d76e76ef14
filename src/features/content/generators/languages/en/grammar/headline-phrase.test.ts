// A long topic named in a subject or title keeps a phrase a person would say: it
// ends before a linking word, never on "through" or "of", never inside a place name.

import { describe, expect, it } from 'vitest';
import { headlinePhrase } from './headline-words.ts';

describe('the head of a long topic', () => {
  it('ends before a linking word, not on one ("How to Keep Moving Through" was a subject)', () => {
    expect(headlinePhrase('how to keep moving through the winter months when the mornings are dark')).toBe('how to keep moving');
    expect(headlinePhrase('What happens in week one of an MBSR course')).toBe('What happens in week one');
  });

  it('never cuts a place name in two ("Yoga Nidra Retreat in Byron" was a subject)', () => {
    expect(headlinePhrase('yoga nidra retreat in Byron Bay this autumn with Émilie')).not.toMatch(/Byron$/);
    expect(headlinePhrase('A weekend retreat near Grand Baie Mauritius and its coast')).toBe('A weekend retreat');
    expect(headlinePhrase('Sunrise breathwork on the beach Grand Baie Mauritius', 6)).toBe('Sunrise breathwork on the beach');
  });

  it('keeps a short topic whole and a long one to at most five words', () => {
    expect(headlinePhrase('Yin yoga for better sleep')).toBe('Yin yoga for better sleep');
    expect(headlinePhrase('Gentle yoga for new mums returning to exercise after their first baby').split(' ').length).toBeLessThanOrEqual(5);
  });
});
