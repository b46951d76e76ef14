// Regenerate is never the same text again: for every runner of every text tool, the
// first four takes of one input are four different results, on a clean form and on a
// form typed in a hurry, for a new account and for a studio with its profile filled in.

import { describe, expect, it } from 'vitest';
import { generate, type TextTool, type TextTools } from './all-tools.fixture.ts';
import { YOGA_INPUTS } from './generate.fixture.ts';
import { MARKDOWN_ARTICLE, THIN_TEXT } from './seo/seo-samples.fixture.ts';
import type { GeneratorContext } from './shared/context.ts';
import { STUDIO } from './shared/studio-context.fixture.ts';

type Inputs = { [T in TextTool]: TextTools[T]['input'] };

const PLAIN: Inputs = {
  ...YOGA_INPUTS,
  seo: { content: MARKDOWN_ARTICLE, keywords: ['yin yoga', 'better sleep'], analysisType: 'keyword', tone: 'Calm' },
};

/** The same forms as a busy studio owner fills them: capitals, stray spaces and marks, repeats, empty optional fields. */
const MESSY: Inputs = {
  'blog-titles': { keywords: ['  YIN YOGA  ', 'yin yoga', 'sleep!!'], targetAudience: '' },
  'blog-article': { title: 'yin yoga for sleep???', keywords: ['yin yoga ', ''], wordCount: 400, tone: 'calming' },
  social: { platforms: ['instagram'], targetAudience: 'MUMS!! and new people', keywords: ['Yoga', 'yoga 🧘'], wordCount: 50 },
  newsletter: { topic: 'NEW TIMETABLE + summer stuff', template: 'Weekly Wellness Digest', tone: '' },
  'website-h1': { businessName: '  lotus flow ', keywords: ['yoga', 'YOGA CLASSES port louis'] },
  'website-h2': { businessName: '  lotus flow ', keywords: ['yoga'], h1: 'yoga classes' },
  'website-cta': { businessName: '  lotus flow ', keywords: ['yoga'], h1: 'yoga classes', placement: 'single' },
  'website-hero': { businessName: '  lotus flow ', keywords: ['yoga'], h1: 'yoga classes', wordCount: 50 },
  'website-section': { businessName: '  lotus flow ', keywords: ['yoga'], h2: 'about us', wordCount: 100 },
  email: { campaignType: 'promotional', subject: 'sale!!! 20% off', audience: 'everyone', keyMessage: '' },
  'client-reply': { communicationType: 'follow-up', inquiryType: 'general', clientName: '', context: '' },
  video: { topic: 'hip openers for tight hips!!', videoType: 'social-reel', duration: '15-30s', audience: '', tone: '', keyPoints: '- \n* hips\n\n1) breathe' },
  seo: { content: THIN_TEXT, keywords: ['meditation', 'Meditation '], analysisType: 'local', location: ' port louis', tone: '' },
};

const CONTEXTS: [string, GeneratorContext][] = [
  ['a new account', {}],
  ['a studio with its profile', STUDIO],
];

const TOOLS = Object.keys(PLAIN) as TextTool[];

describe.each(TOOLS)('%s', (tool) => {
  for (const [form, inputs] of [
    ['a clean form', PLAIN],
    ['a messy form', MESSY],
  ] as const) {
    it.each(CONTEXTS)(`gives four different takes of ${form}, for %s`, (_who, ctx) => {
      const takes = [0, 1, 2, 3].map((variant) => JSON.stringify(generate(tool, inputs[tool] as never, ctx, { variant })));
      const repeats = takes.flatMap((take, a) => takes.slice(a + 1).flatMap((other, d) => (other === take ? [`${a}=${a + d + 1}`] : [])));
      expect(repeats).toEqual([]);
    });
  }
});
