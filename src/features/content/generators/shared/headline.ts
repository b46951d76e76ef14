// Headlines and keyword slots as a writer fills them, by the rules of the pack's
// grammar: a keyword used as a thing takes its article and its place ("a Beginner
// Yoga Course", "Yin Yoga in Port Louis"); used to describe another noun ("a {kw}
// habit") it stays bare; a long audience shrinks to its core; a headline over 70
// characters, or one that says the same phrase twice, is dropped.

import type { Grammar } from '../languages/grammar.ts';
import { fill } from './text.ts';

export const MAX_HEADLINE = 70;

/** Slot values for one keyword: {kw} as a noun phrase, {kwBare} as a modifier, and their title-case twins. */
export function keywordValues(grammar: Grammar, keyword: string, slot: 'kw' | 'kw2' = 'kw'): Record<string, string> {
  const noun = grammar.keywordPhrase(keyword);
  const bare = grammar.bareKeyword(keyword);
  const upper = slot === 'kw' ? 'Kw' : 'Kw2';
  return { [slot]: noun, [`${slot}Bare`]: bare, [upper]: grammar.titleCase(noun), [`${upper}Bare`]: grammar.titleCase(bare) };
}

/** A filled headline, or undefined when it would be too long, repeat itself or keep a slot. */
export function fillHeadline(grammar: Grammar, pattern: string, slots: Readonly<Record<string, string>>, asTitle = true): string | undefined {
  const filled = fill(grammar.markModifiers(pattern), slots).replace(/\s+/g, ' ').trim();
  const text = asTitle ? grammar.titleCase(filled) : filled;
  if (!text || /\{\w+\}/.test(text) || text.length > MAX_HEADLINE || grammar.repeatsPhrase(text)) return undefined;
  return text;
}

/** An audience as a headline can carry it: "busy professionals" from a whole paragraph about them. */
export function headlineAudience(grammar: Grammar, audience: string): string {
  return grammar.corePhrase(audience, 4);
}
