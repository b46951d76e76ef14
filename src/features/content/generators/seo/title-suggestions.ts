// Page title suggestions: the pack's candidates for the keyword, location, analysis
// type and tone, each at most 60 characters and none twice; a later take leads with
// another of them.

import { SEO_TITLE_MAX } from '#domain/media-options.ts';
import { languagePack } from '../languages/packs.ts';
import type { GeneratorContext } from '../shared/context.ts';
import { containsPhrase } from './phrase-match.ts';
import type { SeoInput } from './seo-types.ts';

export type TitleContext = Pick<SeoInput, 'analysisType' | 'tone' | 'location'> & {
  primaryKeyword: string;
  businessName?: string;
  existingTitle?: string;
};

/**
 * At least five page titles of at most 60 characters, each containing the primary
 * keyword (whenever the keyword itself fits in 60 characters), shaped by the
 * analysis type, the location and the brand tone.
 */
export function suggestTitles(context: TitleContext, ctx: Pick<GeneratorContext, 'language' | 'variant'> = {}): string[] {
  // "yoga Port Louis" is written as a reader says it: "Yoga in Port Louis" (the analyser counts both).
  const { placeWithIn } = languagePack(ctx).grammar;
  const { titleCase, titleCandidates } = languagePack(ctx).seo.page;
  const kw = titleCase(placeWithIn(context.primaryKeyword));
  const location = context.location?.trim() ? titleCase(context.location) : '';
  const placed = location !== '' && kw.toLowerCase().includes(location.toLowerCase());
  const business = context.businessName?.trim() ?? '';
  const existing = context.existingTitle?.trim();
  const candidates = titleCandidates({
    kw,
    location,
    placed,
    business,
    existing: existing && !containsPhrase(existing, kw) ? existing : undefined,
    analysisType: context.analysisType,
    tone: context.tone,
  });
  const seen = new Set<string>(existing ? [existing.toLowerCase()] : []);
  const titles: string[] = [];
  for (const title of candidates) {
    const key = title.toLowerCase();
    if (title.length > SEO_TITLE_MAX || seen.has(key)) continue;
    seen.add(key);
    titles.push(title);
  }
  // Each new analysis of the same text leads with the next suggestion.
  const start = titles.length ? (ctx.variant ?? 0) % titles.length : 0;
  return [...titles.slice(start), ...titles.slice(0, start)].slice(0, 8);
}
