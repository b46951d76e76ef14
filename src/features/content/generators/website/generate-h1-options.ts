// Ten H1 headline options for a web page.

import { WEBSITE_SUGGESTIONS } from '#domain/studio-options.ts';
import type { GeneratorContext } from '../shared/context.ts';
import { contextSeed, rngFor, shuffle } from '../shared/seed.ts';
import { isBlank } from '../shared/text.ts';
import { distinctFilled } from './distinct-filled.ts';
import { requireBasics, type WebsiteInput, websiteSetup } from './website-input.ts';

export function generateH1Options(input: WebsiteInput, ctx: GeneratorContext = {}): string[] {
  requireBasics(input);
  const { tone, voice, facts, keywords, slots, page } = websiteSetup(input, ctx);
  const words = voice.words.website;
  const rng = rngFor('h1', input, facts, ...contextSeed(ctx));
  const general = words.h1Patterns.filter((p) => facts.hasAudience || !p.includes('{Audience}'));
  const aboutPage = isBlank(input.pageAbout) ? [] : words.h1PagePatterns.filter((p) => facts.hasAudience || !p.includes('{Audience}'));
  const patterns = [...words.h1ByVoice[tone], ...aboutPage, ...shuffle(rng, general)].filter(page.keeps);
  return distinctFilled(voice.words.grammar, patterns, keywords, slots, WEBSITE_SUGGESTIONS);
}
