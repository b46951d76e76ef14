import { describe, expect, it } from 'vitest';
import { expectNoSlots, STUDIO, validationError, withPersonality } from '../shared/studio-context.fixture.ts';
import { generateBlogTitles } from './generate-blog-titles.ts';

const TEN = ['yoga', 'meditation', 'breathwork', 'ayurveda', 'sleep', 'stress relief', 'gut health', 'pilates', 'reiki', 'sound healing'];

describe('generateBlogTitles', () => {
  it.each([1, 2, 3, 5, 10])('gives exactly 10 distinct titles for %i keyword(s), each using a keyword', (n) => {
    const keywords = TEN.slice(0, n);
    const titles = generateBlogTitles({ keywords }, STUDIO);
    expect(titles).toHaveLength(10);
    expect(new Set(titles.map((t) => t.toLowerCase())).size).toBe(10);
    for (const title of titles) {
      expectNoSlots(title);
      expect(keywords.some((k) => title.toLowerCase().includes(k))).toBe(true);
    }
    for (const keyword of keywords) expect(titles.some((t) => t.toLowerCase().includes(keyword))).toBe(true);
  });

  it('works for a new account with no profile', () => {
    const titles = generateBlogTitles({ keywords: ['Yin Yoga'] });
    expect(titles).toHaveLength(10);
    titles.forEach(expectNoSlots);
  });

  it('uses the audience when one is given', () => {
    const titles = generateBlogTitles({ keywords: ['yoga'], targetAudience: 'new mums' }, {});
    expect(titles.some((t) => t.includes('New Mums'))).toBe(true);
  });

  it('is deterministic, and different keywords give different titles', () => {
    const a = generateBlogTitles({ keywords: ['yoga', 'sleep'] }, STUDIO);
    expect(generateBlogTitles({ keywords: ['yoga', 'sleep'] }, STUDIO)).toEqual(a);
    expect(generateBlogTitles({ keywords: ['pilates', 'sleep'] }, STUDIO)).not.toEqual(a);
  });

  it('leans spiritual or practical with the brand personality', () => {
    const spiritual = generateBlogTitles({ keywords: ['yoga'] }, withPersonality({ spiritual_practical: 0 })).join(' ');
    const practical = generateBlogTitles({ keywords: ['yoga'] }, withPersonality({ spiritual_practical: 100 })).join(' ');
    expect(spiritual).not.toMatch(/Made Practical|No-Nonsense/);
    expect(practical).not.toMatch(/Ancient Wisdom|Path Back/);
  });

  it('needs at least one keyword', () => {
    const expected = { title: 'Missing Keywords', description: 'Please enter focus keywords first.' };
    expect(validationError(() => generateBlogTitles({ keywords: [] }, STUDIO))).toEqual(expected);
    expect(validationError(() => generateBlogTitles({ keywords: ['  ', ''] }, STUDIO))).toEqual(expected);
  });
});
