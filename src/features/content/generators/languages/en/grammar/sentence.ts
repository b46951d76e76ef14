// English sentence rules: title case with its small words, lists joined with
// "and", sentence casing, and which sentences take a lead-in or stand alone.

import { capitalizeFirst } from '../../../shared/text.ts';

const SMALL_WORDS = new Set(['a', 'an', 'and', 'as', 'at', 'but', 'by', 'for', 'from', 'in', 'into', 'of', 'on', 'or', 'the', 'to', 'vs', 'with']);

/** Capitalises the first letter of every sentence, including after slots that open one. */
export function capitalizeSentences(text: string): string {
  return text.replace(/(^|[.!?]\s+)(\p{Ll})/gu, (_m, before: string, letter: string) => before + letter.toUpperCase());
}

/** Title Case for headlines; keeps the user's own capitals ("CBD", "iRest"). */
export function titleCase(text: string): string {
  return text
    .split(/(\s+)/)
    .map((word, index, words) =>
      index > 0 && SMALL_WORDS.has(word.toLowerCase()) && !/:\s*$/.test(words[index - 2] ?? '') ? word.toLowerCase() : capitalizeFirst(word),
    )
    .join('');
}

/** "a", "a and b", "a, b and c". */
export function joinList(items: readonly string[], conjunction = 'and'): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} ${conjunction} ${items[items.length - 1]}`;
}

const LOWERABLE_STARTS = new Set([
  'a', 'all', 'and', 'as', 'even', 'every', 'for', 'here', 'if', 'in', 'it', 'many', 'most', 'no', 'one',
  'our', 'over', 'small', 'that', 'the', 'there', 'this', 'those', 'we', 'what', 'when', 'with', 'you', 'your',
  'each', 'people', 'regular', 'caring', 'once', 'studies', 'slow', 'growth', 'stillness', 'balance', 'letting',
  'learning', 'paying', 'gratitude', 'habits', 'community', 'wellbeing', 'rest', 'listening',
]);

/** Whether a lead-in ("Plus, ...") reads well before this sentence: its first word is a common one, never a name. */
export function canLeadIn(sentence: string): boolean {
  const first = sentence.split(' ')[0] ?? '';
  return LOWERABLE_STARTS.has(first.toLowerCase()) && !/\balso\b/i.test(sentence) && !sentence.includes('?');
}

/** "Plus, the ..." from "The ...". */
export function afterLeadIn(leadIn: string, sentence: string): string {
  return `${leadIn} ${sentence.charAt(0).toLowerCase()}${sentence.slice(1)}`;
}

/** A sentence that reads well on its own, without one before it ("It can also...", "These changes..."). */
export function standsAlone(sentence: string): boolean {
  return !/^(These|This|That|It|They)\b/.test(sentence) && !/\balso\b/.test(sentence);
}
