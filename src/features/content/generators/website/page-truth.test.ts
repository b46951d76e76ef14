// The page copy a prenatal teacher published: every fact of her description printed,
// the brand profile's audience notes never quoted, no offer or schedule she never made.

import { describe, expect, it } from 'vitest';
import { CTA_PLACEMENTS } from '#domain/studio-options.ts';
import type { GeneratorContext } from '../shared/context.ts';
import { missingFacts, QUOTE_RUN, sharedRun, unfoundedClaims } from '../shared/facts/truth.ts';
import { gatherFacts } from '../shared/facts/gather-facts.ts';
import { generateCtaOptions } from './generate-cta-options.ts';
import { generateH1Options } from './generate-h1-options.ts';
import { generateH2Options } from './generate-h2-options.ts';
import { generateHeroParagraph } from './generate-hero-paragraph.ts';
import { generateSectionContent } from './generate-section-content.ts';
import type { WebsiteInput } from './website-input.ts';

const AUDIENCE = 'Women and men 28-55 living or working in the north of Mauritius. Worries: back pain, burnout, sleep, anxiety, feeling judged. Goals: calm.';
const CTX: GeneratorContext = { profile: { business_name: 'Lagoon Flow', business_type: 'yoga-studio', target_audience: AUDIENCE } };
const ABOUT = 'Prenatal yoga with Priya Ramdin. Tue/Thu 9:30-10:30am at Lagoon Flow, Royal Road, Grand Baie. Rs 600 per class, Rs 2,000 for 4 classes. Book on WhatsApp +230 5712 3456.';
const input: WebsiteInput = { businessName: 'Lagoon Flow', pageAbout: ABOUT, keywords: ['prenatal yoga Grand Baie'], tone: 'Warm & Welcoming' };
const H1 = 'Prenatal Yoga in Grand Baie';

const everything = (ctx: GeneratorContext) => [
  ...generateH1Options(input, ctx),
  ...generateH2Options(input, H1, ctx),
  ...CTA_PLACEMENTS.flatMap((p) => generateCtaOptions(input, H1, p.value, ctx)),
  generateHeroParagraph(input, H1, 100, ctx),
  ...['Pricing and Memberships', 'Our Classes and Services', 'Meet Our Teachers', 'Frequently Asked Questions'].map((h2) => generateSectionContent(input, h2, 150, ctx)),
].join('\n');

describe('website copy tells the truth', () => {
  it('prints every fact of the page description in the hero, however long the list', () => {
    const facts = gatherFacts({}, { facts: [ABOUT] }).facts;
    for (const words of [50, 100]) expect(missingFacts(generateHeroParagraph(input, H1, words, CTX), facts)).toEqual([]);
  });

  it('prints the prices under a pricing heading and the teacher under a teachers heading', () => {
    expect(generateSectionContent(input, 'Pricing and Memberships', 150, CTX)).toContain('Rs 600 per class, Rs 2,000 for 4 classes');
    expect(generateSectionContent(input, 'Meet Our Teachers', 150, CTX)).toContain('Priya Ramdin');
  });

  it('never quotes the audience notes, and speaks to a plain audience by name', () => {
    expect(sharedRun(everything(CTX), AUDIENCE)).toBeLessThan(QUOTE_RUN);
    expect(generateHeroParagraph({ ...input, targetAudience: 'new mums' }, H1, 100, CTX)).toContain('new mums');
  });

  it('offers no membership, introductory offer, corporate rate, timetable or guide she never gave', () => {
    const text = everything(CTX);
    expect(unfoundedClaims({}, text, ABOUT)).toEqual([]);
    expect(text).not.toMatch(/membership|introductory|corporate|lunchtime|download|free trial/i);
  });

  it('names no service or specialty the profile leaves out', () => {
    expect(everything({})).not.toMatch(/hatha|vinyasa|one-to-one|mindfulness/i);
  });

  it('invites to a fixed-date event on its date', () => {
    const ctx: GeneratorContext = { ...CTX, brief: { starts_on: '2026-06-19', times: '9:30am' } };
    expect(generateHeroParagraph(input, H1, 100, ctx)).toMatch(/on Friday 19 June\.$/);
  });
});
