import type { Grammar } from '../languages/grammar.ts';
import { fillHeadline, headlineAudience, keywordValues } from '../shared/headline.ts';
import type { Slots } from '../shared/slots.ts';

/** A keyword of this many words is a whole pasted field: a headline carries its core. */
const LONG_KEYWORD = 6;
/**
 * How far along `total` ordered options each next take of `size` starts: the step whose
 * two takes in a row share the fewest options, among those that never bring take 0 back
 * at take 2 or 3 (so four takes in a row are four different lists).
 */
export function takeStep(total: number, size: number): number {
  let best = 1;
  let fewest = Number.POSITIVE_INFINITY;
  for (let step = 1; step < total; step += 1) {
    if ((2 * step) % total === 0 || (3 * step) % total === 0) continue;
    const shared = Math.max(0, Math.min(size, total) - step) + Math.max(0, Math.min(size, total) - (total - step));
    if (shared < fewest) {
      fewest = shared;
      best = step;
    }
  }
  return best;
}

/** A keyword inside a line that keeps its own capitals: small words stay small ("Ask Us About a HIIT Class"). */
const inLine = (grammar: Grammar, keyword: string) => grammar.titleCase(`x ${keyword}`).slice(2);
/** A line's first letter, and the first after a colon or a question, capitalised ("Curious? A Quiet Hour..."). */
const capitalOpenings = (text: string) => text.replace(/(^|[:?!.]\s+)(\p{Ll})/gu, (_, before: string, letter: string) => before + letter.toUpperCase());

function headlineKeyword(grammar: Grammar, keyword: string): string {
  return keyword.trim().split(/\s+/).length >= LONG_KEYWORD ? grammar.corePhrase(keyword, 4) : keyword;
}

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
      const values = keywordValues(grammar, headlineKeyword(grammar, keywords[(index + round) % keywords.length] ?? ''));
      const kw = asTitle ? values : { ...values, Kw: inLine(grammar, values.kw ?? '') };
      const filled = fillHeadline(grammar, pattern, { ...slots, ...kw, Specialty: slots.specialty ?? '', Audience: headlineAudience(grammar, slots.audience ?? '') }, asTitle);
      const text = filled && !asTitle ? capitalOpenings(filled) : filled;
      if (text && !seen.has(text.toLowerCase())) {
        seen.add(text.toLowerCase());
        results.push(text);
      }
    });
  }
  return results;
}

/**
 * `count` options for this take: every option the patterns give, in order (those `keep`
 * refuses left out), from the take's own starting point.
 */
export function takeOfFilled(grammar: Grammar, patterns: readonly string[], keywords: readonly string[], slots: Slots, count: number, variant: number, asTitle = true, keep: (option: string) => boolean = () => true): string[] {
  const all = distinctFilled(grammar, patterns, keywords, slots, patterns.length * (keywords.length + 1), asTitle).filter(keep);
  if (all.length === 0) return [];
  const start = (variant * takeStep(all.length, count)) % all.length;
  return [...all.slice(start), ...all.slice(0, start)].slice(0, count);
}
