/**
 * Words as a reader counts them: runs of non-space characters holding at least
 * one letter or digit. Markdown marks ('#', '-', '1.'), dashes and emoji do not
 * count; "don't" and "24-48h" count once.
 */
export function countWords(text: string): number {
  let count = 0;
  for (const token of text.split(/\s+/)) {
    if (/[\p{L}\p{N}]/u.test(token) && !/^\d+\.$/.test(token)) count += 1;
  }
  return count;
}
