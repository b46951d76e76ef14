// Every text tool fed lower-case places and acronyms through its keywords and fields:
// what comes out spells them as they are written, and never "an HIIT" or "pilates cape town".

import { describe, expect, it } from 'vitest';
import { generate, type TextTool } from '../../all-tools.fixture.ts';
import type { GeneratorContext } from '../context.ts';

const CTX: GeneratorContext = {
  profile: {
    business_name: 'Zoë McKenzie Yoga',
    business_description: 'hiit and reformer pilates in cape town, with mbsr courses',
    primary_services: ['hiit classes'],
    wellness_specialties: ['Pilates'],
    seo_keywords: ['pilates cape town'],
  },
};
const KEYWORDS = ['pilates cape town', 'hiit classes', 'yoga nidra byron bay'];
const STUDIO = { businessName: 'Zoë McKenzie Yoga', keywords: KEYWORDS };

const INPUTS: [TextTool, unknown][] = [
  ['blog-titles', { keywords: KEYWORDS, targetAudience: 'busy parents in queenstown' }],
  ['blog-article', { title: 'hiit and pilates in cape town', keywords: KEYWORDS, wordCount: 400, tone: 'Calming & Meditative', details: 'Our mbsr course starts Monday 3 March in grand baie.' }],
  ['social', { platforms: ['instagram', 'facebook'], topic: 'sup yoga in noosa', targetAudience: 'locals in rishikesh', keywords: ['sup yoga noosa', 'hiit'], wordCount: 80 }],
  ['newsletter', { topic: 'an mbsr course in byron bay', template: 'Weekly Wellness Digest', tone: 'Warm & Personal' }],
  ['website-h1', { ...STUDIO, targetAudience: 'busy parents' }],
  ['website-h2', { ...STUDIO, h1: 'pilates cape town' }],
  ['website-cta', { ...STUDIO, h1: 'pilates cape town', placement: 'multiple' }],
  ['website-hero', { ...STUDIO, h1: 'pilates cape town', wordCount: 80 }],
  ['website-section', { ...STUDIO, h2: 'hiit in são paulo', wordCount: 120 }],
  ['email', { campaignType: 'event', subject: 'hiit in cape town', audience: 'members', keyMessage: 'Émilie leads an mbsr course in port louis on Friday 14 March at 7pm.' }],
  ['client-reply', { communicationType: 'inquiry-response', inquiryType: 'general', clientName: 'Zoë', context: 'Do you run hiit classes in cape town?', services: 'hiit classes, mbsr course' }],
  ['video', { topic: 'hiit in cape town', videoType: 'social-reel', duration: '15-30s', audience: 'busy parents', tone: 'Calm', keyPoints: ['mbsr breathing', 'pilates core'] }],
];

/** The prose of a result: every string but its tags and timings. */
function prose(value: unknown, key = ''): string[] {
  if (/hashtags|timing|platform/.test(key)) return [];
  if (typeof value === 'string') return [value.replace(/#[\p{L}\d_]+/gu, '')];
  if (Array.isArray(value)) return value.flatMap((item) => prose(item, key));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => prose(v, k));
  return [];
}

const MISSPELT = /\b(cape town|Cape town|byron bay|Byron bay|hiit|Hiit|mbsr|Mbsr|pilates|sup yoga|Sup yoga|noosa|rishikesh|queenstown|grand baie|port louis|são paulo|zoë|émilie)\b/u;
const WRONG_ARTICLE = /\b(an HIIT|a MBSR|a SUP)\b/i;
const DOUBLED_PLACE = /\bin (Cape Town|Byron Bay|Noosa),? (in )?\1\b/;

describe.each(INPUTS)('%s', (tool, input) => {
  it.each([0, 1])('spells places, acronyms and names as they are written (variant %i)', (variant) => {
    const text = prose(generate(tool, input as never, CTX, { variant })).join('\n');
    expect(text.match(MISSPELT)?.[0], 'a name in the wrong case').toBeUndefined();
    expect(text.match(WRONG_ARTICLE)?.[0], 'an article by spelling').toBeUndefined();
    expect(text.match(DOUBLED_PLACE)?.[0], 'a doubled place').toBeUndefined();
    expect(text, 'a location keyword pasted as a search string').not.toMatch(/\bPilates Cape Town\b/);
  });
});
