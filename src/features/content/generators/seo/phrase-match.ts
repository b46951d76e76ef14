import { tokenize } from './parse-content.ts';

/** Small words a writer puts inside a search phrase: "yoga in Port Louis" reads, and ranks, as "yoga Port Louis". */
const CONNECTORS = new Set(['in', 'at', 'near', 'for', 'of', 'on']);

/** The index just past the phrase when it starts at `start`, allowing one connector between its words; or -1. */
function matchAt(words: readonly string[], target: readonly string[], start: number): number {
  if (words[start] !== target[0]) return -1;
  let at = start + 1;
  for (const word of target.slice(1)) {
    if (words[at] === word) at += 1;
    else if (CONNECTORS.has(words[at] ?? '') && !target.includes(words[at] ?? '') && words[at + 1] === word) at += 2;
    else return -1;
  }
  return at;
}

/** Index in `words` where the phrase's words first occur in sequence (whole words, case-insensitive), or -1. */
export function firstPhraseIndex(words: readonly string[], phrase: string, from = 0): number {
  const target = tokenize(phrase);
  if (target.length === 0) return -1;
  for (let start = from; start + target.length <= words.length; start += 1) {
    if (matchAt(words, target, start) >= 0) return start;
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
