import { describe, expect, it } from 'vitest';
import { HERO_WORD_COUNTS, SECTION_WORD_COUNTS, WEBSITE_TONES } from '#domain/studio-options.ts';
import { countWords } from '../shared/count-words.ts';
import { expectNoSlots, STUDIO, validationError, withinTenPercent, withPersonality } from '../shared/studio-context.fixture.ts';
import { generateH2Options } from './generate-h2-options.ts';
import { generateHeroParagraph } from './generate-hero-paragraph.ts';
import { generateSectionContent } from './generate-section-content.ts';
import type { WebsiteInput } from './website-input.ts';

const input: WebsiteInput = {
  businessName: 'Lotus Flow Studio',
  pageAbout: 'beginner yoga classes',
  targetAudience: 'busy professionals',
  keywords: ['yoga for beginners', 'stress relief'],
  tone: 'Warm & Welcoming',
};
const H1 = 'Yoga for Beginners at Lotus Flow Studio';

describe('hero paragraph and sections', () => {
  it.each(HERO_WORD_COUNTS)('writes a hero paragraph within 10%% of %i words in every tone', (words) => {
    for (const tone of WEBSITE_TONES) {
      for (const ctx of [STUDIO, withPersonality({ spiritual_practical: 0, detailed_concise: 100 }), {}]) {
        const hero = generateHeroParagraph({ ...input, tone }, H1, words, ctx);
        expect(withinTenPercent(countWords(hero), words), `${tone}: ${countWords(hero)}`).toBe(true);
        expectNoSlots(hero);
      }
    }
  });

  it('speaks to the audience and names the business in the hero', () => {
    const hero = generateHeroParagraph(input, H1, 100, STUDIO);
    expect(hero).toContain('Lotus Flow Studio');
    expect(hero).toContain('busy professionals');
    expect(hero).toContain('yoga for beginners');
    expect(hero).not.toEqual(generateHeroParagraph({ ...input, tone: 'Vibrant & Energetic' }, H1, 100, STUDIO));
  });

  it.each(SECTION_WORD_COUNTS)('writes every suggested section within 10%% of %i words', (words) => {
    const headings = [...generateH2Options(input, H1, STUDIO), 'Something Unexpected'];
    for (const h2 of headings) {
      const content = generateSectionContent(input, h2, words, STUDIO);
      expect(withinTenPercent(countWords(content), words), `${h2}: ${countWords(content)}`).toBe(true);
      expectNoSlots(content);
    }
  });

  it('writes about what the H2 says', () => {
    expect(generateSectionContent(input, 'Meet Our Teachers', 150, STUDIO)).toMatch(/teacher|team|practitioner/i);
    expect(generateSectionContent(input, 'Pricing and Memberships', 150, STUDIO)).toMatch(/pric|membership|class pack/i);
    expect(generateSectionContent(input, 'Frequently Asked Questions', 150, STUDIO)).toContain('?');
  });

  it('is deterministic', () => {
    expect(generateHeroParagraph(input, H1, 125, STUDIO)).toBe(generateHeroParagraph(input, H1, 125, STUDIO));
    expect(generateSectionContent(input, 'Our Story', 200, STUDIO)).toBe(generateSectionContent(input, 'Our Story', 200, STUDIO));
    expect(generateHeroParagraph({ ...input, keywords: ['pilates'] }, H1, 125, STUDIO)).not.toBe(generateHeroParagraph(input, H1, 125, STUDIO));
  });

  it('needs a selected H1 for the hero, and an H2 for a section', () => {
    expect(validationError(() => generateHeroParagraph(input, '', 100, STUDIO))).toEqual({ title: 'Missing H1', description: 'Please select an H1 headline first.' });
    expect(validationError(() => generateSectionContent(input, ' ', 150, STUDIO)).title).toBe('Missing H2');
  });
});
