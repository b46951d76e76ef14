// The English pack's names: its places, acronyms and proper terms put right in any
// text, and the tagger's reading of the names a user typed. The name book
// (shared/names/) adds the user's own names to these.

import nlp from 'compromise';
import type { Names } from '../../grammar.ts';
import { ACRONYMS, AMBIGUOUS_ACRONYMS, PROPER_TERMS } from './acronyms.ts';
import { AMBIGUOUS_PLACES, CITIES, COUNTRIES, REGIONS } from './places.ts';

const AMBIGUOUS = new Set([...AMBIGUOUS_PLACES, ...AMBIGUOUS_ACRONYMS].map((name) => name.toLowerCase()));
const FORMS = new Map<string, string>();
for (const name of [...COUNTRIES, ...REGIONS, ...CITIES, ...ACRONYMS, ...PROPER_TERMS]) {
  if (!AMBIGUOUS.has(name.toLowerCase())) FORMS.set(name.toLowerCase(), name);
}

/** The places the pack knows, lower case to their usual spelling ("cape town" -> "Cape Town"). */
export const KNOWN_PLACES = new Map(
  [...COUNTRIES, ...REGIONS, ...CITIES].filter((name) => !AMBIGUOUS.has(name.toLowerCase())).map((name) => [name.toLowerCase(), name]),
);

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** One pattern for every form, longest first, so "New York City" wins over "New York". */
export function formsPattern(forms: Iterable<string>): RegExp | undefined {
  const keys = [...forms].sort((a, b) => b.length - a.length).map(escapeRegExp);
  return keys.length === 0 ? undefined : new RegExp(`(?<![\\p{L}\\p{N}_'’-])(${keys.join('|')})(?![\\p{L}\\p{N}_]|-\\p{L})`, 'giu');
}

const PATTERN = formsPattern(FORMS.keys());

/** Puts a form in place of a match that differs from it only in case; a word in capitals for emphasis stays. */
export function restoreFrom(forms: ReadonlyMap<string, string>, pattern: RegExp | undefined, text: string): string {
  if (!pattern) return text;
  return text.replace(pattern, (match: string) => {
    const form = forms.get(match.toLowerCase()) ?? match;
    const shouted = match.length > 3 && match === match.toUpperCase() && form !== form.toUpperCase();
    return shouted ? match : form;
  });
}

export const EN_NAMES: Names = {
  properCase: (text) => restoreFrom(FORMS, PATTERN, text),
  ambiguousPlaces: AMBIGUOUS_PLACES,
  ambiguousAcronyms: AMBIGUOUS_ACRONYMS,
  beforePlace: ['in', 'at', 'near', 'from', 'around', 'across', 'to', 'visit', 'visiting', 'outside'],
  taggedNames: (text) => nlp(text).match('(#Person|#Place|#Organization)+').out('array') as string[],
  isEverydayWord: (word) => {
    const tags = (nlp.model() as { one: { lexicon: Record<string, unknown> } }).one.lexicon[word.toLowerCase()];
    return tags !== undefined && !/Name|Place|Country|City|Region|Organization|Acronym/.test(String(tags));
  },
};
