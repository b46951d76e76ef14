// Headlines and keyword slots as a writer fills them: a keyword used as a thing
// takes its article and its place ("a Beginner Yoga Course", "Yin Yoga in Port
// Louis"); used to describe another noun ("a {kw} habit") it stays bare; a long
// audience shrinks to its core; a headline over 70 characters, or one that says
// the same phrase twice ("How Better Sleep Supports Better Sleep"), is dropped.

import { keywordPhrase } from './keyword-phrase.ts';
import { corePhrase, placeWithIn, properTerms } from './phrase.ts';
import { fill, titleCase } from './text.ts';

export const MAX_HEADLINE = 70;

const MODIFIER = /(\b(?:a|an|Your|your|Common|common|-Minute|Build a|Expert-Led|Professional|Proven|Evidence-Based|Energising|Personal|Gentle|Beginner-Friendly)\s)\{(kw2?|Kw2?)\}|\{(kw2?|Kw2?)\}(?=\s(?:Habit|habit|Tips|tips|Guide|guide|Practices?|practices?|Journey|journey|Session|session|Mistakes|mistakes|Teachers?|teachers?|Classes|classes)\b)/g;

/** Marks keyword slots used as modifiers, so they are filled with the bare keyword ({kwBare}). */
export function markModifiers(template: string): string {
  return template.replace(MODIFIER, (_m, before: string | undefined, a: string | undefined, b: string | undefined) => `${before ?? ''}{${a ?? b}Bare}`);
}

/** The bare practice of a keyword: no place, no article ("yin yoga" from "yin yoga Port Louis"). */
export function bareKeyword(keyword: string): string {
  const placed = placeWithIn(properTerms(keyword.trim()));
  return placed.replace(/ in [\p{Lu}].*$/u, '');
}

/** Slot values for one keyword: {kw} as a noun phrase, {kwBare} as a modifier, and their title-case twins. */
export function keywordValues(keyword: string, slot: 'kw' | 'kw2' = 'kw'): Record<string, string> {
  const noun = keywordPhrase(keyword);
  const bare = bareKeyword(keyword);
  const upper = slot === 'kw' ? 'Kw' : 'Kw2';
  return { [slot]: noun, [`${slot}Bare`]: bare, [upper]: titleCase(noun), [`${upper}Bare`]: titleCase(bare) };
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

/** A filled headline, or undefined when it would be too long, repeat itself or keep a slot. */
export function fillHeadline(pattern: string, slots: Readonly<Record<string, string>>, asTitle = true): string | undefined {
  const filled = fill(markModifiers(pattern), slots).replace(/\s+/g, ' ').trim();
  const text = asTitle ? titleCase(filled) : filled;
  if (!text || /\{\w+\}/.test(text) || text.length > MAX_HEADLINE || repeatsPhrase(text)) return undefined;
  return text;
}

/** An audience as a headline can carry it: "busy professionals" from a whole paragraph about them. */
export function headlineAudience(audience: string): string {
  return corePhrase(audience, 4);
}
