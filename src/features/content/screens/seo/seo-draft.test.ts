import { describe, expect, it } from 'vitest';
import { analyzeSeo } from '../../generators/seo/analyze-seo.ts';
import { isSeoResult, SEO_DEFAULTS, seoInput } from './seo-draft.ts';

const form = { ...SEO_DEFAULTS.form, keywords: ['yin yoga'], competitorUrl: 'https://rival.example', location: 'Port Louis' };

describe('seoInput', () => {
  it('sends the competitor URL only for a competitor analysis and the location only for local', () => {
    expect(seoInput({ ...form, analysisType: 'existing' })).toMatchObject({ competitorUrl: undefined, location: undefined });
    expect(seoInput({ ...form, analysisType: 'competitor' })).toMatchObject({ competitorUrl: 'https://rival.example', location: undefined });
    expect(seoInput({ ...form, analysisType: 'local' })).toMatchObject({ competitorUrl: undefined, location: 'Port Louis' });
  });

  it('falls back to the defaults for an analysis type or tone it does not know', () => {
    expect(seoInput({ ...form, analysisType: 'bogus', tone: 'Grumpy' })).toMatchObject({ analysisType: 'existing', tone: 'Professional' });
  });
});

describe('isSeoResult', () => {
  it('accepts a real analysis and refuses partial or foreign objects', () => {
    const result = analyzeSeo(seoInput({ ...form, content: 'Yin yoga is slow.' }), {});
    expect(isSeoResult(result)).toBe(true);
    expect(isSeoResult(null)).toBe(false);
    expect(isSeoResult({ title_suggestions: [] })).toBe(false);
    expect(isSeoResult({ ...result, header_structure: { headings: [] } })).toBe(false);
  });
});
