import { tokenize } from './parse-content.ts';

/** Index in `words` where the phrase's words first occur in sequence (whole words, case-insensitive), or -1. */
export function firstPhraseIndex(words: readonly string[], phrase: string, from = 0): number {
  const target = tokenize(phrase);
  if (target.length === 0) return -1;
  for (let start = from; start + target.length <= words.length; start += 1) {
    if (target.every((word, offset) => words[start + offset] === word)) return start;
  }
  return -1;
}

/** How often the phrase occurs in `words`; overlapping occurrences count once each. */
export function countPhrase(words: readonly string[], phrase: string): number {
  let count = 0;
  for (let at = firstPhraseIndex(words, phrase); at >= 0; at = firstPhraseIndex(words, phrase, at + 1)) count += 1;
  return count;
}

export function containsPhrase(text: string, phrase: string): boolean {
  return firstPhraseIndex(tokenize(text), phrase) >= 0;
}
