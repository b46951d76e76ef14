// A field pasted mid-sentence with its capital ("enjoy our Prenatal yin"), a name lowered
// ("our zoë's class"), and a count that disagrees with its noun ("1 minute are", "2 minute").

import { describe, expect, it } from 'vitest';
import { plural } from './numbers.ts';
import { inSentence, runningText } from './phrase.ts';

describe('a field mid-sentence', () => {
  it('loses the capital of sentence case', () => {
    expect(['Prenatal yin', 'Preparing your body for winter', 'Mindfulness', 'Hip openers', 'Busy parents.'].map(inSentence)).toEqual([
      'prenatal yin',
      'preparing your body for winter',
      'mindfulness',
      'hip openers',
      'busy parents',
    ]);
  });

  it('keeps the capitals of title case, names, acronyms, proper terms, days and months', () => {
    for (const field of ['Prenatal Yin', "Zoë's restorative class", 'Cape Town walks', 'Byron Bay sunrise flow', 'MBSR', 'Pilates for runners', 'Reiki shares', "Sarah's Saturday class", 'Still Water retreats', 'Monday classes', 'January detox', 'I am new here']) {
      expect(inSentence(field)).toBe(field);
    }
  });
});

describe('a pick-list item in running text', () => {
  it('is lowered but for acronyms and proper terms', () => {
    expect(['Yin Yoga', 'Hatha Yoga', 'Traditional Chinese Medicine', 'Stress Management', 'MBSR Courses', 'Reiki'].map(runningText)).toEqual([
      'yin yoga',
      'Hatha yoga',
      'traditional Chinese medicine',
      'stress management',
      'MBSR courses',
      'Reiki',
    ]);
  });
});

describe('a count and its noun', () => {
  it.each([
    [1, 'minute', '1 minute'],
    [2, 'minute', '2 minutes'],
    [1, 'place', '1 place'],
    [3, 'class', '3 classes'],
    [2, 'key idea', '2 key ideas'],
    [4, 'person', '4 people'],
    [2, 'story', '2 stories'],
    [0, 'word', '0 words'],
  ])('%i %s -> %s', (count, noun, text) => {
    expect(plural(count, noun)).toBe(text);
  });
});
