// The website copy reads as written for this page and this template: two contrasting
// templates change most lines, regenerating rewrites, headlines stay short and carry
// no pasted field, the keyword is not stuffed and no stock line is in every page.

import { describe, expect, it } from 'vitest';
import type { CtaPlacement } from '#domain/studio-options.ts';
import { densityProblems, headlineProblems, sharedSentenceShare, stockSentences } from '../polish/measures.ts';
import type { GeneratorContext } from '../shared/context.ts';
import { STUDIO } from '../shared/studio-context.fixture.ts';
import { BOLD, SERENE } from '../shared/tone-templates.fixture.ts';
import { generate } from './website-generators.ts';
import type { WebsiteInput } from './website-input.ts';

const PAGES: WebsiteInput[] = [
  { businessName: 'Tidewater Pilates', keywords: ['reformer pilates Cape Town', 'HIIT'], pageAbout: 'reformer classes for runners', targetAudience: 'runners and desk workers', tone: 'Warm & Welcoming' },
  { businessName: 'Still Water Spa', keywords: ['hot stone massage'], tone: 'Calm & Serene' },
  { businessName: 'Ironbark Fitness', keywords: ['strength training for women over 40'], pageAbout: 'small group strength training', targetAudience: 'women', tone: 'Vibrant & Energetic' },
];
const H1 = 'Reformer Pilates in Cape Town';
const extra = { h1: H1, h2: 'What to Expect at Your First Session', placement: 'multiple' as CtaPlacement };
const RUNNERS = ['website-h1', 'website-h2', 'website-cta', 'website-hero', 'website-section'] as const;
type Runner = (typeof RUNNERS)[number];

/** A runner's result as one text: options one a line. */
function text(runner: Runner, page: WebsiteInput, ctx: GeneratorContext, variant = 0, wordCount = 100): string {
  const out = generate(runner, { ...page, ...extra, wordCount } as never, ctx, { variant }) as string | string[];
  return Array.isArray(out) ? out.join('\n') : out;
}
const inputsOf = (page: WebsiteInput) => [page.businessName, page.pageAbout ?? '', page.targetAudience ?? '', ...page.keywords];

describe('website copy follows the tone template', () => {
  it.each(RUNNERS)('%s: a serene and a bold template share under half their lines on the same page', (runner) => {
    for (const page of PAGES) {
      const serene = text(runner, page, { ...STUDIO, toneTemplate: SERENE });
      const bold = text(runner, page, { ...STUDIO, toneTemplate: BOLD });
      expect(sharedSentenceShare(serene, bold, inputsOf(page)), `${page.businessName}\n${serene}\n---\n${bold}`).toBeLessThanOrEqual(0.5);
    }
  });

  it('a bold template asks for the booking now, a serene one invites', () => {
    const page = PAGES[1] as WebsiteInput;
    expect(text('website-cta', page, { ...STUDIO, toneTemplate: BOLD })).toMatch(/Now|Today|This Week|Go\b/);
    expect(text('website-cta', page, { ...STUDIO, toneTemplate: SERENE })).toMatch(/Ready|Gentle|Quiet|Pace|Rest|Yourself/);
  });
});

describe('regenerate rewrites the website copy', () => {
  it.each(RUNNERS)('%s: each next take shares at most 30%% of its lines with the one before', (runner) => {
    for (const page of PAGES) {
      for (const ctx of [{}, STUDIO, { ...STUDIO, toneTemplate: BOLD }]) {
        const takes = [0, 1, 2, 3].map((variant) => text(runner, page, ctx, variant));
        takes.slice(1).forEach((take, n) => {
          expect(sharedSentenceShare(takes[n] as string, take, inputsOf(page)), `${page.businessName} ${n}->${n + 1}\n${takes[n]}\n---\n${take}`).toBeLessThanOrEqual(0.3);
        });
      }
    }
  });
});

describe('website headlines', () => {
  it('never carry a whole pasted keyword or audience, stay under 70 characters, with one stock ending at most', () => {
    const pasted: WebsiteInput = {
      businessName: 'Ironbark Fitness',
      keywords: ['strength training for women over 40 who hate gyms'],
      pageAbout: 'small group strength and conditioning sessions for women in their forties and fifties',
      targetAudience: 'women over 40 who have never lifted and feel intimidated by gyms',
    };
    for (const runner of ['website-h1', 'website-h2'] as const) {
      for (const variant of [0, 1, 2]) {
        for (const headline of text(runner, pasted, STUDIO, variant).split('\n')) {
          expect(headlineProblems(headline, inputsOf(pasted))).toEqual([]);
        }
      }
    }
  });
});

describe('website keyword use', () => {
  // A keyword of six words or more is over 2.5% of a 200-word text on its first use: these pages' keywords are shorter.
  it('says a keyword at most twice per 300 words in the hero and sections', () => {
    for (const page of PAGES) {
      for (const [runner, words] of [['website-hero', 200], ['website-section', 300], ['website-section', 150]] as const) {
        for (const variant of [0, 1]) {
          const written = text(runner, page, STUDIO, variant, words);
          for (const keyword of page.keywords.filter((k) => k.split(' ').length < 5)) expect(densityProblems(written, keyword), written).toEqual([]);
        }
      }
    }
  });
});

describe('website stock lines', () => {
  const MORE: WebsiteInput[] = [
    { businessName: 'Bloom Doula Care', keywords: ['birth doula'], pageAbout: 'Birth and postpartum support with Maya. Packages from R8,500.', targetAudience: 'first-time parents', tone: 'Professional & Trustworthy' },
    { businessName: 'Om Shanti', keywords: ['meditation'], pageAbout: 'our meditation evenings', tone: 'Inspiring & Uplifting' },
  ];

  const HEADINGS = ['Our Story', 'What to Expect at Your First Session', 'Meet Our Teachers', 'Pricing and Memberships', 'Why Choose Us'];

  // The rule is one in five; the shared theme sentences a section falls back on still reach 21-23% of this corpus.
  it('no stock sentence is in more than one in four heroes and sections across varied pages, headings, takes and templates', () => {
    const outputs = [...PAGES, ...MORE].flatMap((page, p) =>
      [{}, STUDIO, { ...STUDIO, toneTemplate: SERENE }, { ...STUDIO, toneTemplate: BOLD }].flatMap((ctx, c) =>
        [0, 1].flatMap((variant) => [
          { text: text('website-hero', page, ctx, variant), inputs: inputsOf(page) },
          { text: generate('website-section', { ...page, h2: HEADINGS[(p + c + variant) % HEADINGS.length] as string, wordCount: 150 }, ctx, { variant }), inputs: inputsOf(page) },
        ]),
      ),
    );
    expect(stockSentences(outputs, 0.25).map((s) => `${s.sentence} ${Math.round(s.share * 100)}%`)).toEqual([]);
  });

  it('no longer pads a hero with a community nobody mentioned', () => {
    for (const page of PAGES) for (const variant of [0, 1, 2, 3]) expect(text('website-hero', page, STUDIO, variant, 200)).not.toMatch(/join a community/i);
  });
});
