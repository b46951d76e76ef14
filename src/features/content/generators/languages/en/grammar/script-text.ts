// How an English video script shapes the words it is given: in a sentence, at its
// start, in a title, as a list. The English blueprints use them directly; the tool
// reaches them through the pack's grammar.

import { inSentence as fieldInSentence } from './phrase.ts';

/** "Hip openers" -> "hip openers" inside a sentence; "CBD oil", "Pilates", "Zoë's cues" and "I" stay as written (the rule of every field mid-sentence). */
export function inSentence(text: string): string {
  return fieldInSentence(text);
}

export function upperFirst(text: string): string {
  const trimmed = text.trim();
  return trimmed.charAt(0).toUpperCase() + trimmed.slice(1);
}

const SMALL_WORDS = new Set(['a', 'an', 'and', 'at', 'for', 'in', 'of', 'on', 'or', 'the', 'to', 'with']);

export function titleCase(text: string): string {
  return text
    .trim()
    .split(/\s+/)
    .map((word, index) => (index > 0 && SMALL_WORDS.has(word) ? word : upperFirst(word)))
    .join(' ');
}

/** "a, b and c" */
export function listPhrase(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}
