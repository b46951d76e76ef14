// Ten H2 section headline options for the page under the chosen H1.

import { WEBSITE_SUGGESTIONS } from '#domain/studio-options.ts';
import type { GeneratorContext } from '../shared/context.ts';
import { contextSeed, rngFor, shuffle } from '../shared/seed.ts';
import { distinctFilled } from './distinct-filled.ts';
import { requireHeadline, type WebsiteInput, websiteSetup } from './website-input.ts';

export function generateH2Options(input: WebsiteInput, h1: string, ctx: GeneratorContext = {}): string[] {
  const headline = requireHeadline(h1, 'h1');
  const { voice, facts, keywords, slots, page } = websiteSetup(input, ctx);
  const rng = rngFor('h2', input, headline, facts, ...contextSeed(ctx));
  const options = distinctFilled(voice.words.grammar, shuffle(rng, voice.words.website.h2Patterns.filter(page.keeps)), keywords, slots, WEBSITE_SUGGESTIONS + 1);
  return options.filter((o) => o.toLowerCase() !== headline.toLowerCase()).slice(0, WEBSITE_SUGGESTIONS);
}
