// Ten H2 section headline options for the page under the chosen H1: the tone
// template's lean leads; each take shows the next stretch of the same ordered options.

import { WEBSITE_SUGGESTIONS } from '#domain/studio-options.ts';
import type { GeneratorContext } from '../shared/context.ts';
import { rngFor, shuffle } from '../shared/seed.ts';
import { takeOfFilled } from './distinct-filled.ts';
import { requireHeadline, type WebsiteInput, websiteSetup } from './website-input.ts';

export function generateH2Options(input: WebsiteInput, h1: string, ctx: GeneratorContext = {}): string[] {
  const headline = requireHeadline(h1, 'h1');
  const { voice, facts, keywords, slots, page, lean, variant, orderSeed } = websiteSetup(input, ctx);
  const rng = rngFor('h2', input, headline, facts, ...orderSeed);
  const own = shuffle(rng, lean.h2);
  const patterns = [...own.slice(0, 3), ...shuffle(rng, [...own.slice(3), ...voice.words.website.h2Patterns])].filter(page.keeps);
  const notH1 = (option: string) => option.toLowerCase() !== headline.toLowerCase();
  return patterns.length > 0 ? takeOfFilled(voice.words.grammar, patterns, keywords, slots, WEBSITE_SUGGESTIONS, variant, true, notH1) : [];
}
