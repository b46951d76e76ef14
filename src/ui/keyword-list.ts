// The rule of a keyword list: entries trimmed, inner spaces
// folded, duplicates ignored whatever their case, and an optional cap (the
// generators take 10).

export type KeywordError = 'max' | 'duplicate' | 'empty';
export type KeywordResult = { list: string[]; error?: KeywordError };

export function addKeyword(list: readonly string[], raw: string, max = Number.POSITIVE_INFINITY): KeywordResult {
  const keyword = raw.trim().replace(/\s+/g, ' ');
  if (keyword === '') return { list: [...list], error: 'empty' };
  if (list.some((known) => known.toLowerCase() === keyword.toLowerCase())) return { list: [...list], error: 'duplicate' };
  if (list.length >= max) return { list: [...list], error: 'max' };
  return { list: [...list, keyword] };
}

export function removeKeyword(list: readonly string[], keyword: string): string[] {
  return list.filter((known) => known !== keyword);
}

/** The input is disabled once the list is full. */
export function keywordListFull(list: readonly string[], max = Number.POSITIVE_INFINITY): boolean {
  return list.length >= max;
}
