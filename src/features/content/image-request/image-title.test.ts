import { describe, expect, it } from 'vitest';
import { imageTitle } from './image-title.ts';

describe('an image history title', () => {
  it('is the prompt as typed, trimmed and on one line', () => {
    expect(imageTitle('  Golden milk at dusk\n on a wooden table  ')).toBe('Golden milk at dusk on a wooden table');
  });

  it('is cut at a word, never inside one, when long', () => {
    const prompt = 'A cup of golden turmeric milk on a rustic wooden table, cinnamon sticks, soft evening light, steam rising gently';
    const title = imageTitle(prompt);
    expect(title).toBe('A cup of golden turmeric milk on a rustic wooden table, cinnamon sticks, soft...');
    expect(title.length).toBeLessThanOrEqual(83);
    expect(prompt.startsWith(title.slice(0, -3))).toBe(true);
  });

  it('cuts a single long word at the limit', () => {
    expect(imageTitle('x'.repeat(100), 10)).toBe('xxxxxxxxxx...');
  });
});
