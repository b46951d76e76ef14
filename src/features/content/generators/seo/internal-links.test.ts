import { describe, expect, it } from 'vitest';
import { suggestInternalLinks, slugify } from './internal-links.ts';

describe('internal links', () => {
  it('makes readable slugs', () => {
    expect(slugify('Yin Yoga & Breath: A Guide')).toBe('yin-yoga-breath-a-guide');
    expect(slugify('Café Détox’s Menu')).toBe('cafe-detoxs-menu');
    const long = slugify('the complete beginners guide to restorative yoga at home with props and blankets');
    expect(long.length).toBeLessThanOrEqual(60);
    expect(long.endsWith('-')).toBe(false);
  });

  it('links other keywords, sections and services, never the page itself, without duplicates', () => {
    const links = suggestInternalLinks({
      analysisType: 'existing',
      primaryKeyword: 'yin yoga',
      keywords: ['yin yoga', 'Meditation'],
      headings: [
        { level: 1, text: 'Yin Yoga' },
        { level: 2, text: 'meditation' },
        { level: 3, text: 'Props You Need' },
        { level: 4, text: 'Ignored' },
      ],
      services: ['Retreats'],
    });
    expect(links).toEqual([
      { anchor_text: 'Meditation', suggested_slug: 'meditation' },
      { anchor_text: 'Props You Need', suggested_slug: 'props-you-need' },
      { anchor_text: 'Retreats', suggested_slug: 'retreats' },
      { anchor_text: 'yin yoga for beginners', suggested_slug: 'yin-yoga-for-beginners' },
      { anchor_text: 'benefits of yin yoga', suggested_slug: 'benefits-of-yin-yoga' },
    ]);
  });
});
