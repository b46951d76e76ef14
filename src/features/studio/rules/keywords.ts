// The keyword input shared by every generator (spec section 5): at most 10,
// trimmed, duplicates ignored regardless of case, removable by clicking.

import { MAX_KEYWORDS } from '#domain/studio-options.ts';

export type KeywordError = 'max' | 'duplicate' | 'empty';
export type KeywordResult = { list: string[]; error?: KeywordError };

/** Social shows this toast when an 11th keyword is entered. */
export const MAX_KEYWORDS_TOAST = { title: 'Maximum Keywords Reached', description: 'You can add up to 10 keywords only.' } as const;

export function addKeyword(list: readonly string[], raw: string): KeywordResult {
  const keyword = raw.trim();
  if (keyword === '') return { list: [...list], error: 'empty' };
  if (list.some((k) => k.toLowerCase() === keyword.toLowerCase())) return { list: [...list], error: 'duplicate' };
  if (list.length >= MAX_KEYWORDS) return { list: [...list], error: 'max' };
  return { list: [...list, keyword] };
}

export function removeKeyword(list: readonly string[], keyword: string): string[] {
  return list.filter((k) => k !== keyword);
}

/** The keyword input is disabled once the list is full. */
export function keywordInputDisabled(list: readonly string[]): boolean {
  return list.length >= MAX_KEYWORDS;
}
