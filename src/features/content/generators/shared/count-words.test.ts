import { describe, expect, it } from 'vitest';
import { countWords } from './count-words.ts';

describe('countWords', () => {
  it('counts words as a reader does', () => {
    expect(countWords('Breathe in, breathe out.')).toBe(4);
    expect(countWords("You're not alone — it's 24-48h.")).toBe(5);
  });

  it('ignores markdown marks, list numbers and emoji', () => {
    expect(countWords('# Title here\n\n## Two words\n\n- one item\n1. first step 🌿')).toBe(8);
  });

  it('is zero for empty or blank text', () => {
    expect(countWords('')).toBe(0);
    expect(countWords('   \n\t ')).toBe(0);
  });
});
