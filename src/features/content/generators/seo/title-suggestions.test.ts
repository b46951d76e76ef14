import { describe, expect, it } from 'vitest';
import { BRAND_TONES, SEO_ANALYSIS_TYPES } from '#domain/media-options.ts';
import { titleCase } from '../languages/en/seo/page-words.ts';
import { suggestTitles } from './title-suggestions.ts';

describe('suggestTitles', () => {
  it('gives at least five titles of at most 60 characters with the keyword, for every type and tone', () => {
    for (const { value: analysisType } of SEO_ANALYSIS_TYPES) {
      for (const { value: tone } of BRAND_TONES) {
        for (const keyword of ['reiki', 'prenatal yoga classes', 'ayurvedic detox retreat packages']) {
          const titles = suggestTitles({ analysisType, tone, location: 'Port Louis', primaryKeyword: keyword, businessName: 'Serenity Digital Wellness Studio' });
          expect(titles.length).toBeGreaterThanOrEqual(5);
          expect(new Set(titles).size).toBe(titles.length);
          for (const title of titles) {
            expect(title.length).toBeLessThanOrEqual(60);
            expect(title.toLowerCase()).toContain(keyword);
          }
        }
      }
    }
  });

  it('builds on an existing title that lacks the keyword', () => {
    const titles = suggestTitles({ analysisType: 'existing', tone: 'Friendly', primaryKeyword: 'yin yoga', existingTitle: 'Slow Down This Winter' });
    expect(titles[0]).toBe('Yin Yoga: Slow Down This Winter');
    expect(titles).toContain('Yin Yoga, Made Simple');
  });

  it('writes a keyword with its place glued on as a reader says it, and never names the place twice', () => {
    for (const { value: analysisType } of SEO_ANALYSIS_TYPES) {
      const titles = suggestTitles({ analysisType, tone: 'Professional', location: 'Port Louis', primaryKeyword: 'yoga Port Louis' });
      expect(titles.length).toBeGreaterThanOrEqual(5);
      for (const title of titles) {
        expect(title).toContain('Yoga in Port Louis');
        expect(title).not.toMatch(/Port Louis.*Port Louis/);
      }
    }
  });

  it('title-cases lowercase words only', () => {
    expect(titleCase('cbd oil for the CBD curious')).toBe('Cbd Oil for the CBD Curious');
  });
});
