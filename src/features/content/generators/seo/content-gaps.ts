import { GENERAL_SUBTOPICS, NICHES, type Niche, type Subtopic } from './niche-topics.ts';
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
export function detectNiches(keywords: readonly string[], content: string, brandHints: readonly string[]): Niche[] {
  const found: Niche[] = [];
  for (const source of [keywords.join(' '), content, brandHints.join(' ')]) {
    for (const niche of NICHES) {
      if (found.length < 2 && !found.includes(niche) && mentionsTerm(source, niche.signals)) found.push(niche);
    }
  }
  return found;
}

const DIFFERENTIATION: Subtopic = {
  topic: 'What makes you different',
  terms: ['unique', 'different*', 'why choose', 'our approach', 'unlike'],
  suggestion: 'Say plainly what your studio offers that the competing page does not: method, teachers, setting, results.',
};

/** Subtopics readers expect for these keywords and this niche that the content does not mention. */
export function findContentGaps(
  input: Pick<SeoInput, 'analysisType' | 'location'>,
  keywords: readonly string[],
  content: string,
  brandHints: readonly string[],
): ContentGap[] {
  const gaps: ContentGap[] = [];
  const location = input.location?.trim() ?? '';
  if (input.analysisType === 'local' && location && !containsPhrase(content, location)) {
    gaps.push({
      topic: `Location details for ${location}`,
      suggestion: `Name ${location} in the text, with your address, parking, public transport and opening hours.`,
    });
  }
  const subtopics = [
    ...(input.analysisType === 'competitor' ? [DIFFERENTIATION] : []),
    ...detectNiches(keywords, content, brandHints).flatMap((niche) => niche.subtopics),
    ...GENERAL_SUBTOPICS,
  ];
  for (const subtopic of subtopics) {
    if (!mentionsTerm(content, subtopic.terms)) gaps.push({ topic: subtopic.topic, suggestion: subtopic.suggestion });
  }
  return gaps.slice(0, MAX_CONTENT_GAPS);
}
