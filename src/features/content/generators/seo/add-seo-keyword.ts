export const SEO_MAX_KEYWORDS = 10;

/**
 * The keyword list after the user presses Enter on `raw`: trimmed, blank ignored,
 * duplicates ignored (case-insensitively, "Yoga" and "yoga" rank as one), at most
 * ten. Returns the same array when nothing changes.
 */
export function addSeoKeyword(list: readonly string[], raw: string): readonly string[] {
  const keyword = raw.trim();
  if (keyword === '' || list.length >= SEO_MAX_KEYWORDS) return list;
  const lower = keyword.toLowerCase();
  if (list.some((existing) => existing.toLowerCase() === lower)) return list;
  return [...list, keyword];
}
