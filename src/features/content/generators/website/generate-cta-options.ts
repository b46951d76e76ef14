// Ten call-to-action options; the placement decides their kind: one strong
// action (single), a mix of primary and gentle secondary actions (multiple), or
// closing lines for the end of the page (bottom).

import { type CtaPlacement, WEBSITE_SUGGESTIONS } from '#domain/studio-options.ts';
import type { GeneratorContext } from '../shared/context.ts';
import { contextSeed, rngFor, shuffle } from '../shared/seed.ts';
import { distinctFilled } from './distinct-filled.ts';
import { requireHeadline, type WebsiteInput, websiteSetup } from './website-input.ts';

export function generateCtaOptions(input: WebsiteInput, h1: string, placement: CtaPlacement, ctx: GeneratorContext = {}): string[] {
  const headline = requireHeadline(h1, 'h1');
  const { tone, voice, facts, keywords, slots, page } = websiteSetup(input, ctx);
  const words = voice.words.website;
  const where: CtaPlacement = placement in words.ctaByPlacement ? placement : 'multiple';
  const rng = rngFor('cta', input, headline, where, facts, ...contextSeed(ctx));
  const voiced = where === 'bottom' ? [] : words.ctaByVoice[tone];
  return distinctFilled(voice.words.grammar, [...voiced, ...shuffle(rng, words.ctaByPlacement[where])].filter(page.keeps), keywords, slots, WEBSITE_SUGGESTIONS, false);
}
