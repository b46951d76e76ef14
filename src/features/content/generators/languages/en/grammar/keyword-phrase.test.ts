import { describe, expect, it } from 'vitest';
import { keywordPhrase } from './keyword-phrase.ts';

describe('keywordPhrase', () => {
  it('turns a concern into relief from it and a goal into more of it', () => {
    expect(keywordPhrase('anxiety')).toBe('relief from anxiety');
    expect(keywordPhrase('lower back pain')).toBe('relief from lower back pain');
    expect(keywordPhrase('sleep')).toBe('better sleep');
  });

  it('leaves practices and remedies as they are', () => {
    for (const keyword of ['yoga', 'stress relief', 'yoga for anxiety', 'massage therapy', 'sleep hygiene', 'Ayurveda']) {
      expect(keywordPhrase(keyword)).toBe(keyword);
    }
  });
});
