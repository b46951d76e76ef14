// English headline rules: which keyword slots describe another noun ("a {kw}
// habit") and so take the bare keyword, the bare practice of a keyword, and
// which repeated word pairs count as saying the same thing twice.

import { placeWithIn } from './place-keyword.ts';
import { inSentence, properTerms } from './phrase.ts';

const MODIFIER = /(\b(?:a|an|Your|your|Common|common|-Minute|Build a|Expert-Led|Professional|Proven|Evidence-Based|Energising|Personal|Gentle|Beginner-Friendly)\s)\{(kw2?|Kw2?)\}|\{(kw2?|Kw2?)\}(?=\s(?:Habit|habit|Tips|tips|Guide|guide|Practices?|practices?|Journey|journey|Session|session|Mistakes|mistakes|Teachers?|teachers?|Classes|classes)\b)/g;

/** Marks keyword slots used as modifiers, so they are filled with the bare keyword ({kwBare}). */
export function markModifiers(template: string): string {
  return template.replace(MODIFIER, (_m, before: string | undefined, a: string | undefined, b: string | undefined) => `${before ?? ''}{${a ?? b}Bare}`);
}

/** The bare practice of a keyword: no place, no article, no owner ("yin yoga" from "yin yoga Port Louis", "spring course" from "our spring course"). */
export function bareKeyword(keyword: string): string {
  const placed = placeWithIn(properTerms(inSentence(keyword)));
  return placed.replace(/ in (the )?\p{Lu}.*$| nearby$/u, '').replace(/^(?:our|your|my|their|the) (?=\S+ \S)/i, '');
}

/** Says a two-word phrase twice: "Better Sleep ... Better Sleep". */
export function repeatsPhrase(text: string): boolean {
  const words = text.toLowerCase().match(/[\p{L}\d']+/gu) ?? [];
  const seen = new Set<string>();
  for (let i = 0; i + 1 < words.length; i += 1) {
    const pair = `${words[i]} ${words[i + 1]}`;
    if (seen.has(pair) && !/^(of the|in the|for the|and the|to the|for you|with the)$/.test(pair)) return true;
    seen.add(pair);
  }
  return false;
}

/** Stock headline endings: a headline carries one at most. */
export const STOCK_ENDINGS = /\b(?:made (?:easy|simple|practical)|what you need to know|explained(?: simply)?|(?:a|the) (?:complete|ultimate|gentle|simple|no-nonsense|beginner's) guide|answered|where to begin|what to expect|in brief)\b/gi;

/** Where a long topic can end: before a word that links it to more ("for", "in", "when", "and"...). */
const LINK = /\s(?=(?:that|who|which|when|where|while|because|for|to|after|before|without|with|so|in|at|on|this|these|during|through|from|by|near|over|into|across|and|or|of)\s)/gi;
const DANGLING = /^(and|or|of|for|to|the|a|an|in|on|at|with|your|their|our|my)$/i;

/**
 * The head of a long topic as a headline names it, at most `maxWords` words: the longest
 * beginning of three words or more that ends before a linking word ("Preparing your body and mind" from "... for
 * the cooler season", "how to keep moving" from "... through the winter months when...");
 * without one, its first words, never ending on a linking word or inside a name.
 */
export function headlinePhrase(text: string, maxWords = 5): string {
  const clean = text.trim().replace(/\s+/g, ' ').replace(/[.!?]+$/, '');
  const count = (phrase: string) => phrase.split(' ').length;
  if (count(clean) <= maxWords) return clean;
  const heads = [...clean.matchAll(LINK)].map((match) => clean.slice(0, match.index)).filter((head) => count(head) >= 3 && count(head) <= maxWords);
  const longest = heads[heads.length - 1];
  if (longest) return longest;
  const words = clean.split(' ');
  const head = words.slice(0, maxWords);
  // "Byron" without "Bay": a name cut in two goes whole.
  if (/^\p{Lu}/u.test(words[maxWords] ?? '')) while (head.length > 1 && /^\p{Lu}/u.test(head[head.length - 1] ?? '')) head.pop();
  while (head.length > 1 && DANGLING.test(head[head.length - 1] ?? '')) head.pop();
  return head.join(' ');
}
