import { describe, expect, it } from 'vitest';
import { pageCopyText } from './page-copy.ts';

describe('pageCopyText', () => {
  it('puts the page in reading order: H1, hero, sections, call to action', () => {
    const text = pageCopyText({
      selectedH1: 'Find Your Calm',
      hero: 'A warm studio in Port Louis.',
      sections: [
        { id: '1', title: 'Our Classes', content: 'Vinyasa and yin.' },
        { id: '2', title: 'Why Us', content: '' },
      ],
      selectedCta: 'Book your first class',
    });
    expect(text).toBe('# Find Your Calm\n\nA warm studio in Port Louis.\n\n## Our Classes\n\nVinyasa and yin.\n\n## Why Us\n\nCall to action: Book your first class');
  });

  it('leaves out what has not been written yet', () => {
    const empty = { selectedH1: '', hero: ' ', sections: [], selectedCta: '' };
    expect(pageCopyText(empty)).toBe('');
    expect(pageCopyText({ ...empty, selectedH1: 'Hello' })).toBe('# Hello');
  });
});
