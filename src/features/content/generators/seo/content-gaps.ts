import type { Niche, SeoWords } from '../languages/language-pack.ts';
import { packFor } from '../languages/packs.ts';
import { containsPhrase } from './phrase-match.ts';
import type { ContentGap, SeoInput } from './seo-types.ts';

export const MAX_CONTENT_GAPS = 8;

function termPattern(term: string): RegExp {
  const prefix = term.endsWith('*');
  const body = (prefix ? term.slice(0, -1) : term).replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\s+/g, '\\s+');
  return new RegExp(`(?<![\\p{L}\\p{N}])${body}${prefix ? '' : '(?:s|es)?(?![\\p{L}\\p{N}])'}`, 'iu');
}

export function mentionsTerm(text: string, terms: readonly string[]): boolean {
  return terms.some((term) => termPattern(term).test(text));
}

/**
 * The niches (at most two) the page belongs to: signals in the keywords count
 * first, then the content, then the studio's specialties and business type.
 */
/** `words`: the niches of the analysis's language; the default language's when not given. */
export function detectNiches(keywords: readonly string[], content: string, brandHints: readonly string[], words: SeoWords = packFor(undefined).seo): Niche[] {
  const found: Niche[] = [];
  for (const source of [keywords.join(' '), content, brandHints.join(' ')]) {
    for (const niche of words.niches) {
      if (found.length < 2 && !found.includes(niche) && mentionsTerm(source, niche.signals)) found.push(niche);
    }
  }
  return found;
}

/** Subtopics readers expect for these keywords and this niche that the content does not mention. */
export function findContentGaps(
  input: Pick<SeoInput, 'analysisType' | 'location'>,
  keywords: readonly string[],
  content: string,
  brandHints: readonly string[],
  words: SeoWords = packFor(undefined).seo,
): ContentGap[] {
  const gaps: ContentGap[] = [];
  const location = input.location?.trim() ?? '';
  if (input.analysisType === 'local' && location && !containsPhrase(content, location)) {
    gaps.push(words.locationGap(location));
  }
  const subtopics = [
    ...(input.analysisType === 'competitor' ? [words.differentiation] : []),
    ...detectNiches(keywords, content, brandHints, words).flatMap((niche) => niche.subtopics),
    ...words.generalSubtopics,
  ];
  for (const subtopic of subtopics) {
    if (!mentionsTerm(content, subtopic.terms)) gaps.push({ topic: subtopic.topic, suggestion: subtopic.suggestion });
  }
  return gaps.slice(0, MAX_CONTENT_GAPS);
}
