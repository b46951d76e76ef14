import { describe, expect, it } from 'vitest';
import { DEFAULT_CONTENT_PREFERENCES, PREFERENCE_TYPES } from './brand.ts';
import { mergePreferences } from './preferences.ts';

describe('mergePreferences', () => {
  it.each(PREFERENCE_TYPES)('gives the product defaults for %s when nothing is stored', (type) => {
    expect(mergePreferences(type)).toEqual(DEFAULT_CONTENT_PREFERENCES[type]);
    expect(mergePreferences(type, null)).toEqual(DEFAULT_CONTENT_PREFERENCES[type]);
  });

  it('overlays stored settings on the defaults', () => {
    expect(mergePreferences('social', { max_hashtags: 30, include_emojis: false })).toEqual({
      ...DEFAULT_CONTENT_PREFERENCES.social,
      max_hashtags: 30,
      include_emojis: false,
    });
  });

  it('ignores unknown keys and values of the wrong type', () => {
    const merged = mergePreferences('blog', { default_word_count: '1200', include_images: false, colour: 'red', meta_description_length: Number.NaN });
    expect(merged).toEqual({ ...DEFAULT_CONTENT_PREFERENCES.blog, include_images: false });
    expect(mergePreferences('website', ['multiple'])).toEqual(DEFAULT_CONTENT_PREFERENCES.website);
  });

  it('does not let a stored row change the shared defaults', () => {
    mergePreferences('newsletter', { cta_style: 'banner' });
    expect(DEFAULT_CONTENT_PREFERENCES.newsletter.cta_style).toBe('button');
  });
});
