// How often a page's keywords may appear in its stock sentences: at most twice per
// 300 words (once in a short hero or section) and under 2.5% of the words, counting
// what the facts already say.

import { LONG_TEXT_WORDS, phraseUses } from '../polish/measures.ts';

const WORDS_PER_TWO_USES = 300;
const MAX_SHARE = 0.025;
/** How far a text's length may land from the words asked for. */
const LENGTH_SLACK = 0.1;

const uses = (text: string, phrase: string) => phraseUses(text, phrase);

/** Candidates in order, leaving out any whose keyword would go over the budget of a text of `words` words. */
export function withinKeywordBudget(candidates: readonly string[], keywords: readonly string[], words: number, already: readonly string[] = []): string[] {
  const phrases = keywords.map((k) => k.trim().toLowerCase()).filter(Boolean);
  const budgets = phrases.map((phrase) => Math.max(1, Math.min(Math.floor((2 * words) / WORDS_PER_TWO_USES), Math.ceil((MAX_SHARE * words) / phrase.split(/\s+/).length) - 1)));
  const counts = phrases.map((phrase) => already.reduce((sum, text) => sum + uses(text, phrase), 0));
  return candidates.filter((candidate) => {
    const adds = phrases.map((phrase) => uses(candidate, phrase));
    if (adds.some((n, i) => n > 0 && (counts[i] ?? 0) + n > (budgets[i] ?? 1))) return false;
    adds.forEach((n, i) => {
      counts[i] = (counts[i] ?? 0) + n;
    });
    return true;
  });
}

/**
 * Whether a text of about `words` words may say `keyword` whole once: one use stays under
 * 2.5% of its shortest length, or the text is too short to be read as a long one.
 */
export function onceFits(keyword: string, words: number): boolean {
  const shortest = Math.max(LONG_TEXT_WORDS, Math.floor(words * (1 - LENGTH_SLACK)));
  return words * (1 + LENGTH_SLACK) < LONG_TEXT_WORDS || keyword.trim().split(/\s+/).length / shortest < MAX_SHARE;
}
