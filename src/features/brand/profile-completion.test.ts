import { describe, expect, it } from 'vitest';
import { brandFormFrom } from './brand-form.ts';
import { canSaveProfile, completionChecklist, completionPercent } from './profile-completion.ts';

const empty = brandFormFrom(null);
const full = {
  ...empty,
  business_name: 'Lotus Tide Yoga',
  business_description: 'Morning flows by the lagoon.',
  business_type: 'yoga-studio',
  target_audience: 'Busy parents',
  primary_services: ['Group Classes'],
  wellness_specialties: ['Yin Yoga'],
  seo_keywords: ['yoga mauritius'],
};

describe('completionPercent', () => {
  it('is 0 for an empty profile and 100 with all seven items', () => {
    expect(completionPercent(empty)).toBe(0);
    expect(completionPercent(full)).toBe(100);
  });

  it('counts each of the seven items as one seventh, rounded', () => {
    expect(completionPercent({ ...empty, business_name: 'A' })).toBe(14);
    expect(completionPercent({ ...empty, business_name: 'A', business_type: 'other', target_audience: 'B' })).toBe(43);
    expect(completionPercent({ ...empty, business_name: 'A', business_type: 'other', target_audience: 'B', seo_keywords: ['c'] })).toBe(57);
    expect(completionPercent({ ...full, seo_keywords: [] })).toBe(86);
  });

  it('ignores blank text and the optional website and sliders', () => {
    const blank = { ...empty, business_name: '   ', business_description: '\n', website_url: 'https://a.example', brand_personality: { ...empty.brand_personality, calm_energetic: 90 } };
    expect(completionPercent(blank)).toBe(0);
  });

  it('lists which items are done, in the checklist order', () => {
    const list = completionChecklist({ ...empty, primary_services: ['Retreats'] });
    expect(list.map((item) => item.label)).toEqual([
      'Business name',
      'Business description',
      'Business type',
      'Target audience',
      'At least one service',
      'At least one specialty',
      'At least one SEO keyword',
    ]);
    expect(list.filter((item) => item.done).map((item) => item.key)).toEqual(['primary_services']);
  });
});

describe('canSaveProfile', () => {
  it('allows saving from 50% on: four of seven items, not three', () => {
    expect(canSaveProfile(43)).toBe(false);
    expect(canSaveProfile(49)).toBe(false);
    expect(canSaveProfile(50)).toBe(true);
    expect(canSaveProfile(57)).toBe(true);
  });
});
