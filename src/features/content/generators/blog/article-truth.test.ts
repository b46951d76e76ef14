// The article a studio published: the workshop it pasted printed whole, its notes
// obeyed and never printed, the brand profile's audience notes never quoted, no
// sanctuary or schedule the studio never described.

import { describe, expect, it } from 'vitest';
import type { GeneratorContext } from '../shared/context.ts';
import { QUOTE_RUN, sharedRun, unfoundedClaims } from '../shared/facts/truth.ts';
import { STUDIO } from '../shared/studio-context.fixture.ts';
import { type BlogArticleInput, generateBlogArticle } from './generate-blog-article.ts';
import { generateBlogTitles } from './generate-blog-titles.ts';

const AUDIENCE = 'Women and men 28-55 living or working in the north of Mauritius. Worries: back pain, burnout, sleep, anxiety, feeling judged.';
const NOTES_CTX: GeneratorContext = { profile: { business_name: 'Lagoon Flow', target_audience: AUDIENCE, brand_personality: { spiritual_practical: 10, calm_energetic: 50, formal_casual: 50, detailed_concise: 50 } } };
const base: BlogArticleInput = { title: 'Yoga for Better Sleep', keywords: ['yin yoga', 'sleep'], wordCount: 800, tone: 'Warm & Personal' };
const WORKSHOP = 'Yin & nidra workshop with Anaïs, sat 14 march 2-4pm. Rs 800, bring a blanket. Book: WhatsApp +230 5712 3456. Note to writer: mention parking is free at the back, don\'t use the word "detox".';

describe('blog articles tell the truth', () => {
  it('never quotes the profile\'s audience notes, in the article or the titles', () => {
    for (const variant of [0, 1, 2]) expect(sharedRun(generateBlogArticle(base, { ...NOTES_CTX, variant }), AUDIENCE)).toBeLessThan(QUOTE_RUN);
    expect(generateBlogTitles({ keywords: ['yin yoga'] }, NOTES_CTX).join(' ')).not.toMatch(/28-55/);
  });

  it('claims no sanctuary, testimonial, timetable or membership the studio never gave', () => {
    for (const variant of [0, 1, 2, 3]) {
      const text = generateBlogArticle({ ...base, wordCount: 1500 }, { ...NOTES_CTX, variant });
      expect(unfoundedClaims({}, text, AUDIENCE)).toEqual([]);
    }
  });

  it('prints the pasted workshop whole, obeys its notes and prints none of them', () => {
    const text = generateBlogArticle({ ...base, details: WORKSHOP }, STUDIO);
    for (const fact of ['sat 14 march 2-4pm', 'Anaïs', 'Rs 800', 'blanket', '+230 5712 3456']) expect(text).toContain(fact);
    expect(text).toMatch(/parking is free at the back/i);
    expect(text).not.toMatch(/detox|note to writer/i);
  });

  it('keeps within 10% of the word count with the facts counted', () => {
    const text = generateBlogArticle({ ...base, details: WORKSHOP }, STUDIO);
    expect(Math.abs(text.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length - 800)).toBeLessThanOrEqual(80);
  });

  it('names no specialty or service a blank profile does not give', () => {
    expect(generateBlogArticle(base, {})).not.toMatch(/hatha|vinyasa|group classes|one-to-one/i);
  });

  it('ends a fixed-date event on its date', () => {
    expect(generateBlogArticle(base, { ...STUDIO, brief: { starts_on: '2026-06-19', price: 'Rs 12,500' } })).toMatch(/on Friday 19 June\.$/);
  });
});
