import { describe, expect, it } from 'vitest';
import { detectNiches, findContentGaps, mentionsTerm } from './content-gaps.ts';

describe('content gaps', () => {
  it('matches whole words with plurals, and prefixes marked with *', () => {
    expect(mentionsTerm('Many benefits await', ['benefit'])).toBe(true);
    expect(mentionsTerm('It is beneficial', ['benefit'])).toBe(false);
    expect(mentionsTerm('Avoid injuries', ['injur*'])).toBe(true);
    expect(mentionsTerm('A mattress', ['mat'])).toBe(false);
    expect(mentionsTerm('class   times vary', ['class times'])).toBe(true);
  });

  it('finds the niche from keywords first, then content, then the brand', () => {
    expect(detectNiches(['abhyanga massage'], 'yoga', []).map((n) => n.name)).toEqual(['ayurveda', 'spa']);
    expect(detectNiches(['calm'], 'A meditation guide', []).map((n) => n.name)).toEqual(['meditation']);
    expect(detectNiches(['calm'], 'Hello', ['Pilates']).map((n) => n.name)).toEqual(['fitness']);
  });

  it('lists only the subtopics the content leaves out', () => {
    const gaps = findContentGaps(
      { analysisType: 'existing' },
      ['pilates'],
      'Warm up first, then stretch. Progress to the intermediate level with good form. Rest days help recovery. Beginners welcome; book a class. FAQ below.',
      [],
    );
    expect(gaps).toEqual([]);
    const thin = findContentGaps({ analysisType: 'existing' }, ['pilates'], 'Pilates is great.', []);
    expect(thin.map((gap) => gap.topic)).toEqual([
      'Warm-up and cool-down',
      'Progression',
      'Form and safety',
      'Recovery',
      'Who it is for',
      'Getting started and booking',
      'Frequently asked questions',
    ]);
  });
});
