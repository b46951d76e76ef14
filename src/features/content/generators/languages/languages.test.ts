import { describe, expect, it } from 'vitest';
import { generatorContext } from '../shared/context.ts';
import { STUDIO } from '../shared/studio-context.fixture.ts';
import { LANGUAGES, languageOf } from './languages.ts';

describe('the output language', () => {
  it('comes from the brand profile’s preferred language', () => {
    const ctx = generatorContext({ profile: { ...STUDIO.profile, preferred_language: 'en' } });
    expect(ctx.language).toBe('en');
    expect(ctx.profile?.business_name).toBe('Lotus Flow Studio');
  });

  it('falls back to English for a language without a pack, or none at all', () => {
    expect(generatorContext({ profile: { ...STUDIO.profile, preferred_language: 'xx' } }).language).toBe('en');
    expect(generatorContext({ profile: { ...STUDIO.profile, preferred_language: '' } }).language).toBe('en');
    expect(generatorContext({}).language).toBe('en');
    expect(languageOf(42)).toBe('en');
    expect(languageOf(' EN-gb ')).toBe('en');
  });

  it('lists each language once', () => {
    const codes = LANGUAGES.map((entry) => entry.code);
    expect(new Set(codes).size).toBe(codes.length);
  });
});
