// Ten H2 section headline options for the page under the chosen H1: one version of
// each section a page may have (why us, the first visit, prices, questions...), drawn
// by the page's seed from the tone template's lean, before any section's second
// version; each take shows the next stretch of the same ordered options.

import { WEBSITE_SUGGESTIONS } from '#domain/studio-options.ts';
import type { GeneratorContext } from '../shared/context.ts';
import { rngFor, shuffle } from '../shared/seed.ts';
import { takeOfFilled } from './distinct-filled.ts';
import { requireHeadline, type WebsiteInput, websiteSetup } from './website-input.ts';

/** Each section offers this many of its versions: enough for four takes of ten, and each headline checked costs time. */
const VERSIONS = 4;

export function generateH2Options(input: WebsiteInput, h1: string, ctx: GeneratorContext = {}): string[] {
  const headline = requireHeadline(h1, 'h1');
  const { voice, facts, keywords, slots, page, lean, variant, orderSeed } = websiteSetup(input, ctx);
  const rng = rngFor('h2', input, headline, facts, ...orderSeed);
  const fits = (p: string) => page.keeps(p) && (facts.hasAudience || !p.includes('{Audience}'));
  const sections = shuffle(rng, lean.h2.map((versions) => shuffle(rng, versions.filter(fits))));
  const byDepth = Array.from({ length: VERSIONS }, (_, depth) => sections.flatMap((versions) => versions.slice(depth, depth + 1)));
  const patterns = [...byDepth.flat(), ...shuffle(rng, voice.words.website.h2Patterns.filter(fits))];
  const notH1 = (option: string) => option.toLowerCase() !== headline.toLowerCase();
  return patterns.length > 0 ? takeOfFilled(voice.words.grammar, patterns, keywords, slots, WEBSITE_SUGGESTIONS, variant, true, notH1) : [];
}
