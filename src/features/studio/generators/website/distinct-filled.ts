import { keywordPhrase } from '../shared/keyword-phrase.ts';
import type { Slots } from '../shared/slots.ts';
import { fill, titleCase } from '../shared/text.ts';

/**
 * Fills headline patterns in order, rotating the keywords, until `count`
 * distinct results (case-insensitive) exist; patterns are reused with the next
 * keyword when there are fewer patterns than needed.
 */
export function distinctFilled(patterns: readonly string[], keywords: readonly string[], slots: Slots, count: number): string[] {
  const results: string[] = [];
  const seen = new Set<string>();
  for (let round = 0; results.length < count && round <= keywords.length; round += 1) {
    patterns.forEach((pattern, index) => {
      if (results.length >= count) return;
      const kw = keywordPhrase(keywords[(index + round) % keywords.length] ?? '');
      const text = fill(pattern, { ...slots, Kw: titleCase(kw), Specialty: slots.specialty ?? '' }).replace(/\s+/g, ' ').trim();
      if (text && !/\{\w+\}/.test(text) && !seen.has(text.toLowerCase())) {
        seen.add(text.toLowerCase());
        results.push(text);
      }
    });
  }
  return results;
}
