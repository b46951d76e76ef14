// Ten H1 headline options for a web page.

import { WEBSITE_SUGGESTIONS } from '#domain/studio-options.ts';
import type { GeneratorContext } from '../shared/context.ts';
import { contextSeed, rngFor, shuffle } from '../shared/seed.ts';
import { isBlank } from '../shared/text.ts';
import { distinctFilled } from './distinct-filled.ts';
import { H1_BY_VOICE, H1_PAGE_PATTERNS, H1_PATTERNS } from './headline-patterns.ts';
import { requireBasics, type WebsiteInput, websiteSetup } from './website-input.ts';

export function generateH1Options(input: WebsiteInput, ctx: GeneratorContext = {}): string[] {
  requireBasics(input);
  const { tone, facts, keywords, slots } = websiteSetup(input, ctx);
  const rng = rngFor('h1', input, facts, ...contextSeed(ctx));
  const general = H1_PATTERNS.filter((p) => facts.hasAudience || !p.includes('{Audience}'));
  const page = isBlank(input.pageAbout) ? [] : H1_PAGE_PATTERNS.filter((p) => facts.hasAudience || !p.includes('{Audience}'));
  const patterns = [...H1_BY_VOICE[tone], ...page, ...shuffle(rng, general)];
  return distinctFilled(patterns, keywords, slots, WEBSITE_SUGGESTIONS);
}
