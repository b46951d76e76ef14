// Ten H1 headline options for a web page: the tone template's lean and the form's
// tone lead; each take shows the next stretch of the same ordered options.

import { WEBSITE_SUGGESTIONS } from '#domain/studio-options.ts';
import type { GeneratorContext } from '../shared/context.ts';
import { rngFor, shuffle } from '../shared/seed.ts';
import { isBlank } from '../shared/text.ts';
import { takeOfFilled } from './distinct-filled.ts';
import { requireBasics, type WebsiteInput, websiteSetup } from './website-input.ts';

export function generateH1Options(input: WebsiteInput, ctx: GeneratorContext = {}): string[] {
  requireBasics(input);
  const { tone, voice, facts, keywords, slots, page, lean, variant, orderSeed } = websiteSetup(input, ctx);
  const words = voice.words.website;
  const rng = rngFor('h1', input, facts, ...orderSeed);
  const fits = (p: string) => facts.hasAudience || !p.includes('{Audience}');
  const general = words.h1Patterns.filter(fits);
  const aboutPage = isBlank(input.pageAbout) ? [] : words.h1PagePatterns.filter(fits);
  const own = shuffle(rng, lean.h1);
  const patterns = [...own.slice(0, 5), ...words.h1ByVoice[tone], ...aboutPage, ...shuffle(rng, [...own.slice(5), ...general])].filter(page.keeps);
  return takeOfFilled(voice.words.grammar, patterns, keywords, slots, WEBSITE_SUGGESTIONS, variant);
}
