import { describe, expect, it } from 'vitest';
import { breachMessage } from '#domain/field-limit-messages.ts';
import { brandFormBreach, brandFormFrom, profileInputFrom, toggleChoice } from './brand-form.ts';

describe('brandFormFrom', () => {
  it('starts empty with the four sliders at 50', () => {
    expect(brandFormFrom(null)).toMatchObject({
      business_name: '',
      primary_services: [],
      brand_personality: { spiritual_practical: 50, calm_energetic: 50, formal_casual: 50, detailed_concise: 50 },
    });
  });

  it('reads a stored profile without sharing its lists', () => {
    const stored = { business_name: 'Lotus', seo_keywords: ['yoga'], brand_personality: { spiritual_practical: 20, calm_energetic: 35, formal_casual: 60, detailed_concise: 80 } };
    const form = brandFormFrom(stored);
    form.seo_keywords.push('reiki');
    expect(stored.seo_keywords).toEqual(['yoga']);
    expect(form.brand_personality.spiritual_practical).toBe(20);
  });
});

describe('profileInputFrom', () => {
  it('sets full_name from the trimmed business name and trims the texts', () => {
    const input = profileInputFrom({ ...brandFormFrom(null), business_name: '  Lotus Tide Yoga ', target_audience: ' Parents ' });
    expect(input.full_name).toBe('Lotus Tide Yoga');
    expect(input.business_name).toBe('Lotus Tide Yoga');
    expect(input.target_audience).toBe('Parents');
  });
});

describe('toggleChoice', () => {
  it('toggles a choice in and out', () => {
    expect(toggleChoice(['Reiki'], 'Pilates')).toEqual(['Reiki', 'Pilates']);
    expect(toggleChoice(['Reiki', 'Pilates'], 'Reiki')).toEqual(['Pilates']);
  });
});

describe('brandFormBreach', () => {
  it('refuses a target audience past the database limit with a sentence naming it', () => {
    const form = { ...brandFormFrom(null), business_name: 'Lotus' };
    expect(brandFormBreach({ ...form, target_audience: 'a'.repeat(2000) })).toBeNull();
    const breach = brandFormBreach({ ...form, target_audience: 'a'.repeat(4600) });
    expect(breach && breachMessage(breach, 'save')).toBe("The brand profile's target audience is 4,600 characters; the most is 2,000. Shorten it to save.");
  });

  it('counts what Save writes: spaces around a field are not kept', () => {
    expect(brandFormBreach({ ...brandFormFrom(null), business_name: ` ${'n'.repeat(200)} ` })).toBeNull();
  });
});
