import { describe, expect, it } from 'vitest';
import { composeMetaDescription, metaStatus, splitSentences, truncateAtWord } from './meta-description.ts';

describe('meta description', () => {
  it('grades length against the 120-160 window', () => {
    expect([119, 120, 160, 161].map(metaStatus)).toEqual(['too_short', 'good', 'good', 'too_long']);
  });

  it('cuts at a word and ends with an ellipsis within the limit', () => {
    const cut = truncateAtWord('Breathe slowly, and let the shoulders soften completely.', 30);
    expect(cut).toBe('Breathe slowly, and let the…');
    expect(cut.length).toBeLessThanOrEqual(30);
  });

  it('starts at the sentence with the keyword when that gives a good length', () => {
    const sentences = splitSentences(
      'Welcome to our studio. Restorative yoga uses bolsters and blankets so the body can rest completely in each pose. Sessions last sixty minutes and suit every level of experience. Book online.',
    );
    const meta = composeMetaDescription(sentences, 'restorative yoga');
    expect(meta.text).toBe(
      'Restorative yoga uses bolsters and blankets so the body can rest completely in each pose. Sessions last sixty minutes and suit every level of experience.',
    );
    expect(meta).toMatchObject({ length: 153, target: 160, status: 'good' });
  });

  it('never exceeds 160 characters, even from one long sentence', () => {
    const long = `${'Gentle movement and slow breathing '.repeat(8).trim()}.`;
    const meta = composeMetaDescription([long], 'breathing');
    expect(meta.length).toBeLessThanOrEqual(160);
    expect(meta.length).toBeGreaterThanOrEqual(120);
    expect(meta.text.endsWith('…')).toBe(true);
  });
});
