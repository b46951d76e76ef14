import { describe, expect, it } from 'vitest';
import { CONTENT_TYPES } from './content-types.ts';
import { BLOG_WORD_COUNTS } from './studio-options.ts';
import { creditCost } from './credit-cost.ts';

describe('creditCost', () => {
  it('charges a blog article 5-10 credits by length', () => {
    expect(BLOG_WORD_COUNTS.map((wordCount) => creditCost('blog', { wordCount }))).toEqual([5, 5, 7, 7, 10, 10]);
    expect(creditCost('blog')).toBe(7);
  });

  it('charges 1 credit for ten blog titles', () => {
    expect(creditCost('blog', { blogPiece: 'titles', wordCount: 1500 })).toBe(1);
  });

  it('charges a social post 1 credit per platform, 2 at most', () => {
    expect(creditCost('social')).toBe(1);
    expect(creditCost('social', { platformCount: 1 })).toBe(1);
    expect(creditCost('social', { platformCount: 2 })).toBe(2);
    expect(creditCost('social', { platformCount: 3 })).toBe(2);
  });

  it('charges the fixed prices of the other tools', () => {
    expect(creditCost('newsletter')).toBe(3);
    expect(creditCost('website')).toBe(2);
    expect(creditCost('email')).toBe(2);
    expect(creditCost('communication')).toBe(1);
    expect(creditCost('seo')).toBe(3);
    expect(creditCost('video')).toBe(4);
    expect(creditCost('image')).toBe(3);
  });

  it('charges at least one credit for every content type', () => {
    for (const type of CONTENT_TYPES) expect(creditCost(type)).toBeGreaterThanOrEqual(1);
  });
});
