// The inline marks the tools and their users write inside a line: **bold**, *italic*
// and [links](https://...). Read into runs so that HTML, plain text and Word files are
// all built from the same reading. A link that is not http(s) or mailto stays text. A
// backslash keeps the sign after it as text: the editor writes `\*` for an asterisk typed.

export type InlineRun = { text: string; bold?: boolean; italic?: boolean; href?: string };

const ESCAPED = /\\([\\*_[\]#+\-.!`()])/g;
const INLINE =
  /\\([\\*_[\]#+\-.!`()])|\*\*((?:\\.|[^*\\])+?)\*\*|__((?:\\.|[^_\\])+?)__|\[((?:\\.|[^\]\\])+)\]\(([^)\s]+)\)|(?<![\w*\\])\*((?:\\.|[^*\s\\])(?:(?:\\.|[^*\\])*(?:\\.|[^*\s\\]))?)\*(?![\w*])/g;

/** A marked text without the backslashes that keep its signs as text. */
export const unescapeMarks = (text: string) => text.replace(ESCAPED, '$1');
const SAFE_LINK = /^(?:https?:\/\/|mailto:)/i;

export function inlineRuns(line: string): InlineRun[] {
  const runs: InlineRun[] = [];
  let at = 0;
  for (const match of line.matchAll(INLINE)) {
    if (match.index > at) runs.push({ text: line.slice(at, match.index) });
    const [, escaped, bold, boldUnderscore, linkText, href, italic] = match;
    if (escaped !== undefined) runs.push({ text: escaped });
    else if (bold ?? boldUnderscore) runs.push({ text: unescapeMarks((bold ?? boldUnderscore) as string), bold: true });
    else if (linkText !== undefined && href !== undefined) runs.push(SAFE_LINK.test(href) ? { text: unescapeMarks(linkText), href } : { text: unescapeMarks(linkText) });
    else runs.push({ text: unescapeMarks(italic as string), italic: true });
    at = match.index + match[0].length;
  }
  if (at < line.length) runs.push({ text: line.slice(at) });
  // Escaped signs are runs of their own: joined back to the text around them.
  return runs.reduce<InlineRun[]>((joined, run) => {
    const last = joined.at(-1);
    if (last && !last.bold && !last.italic && !last.href && !run.bold && !run.italic && !run.href) last.text += run.text;
    else joined.push({ ...run });
    return joined;
  }, []);
}

/** A line without its marks: a link reads as its text and, when different, its address. */
export function inlinePlain(line: string): string {
  return inlineRuns(line)
    .map((run) => (run.href && run.href.replace(/^mailto:/i, '') !== run.text ? `${run.text} (${run.href.replace(/^mailto:/i, '')})` : run.text))
    .join('');
}
