// Ten call-to-action options; the placement decides their kind: one strong
// action (single), a mix of primary and gentle secondary actions (multiple), or
// closing lines for the end of the page (bottom).

import { type CtaPlacement, WEBSITE_SUGGESTIONS } from '#domain/studio-options.ts';
import type { GeneratorContext } from '../shared/context.ts';
import { contextSeed, rngFor, shuffle } from '../shared/seed.ts';
import { distinctFilled } from './distinct-filled.ts';
import { CTA_BY_PLACEMENT, CTA_BY_VOICE } from './headline-patterns.ts';
import { requireHeadline, type WebsiteInput, websiteSetup } from './website-input.ts';

export function generateCtaOptions(input: WebsiteInput, h1: string, placement: CtaPlacement, ctx: GeneratorContext = {}): string[] {
  const headline = requireHeadline(h1, 'h1');
  const { tone, facts, keywords, slots } = websiteSetup(input, ctx);
  const where: CtaPlacement = placement in CTA_BY_PLACEMENT ? placement : 'multiple';
  const rng = rngFor('cta', input, headline, where, facts, ...contextSeed(ctx));
  const voiced = where === 'bottom' ? [] : CTA_BY_VOICE[tone];
  return distinctFilled([...voiced, ...shuffle(rng, CTA_BY_PLACEMENT[where])], keywords, slots, WEBSITE_SUGGESTIONS, false);
}
