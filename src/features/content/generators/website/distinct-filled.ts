import type { Grammar } from '../languages/grammar.ts';
import { fillHeadline, headlineAudience, keywordValues } from '../shared/headline.ts';
import type { Slots } from '../shared/slots.ts';

/**
 * Fills headline patterns in order, rotating the keywords, until `count`
 * distinct results (case-insensitive) exist; patterns are reused with the next
 * keyword when there are fewer patterns than needed.
 */
export function distinctFilled(grammar: Grammar, patterns: readonly string[], keywords: readonly string[], slots: Slots, count: number, asTitle = true): string[] {
  const results: string[] = [];
  const seen = new Set<string>();
  for (let round = 0; results.length < count && round <= keywords.length; round += 1) {
    patterns.forEach((pattern, index) => {
      if (results.length >= count) return;
      const kw = keywordValues(grammar, keywords[(index + round) % keywords.length] ?? '');
      const text = fillHeadline(grammar, pattern, { ...slots, ...kw, Specialty: slots.specialty ?? '', Audience: headlineAudience(grammar, slots.audience ?? '') }, asTitle);
      if (text && !seen.has(text.toLowerCase())) {
        seen.add(text.toLowerCase());
        results.push(text);
      }
    });
  }
  return results;
}
