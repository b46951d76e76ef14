import { describe, expect, it } from 'vitest';
import { CTA_PLACEMENTS, WEBSITE_TONES } from '#domain/studio-options.ts';
import { expectNoSlots, STUDIO, validationError } from '../shared/studio-context.fixture.ts';
import { generateCtaOptions } from './generate-cta-options.ts';
import { generateH1Options } from './generate-h1-options.ts';
import { generateH2Options } from './generate-h2-options.ts';
import type { WebsiteInput } from './website-input.ts';

const input: WebsiteInput = {
  businessName: 'Serenity Spa',
  pageAbout: 'massage and spa days',
  targetAudience: 'couples',
  keywords: ['massage therapy', 'spa day'],
  tone: 'Calm & Serene',
};
const H1 = 'A Calm Place for Massage Therapy';
const MISSING_H1 = { title: 'Missing H1', description: 'Please select an H1 headline first.' };

function expectTenDistinct(options: string[]): void {
  expect(options).toHaveLength(10);
  expect(new Set(options.map((o) => o.toLowerCase())).size).toBe(10);
  options.forEach(expectNoSlots);
}

describe('website headlines', () => {
  it.each(WEBSITE_TONES)('gives 10 distinct H1 options in the %s tone, built on the keywords and business', (tone) => {
    const options = generateH1Options({ ...input, tone }, STUDIO);
    expectTenDistinct(options);
    const mentions = options.filter((o) => /massage therapy|spa day|serenity spa|massage and spa days/i.test(o));
    expect(mentions.length).toBeGreaterThanOrEqual(8);
  });

  it('gives 10 H1 options with a single keyword and no profile', () => {
    expectTenDistinct(generateH1Options({ businessName: 'Om Shanti', keywords: ['meditation'] }));
  });

  it('changes H1 options with the tone and the keywords, and is deterministic', () => {
    const calm = generateH1Options(input, STUDIO);
    expect(generateH1Options(input, STUDIO)).toEqual(calm);
    expect(generateH1Options({ ...input, tone: 'Vibrant & Energetic' }, STUDIO)).not.toEqual(calm);
    expect(generateH1Options({ ...input, keywords: ['reiki'] }, STUDIO)).not.toEqual(calm);
  });

  it('gives 10 distinct H2 options, none repeating the H1', () => {
    const options = generateH2Options(input, H1, STUDIO);
    expectTenDistinct(options);
    expect(options).not.toContain(H1);
  });

  it.each(CTA_PLACEMENTS.map((p) => p.value))('gives 10 distinct CTA options for the %s placement', (placement) => {
    expectTenDistinct(generateCtaOptions(input, H1, placement, STUDIO));
  });

  it('shapes the CTAs by placement', () => {
    const [single, multiple, bottom] = CTA_PLACEMENTS.map((p) => generateCtaOptions(input, H1, p.value, STUDIO));
    expect(new Set([single, multiple, bottom].map((o) => JSON.stringify(o))).size).toBe(3);
    expect(multiple?.some((o) => /Explore|Meet|View|Learn|Ask|Download|See|Find/.test(o))).toBe(true);
    expect(bottom?.every((o) => o.split(' ').length >= 4)).toBe(true);
  });

  it('needs a business name and keywords for the H1 options', () => {
    const expected = { title: 'Missing Information', description: 'Please enter business name and focus keywords first.' };
    expect(validationError(() => generateH1Options({ ...input, businessName: ' ' }, STUDIO))).toEqual(expected);
    expect(validationError(() => generateH1Options({ ...input, keywords: [] }, STUDIO))).toEqual(expected);
  });

  it('needs a selected H1 for the H2 and CTA options', () => {
    expect(validationError(() => generateH2Options(input, '', STUDIO))).toEqual(MISSING_H1);
    expect(validationError(() => generateCtaOptions(input, '  ', 'single', STUDIO))).toEqual(MISSING_H1);
  });
});
