// Headlines and keyword slots as a writer fills them, by the rules of the pack's
// grammar: a keyword used as a thing takes its article and its place ("a Beginner
// Yoga Course", "Yin Yoga in Port Louis"); used to describe another noun ("a {kw}
// habit") it stays bare; a long audience shrinks to its core; a headline over 70
// characters, one that says the same phrase twice, stacks two stock endings ("made
// easy" and ": what you need to know") or carries a whole field of six words or more
// is dropped; a long topic is named by its head, a clause by its subject.

import type { Grammar } from '../languages/grammar.ts';
import { fill } from './text.ts';

export const MAX_HEADLINE = 70;
/** A field of this many words or more is never carried whole by a headline. */
export const LONG_FIELD_WORDS = 6;

const wordCount = (text: string) => text.trim().split(/\s+/).filter(Boolean).length;

/** Whether the headline carries one of the fields whole, where that field has six words or more. */
export function carriesLongField(text: string, fields: readonly (string | undefined)[]): boolean {
  const flat = (t: string) => t.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ').trim();
  const headline = ` ${flat(text)} `;
  return fields.some((field) => field !== undefined && wordCount(field) >= LONG_FIELD_WORDS && headline.includes(` ${flat(field)} `));
}

/** How many stock endings a headline carries. */
export function stockEndingCount(grammar: Grammar, text: string): number {
  return text.match(grammar.stockEndings)?.length ?? 0;
}

/** What breaks the headline rule: its length, two stock endings, a long field carried whole, a phrase said twice. */
export function headlineFaults(grammar: Grammar, text: string, fields: readonly (string | undefined)[] = []): string[] {
  return [
    text.length > MAX_HEADLINE ? 'length' : '',
    stockEndingCount(grammar, text) > 1 ? 'stock' : '',
    carriesLongField(text, fields) ? 'field' : '',
    grammar.repeatsPhrase(text) ? 'repeat' : '',
  ].filter(Boolean);
}

/** A topic as a headline names it: a clause by its subject ("Our Spring Course" from "Our spring course starts in April"), else whole when short, else its head ("Preparing Your Body and Mind"). */
export function headlineTopic(grammar: Grammar, topic: string): string {
  const noun = grammar.topicNoun(topic) ?? topic.trim();
  return wordCount(noun) < LONG_FIELD_WORDS ? noun : grammar.headlinePhrase(noun, LONG_FIELD_WORDS - 1);
}

/** Slot values for one keyword: {kw} as a noun phrase, {kwBare} as a modifier, and their title-case twins. */
export function keywordValues(grammar: Grammar, keyword: string, slot: 'kw' | 'kw2' = 'kw'): Record<string, string> {
  const noun = grammar.keywordPhrase(keyword);
  const bare = grammar.bareKeyword(keyword);
  const upper = slot === 'kw' ? 'Kw' : 'Kw2';
  return { [slot]: noun, [`${slot}Bare`]: bare, [upper]: grammar.titleCase(noun), [`${upper}Bare`]: grammar.titleCase(bare) };
}

/**
 * A filled headline, or undefined when it breaks the headline rule; `fields` are the
 * user's own fields it may not carry whole (slot values are the writer's: a keyword and
 * the studio's name belong in a headline).
 */
export function fillHeadline(grammar: Grammar, pattern: string, slots: Readonly<Record<string, string>>, asTitle = true, fields: readonly string[] = []): string | undefined {
  const filled = fill(grammar.agreeSlots(grammar.markModifiers(pattern), slots), slots).replace(/\s+/g, ' ').trim();
  const text = asTitle ? grammar.titleCase(filled) : filled;
  if (!text || /\{\w+\}/.test(text) || headlineFaults(grammar, text, fields).length > 0) return undefined;
  return text;
}

/** An audience as a headline can carry it: "busy professionals" from a whole paragraph about them. */
export function headlineAudience(grammar: Grammar, audience: string): string {
  return grammar.corePhrase(audience, 4);
}
