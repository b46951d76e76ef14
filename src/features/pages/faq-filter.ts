// FAQ search: case-insensitive over question, answer and tags,
// combined with the category filter. Every word of the query must match somewhere
// in an item (a typo is forgiven in words of five letters or more), so a word
// copied from an answer finds it and gibberish finds nothing. Question words such
// as "how do I" are dropped, so "how do I cancel" searches for "cancel".
import Fuse, { type IFuseOptions } from 'fuse.js';
import type { FaqFilterCategory, FaqItem } from './faq-categories.ts';

export const FAQ_SEARCH_OPTIONS: IFuseOptions<FaqItem> = {
  keys: ['question', 'answer', 'tags'],
  isCaseSensitive: false,
  ignoreLocation: true,
  useTokenSearch: true,
  tokenMatch: 'all',
  threshold: 0.2,
};

const QUESTION_WORDS = new Set(
  'a an and are can do does how i is it me my of or the to what when where which who why will with you your'.split(' '),
);

/** The query's search words: lower-cased, without question words unless nothing else is left. */
export function searchWords(query: string): string[] {
  const words = query.toLowerCase().match(/[\p{L}\p{M}\p{N}_]+/gu) ?? [];
  const meaningful = words.filter((word) => !QUESTION_WORDS.has(word));
  return meaningful.length > 0 ? meaningful : words;
}

const indexes = new WeakMap<readonly FaqItem[], Fuse<FaqItem>>();

function indexFor(items: readonly FaqItem[]): Fuse<FaqItem> {
  let fuse = indexes.get(items);
  if (!fuse) {
    fuse = new Fuse(items, FAQ_SEARCH_OPTIONS);
    indexes.set(items, fuse);
  }
  return fuse;
}

/**
 * The items in `category` ('all' for every category) that match `query`: in their
 * own order when the query is blank, best match first otherwise.
 */
export function filterFaq(items: readonly FaqItem[], query: string, category: FaqFilterCategory): FaqItem[] {
  const inCategory = (item: FaqItem) => category === 'all' || item.category === category;
  const words = searchWords(query);
  if (words.length === 0) return items.filter(inCategory);
  return indexFor(items)
    .search(words.join(' '))
    .map((result) => result.item)
    .filter(inCategory);
}
