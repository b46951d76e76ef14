// A writer names the topic, then refers back to it: after its first uses, a later
// mention of the keyword or topic phrase becomes a reference ("this practice", "this
// theme", the topic's head), so no phrase is repeated more than twice per 300 words.
// A mention tied to the words around it ("a yin yoga habit", "your yin yoga") is
// kept; the pack says which words tie and which articles go with the mention.

import type { LanguagePack } from '../languages/language-pack.ts';

export type ReferWords = LanguagePack['voice']['referBack'];

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export type ReferBackOptions = {
  /** Mentions kept as written: the first ones of the text. */
  keep: number;
  /** What later mentions become, in turn. */
  references: readonly string[];
  words: ReferWords;
  /** Other spellings of the same mention, counted and referred back alike ("yin yoga in cape town" for "yin yoga cape town"). */
  forms?: readonly string[];
};

/**
 * The texts in reading order with the phrase's later mentions replaced. `keep` is the
 * number of mentions allowed for the whole; a reference at a sentence's start takes a capital.
 */
export function referBack(texts: readonly string[], phrase: string, { keep, references, words, forms = [] }: ReferBackOptions): string[] {
  const clean = phrase.trim();
  if (clean.length < 3 || references.length === 0) return [...texts];
  // The longest spelling first, so a woven mention is read whole.
  const spellings = [...new Set([clean, ...[...forms, ...words.woven(clean)].map((form) => form.trim()).filter((form) => form.length >= 3)])].sort((a, b) => b.length - a.length);
  const pattern = new RegExp(`(?<![\\p{L}\\p{N}])(?:${spellings.map(escapeRegExp).join('|')})(?![\\p{L}\\p{N}])`, 'giu');
  let seen = 0;
  let turn = 0;
  return texts.map((text) => {
    if (typeof text !== 'string') return text;
    let out = '';
    let from = 0;
    for (const match of text.matchAll(pattern)) {
      const at = match.index ?? 0;
      let before = out + text.slice(from, at);
      const after = text.slice(at + match[0].length);
      from = at + match[0].length;
      seen += 1;
      if (seen <= keep || words.tiedBefore.test(before) || words.tiedAfter.test(after)) {
        out = before + match[0];
        continue;
      }
      // "a yin yoga class" -> "this practice": the mention's article goes with it.
      const article = /\S+\s$/.exec(before)?.[0] ?? '';
      if (words.article.test(article)) before = before.slice(0, before.length - article.length);
      // "hiit classes are" -> "these sessions are": a plural mention keeps its verb's number.
      const own = words.plural(match[0]) && words.pluralPractice.length > 0 ? words.pluralPractice : references;
      // "a little yin yoga" -> "a little of this practice".
      const reference = `${words.ofAfter.test(before) ? 'of ' : ''}${own[turn % own.length] as string}`;
      turn += 1;
      const starts = before.trim() === '' || /[.!?:]\s*$|\n\s*$/.test(before);
      out = before + (starts ? reference.charAt(0).toUpperCase() + reference.slice(1) : reference);
    }
    return out + text.slice(from);
  });
}

/** How many mentions a text of `words` words may keep: two per 300 words, and under 2.5% of its words. */
export function mentionsAllowed(words: number, phraseWords: number): number {
  const byRate = Math.floor((2 * words) / 300);
  const byShare = Math.floor((0.025 * words - 1e-9) / Math.max(1, phraseWords));
  // Once is always allowed: named once, a topic is the user's own words, however long.
  return Math.max(1, Math.min(byRate, byShare));
}
