import { describe, expect, it } from 'vitest';
import { MASTER_PROMPT_TONES } from '#domain/brand.ts';
import {
  BLOG_TONES,
  COMMUNICATION_TONES,
  EMAIL_TONES,
  NEWSLETTER_TONES,
  SOCIAL_TONES,
  WEBSITE_TONES,
} from '#domain/studio-options.ts';
import { VOICES, voiceOf } from './voice.ts';

describe('voiceOf', () => {
  it.each([
    ['blog', BLOG_TONES],
    ['social', SOCIAL_TONES],
    ['newsletter', NEWSLETTER_TONES],
    ['website', WEBSITE_TONES],
    ['email', EMAIL_TONES],
    ['communication', COMMUNICATION_TONES],
  ])('gives the six %s tones six different voices', (_tool, tones) => {
    expect(new Set(tones.map(voiceOf)).size).toBe(VOICES.length);
  });

  it('maps the blog tones as their names say', () => {
    expect(BLOG_TONES.map(voiceOf)).toEqual(['professional', 'friendly', 'inspiring', 'expert', 'calming', 'energetic']);
  });

  it('gives every master-prompt tone a voice and falls back to professional', () => {
    for (const tone of MASTER_PROMPT_TONES) expect(VOICES).toContain(voiceOf(tone));
    expect(voiceOf('Spiritual')).toBe('calming');
    expect(voiceOf('')).toBe('professional');
    expect(voiceOf(undefined)).toBe('professional');
  });
});
