import { describe, expect, it } from 'vitest';
import { pngFileName } from './png-download.ts';

describe('pngFileName', () => {
  it('names the file after the prompt and the chosen size', () => {
    expect(pngFileName('Sunrise flow on the deck!', 1080, 1350)).toBe('sunrise-flow-on-the-deck-1080x1350.png');
    expect(pngFileName('   ', 735, 1102)).toBe('wellness-content-735x1102.png');
  });
});
