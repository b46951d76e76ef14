// Every text tool fed fields in sentence case ("Prenatal yin", "New mums") and pick-list
// specialties ("Mindfulness"): none pastes them mid-sentence with their capital, and a
// one-minute video never says "1 minute are".

import { describe, expect, it } from 'vitest';
import { generate, type TextTool } from '../../all-tools.fixture.ts';
import type { GeneratorContext } from '../context.ts';

const CTX: GeneratorContext = {
  profile: { business_name: 'Lotus Flow Studio', primary_services: ['Prenatal yin', 'Sound baths'], wellness_specialties: ['Mindfulness', 'Breathwork', 'Reiki'], target_audience: 'Busy parents' },
};
const INPUTS: [TextTool, unknown][] = [
  ['blog-article', { title: 'Preparing your body for winter', keywords: ['Prenatal yin'], wordCount: 500, tone: 'Calming & Meditative' }],
  ['social', { platforms: ['instagram', 'facebook'], topic: 'Preparing your body for winter', targetAudience: 'New mums', keywords: ['Prenatal yin'], wordCount: 100 }],
  ['website-hero', { businessName: 'Lotus Flow Studio', keywords: ['Prenatal yin'], h1: 'Prenatal yin', wordCount: 80 }],
  ['website-section', { businessName: 'Lotus Flow Studio', keywords: ['Prenatal yin'], h2: 'Gentle stretching', wordCount: 150 }],
  ['newsletter', { topic: 'Preparing your body for winter', template: 'Weekly Wellness Digest', tone: 'Warm & Personal' }],
  ['email', { campaignType: 'event', subject: 'Prenatal yin', audience: 'Members', keyMessage: 'Prenatal yin starts Friday 14 March at 7pm.' }],
  ['client-reply', { communicationType: 'inquiry-response', inquiryType: 'general', clientName: 'Zoë', context: 'Do you run prenatal classes?', services: 'Prenatal yin, Sound baths' }],
  ['video', { topic: 'Prenatal yin', videoType: 'yoga-class', duration: '1min', audience: 'New mums', tone: 'Calm', keyPoints: ['Hip openers'] }],
];

const textOf = (value: unknown): string =>
  typeof value === 'string' ? value.replace(/<[^>]+>/g, ' ') : Array.isArray(value) ? value.map(textOf).join('\n') : value && typeof value === 'object' ? Object.values(value).map(textOf).join('\n') : '';

/** A sentence-case field after a lower-case word: "our Prenatal yin", "for New mums", "of Mindfulness". */
const PASTED = /(?<=\b\p{Ll}+,? )(Prenatal yin|Sound baths|Mindfulness|Breathwork|Busy parents|New mums|Hip openers|Gentle stretching|Preparing your body)\b/u;

describe.each(INPUTS)('%s', (tool, input) => {
  it.each([0, 1])('writes a field mid-sentence in running text and counts that agree (variant %i)', (variant) => {
    const text = textOf(generate(tool, input as never, CTX, { variant }));
    expect(text.match(PASTED)?.[0], 'a field pasted with its capital').toBeUndefined();
    expect(text, 'a count that disagrees').not.toMatch(/\b1 (minutes|seconds|places|words)\b|\b1 \w+ are\b/);
    expect(text, 'a proper term lowered').not.toMatch(/\breiki\b/);
  });
});
