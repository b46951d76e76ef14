// The name book of one generation: the names as the user and the pack spell them,
// built once from the inputs and the context. It puts them right where the inputs
// enter (so the tools weave "Pilates Cape Town", not "pilates cape town") and in a
// last pass over the prose ("A Hiit Class" -> "A HIIT Class"). A place that is also
// an everyday word ("Bath") is a name only after a word that makes it a place.

import type { Grammar } from '../../languages/grammar.ts';
import type { GeneratorContext } from '../context.ts';
import { userNames } from './user-names.ts';

export type NameBook = { restore(text: string): string };

/** Keys whose strings are choices, addresses or codes: never read or changed as names. */
const NOT_NAMES = /(^id$|_id$|_at$|[Tt]ype$|tone$|template$|urgency$|duration$|platforms?$|[Ll]ink$|[Uu]rl$|website|email|phone|language$|hashtags$|timing)/;

/** Addresses, handles and tags inside a text, left exactly as typed. */
const UNTOUCHABLE = /(\S+@\S+|https?:\/\/\S+|www\.\S+|[\w-]+\.(?:com|org|net|co|io|uk|au|nz|za|mu|me|app|studio|yoga)\b\S*|[#@][\p{L}\d_]+)/u;

/** The strings of a value, key by key, leaving out choices and addresses. */
export function stringsOf(value: unknown, key = ''): string[] {
  if (NOT_NAMES.test(key)) return [];
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap((item) => stringsOf(item, key));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => stringsOf(v, k));
  return [];
}

/** The same value with every string put right by the book, leaving out choices and addresses. */
export function restoreValue<T>(value: T, book: NameBook, key = ''): T {
  if (NOT_NAMES.test(key)) return value;
  if (typeof value === 'string') return book.restore(value) as T;
  if (Array.isArray(value)) return value.map((item) => restoreValue(item, book, key)) as T;
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, restoreValue(v, book, k)])) as T;
  }
  return value;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const EDGE_BEFORE = "(?<![\\p{L}\\p{N}_'’-])";
const EDGE_AFTER = '(?![\\p{L}\\p{N}_]|-\\p{L})';

function pattern(keys: readonly string[], before = ''): RegExp | undefined {
  if (keys.length === 0) return undefined;
  const sorted = [...keys].sort((a, b) => b.length - a.length).map(escapeRegExp);
  return new RegExp(`${before}${EDGE_BEFORE}(${sorted.join('|')})${EDGE_AFTER}`, 'giu');
}

/** The book of one generation: the user's names from the input and the context, then the pack's. */
export function nameBook(input: unknown, ctx: GeneratorContext, grammar: Grammar): NameBook {
  const { names } = grammar;
  const texts = [...stringsOf(input), ...stringsOf(ctx.profile), ...stringsOf(ctx.brief)];
  const business = [ctx.profile?.business_name, (input as { businessName?: unknown } | undefined)?.businessName].filter(
    (name): name is string => typeof name === 'string' && name.trim() !== '',
  );
  const found = userNames(texts, business.map((name) => name.trim()), names);
  const ambiguous = new Set([...names.ambiguousPlaces, ...names.ambiguousAcronyms].map((name) => name.toLowerCase()));
  const forms = new Map(found.map((name) => [name.toLowerCase(), name]));
  const everywhere = pattern([...forms.keys()].filter((key) => !ambiguous.has(key)));
  const placeWords = names.beforePlace.map(escapeRegExp).join('|');
  const afterPlaceWord = pattern(
    [...forms.keys()].filter((key) => ambiguous.has(key)),
    `(?<=(?<![\\p{L}])(?:${placeWords}) )`,
  );
  const put = (match: string) => {
    const form = forms.get(match.toLowerCase()) ?? match;
    return match.length > 3 && match === match.toUpperCase() && form !== form.toUpperCase() ? match : form;
  };
  const restorePart = (part: string) => {
    let text = names.properCase(part);
    if (everywhere) text = text.replace(everywhere, put);
    if (afterPlaceWord) text = text.replace(afterPlaceWord, put);
    return text;
  };
  return {
    restore: (text) =>
      text
        .split(UNTOUCHABLE)
        .map((part, index) => (index % 2 === 1 ? part : restorePart(part)))
        .join(''),
  };
}
