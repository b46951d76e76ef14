// The inline marks the tools and their users write inside a line: **bold**, *italic*
// and [links](https://...). Read into runs so that HTML, plain text and Word files are
// all built from the same reading. A link that is not http(s) or mailto stays text.

export type InlineRun = { text: string; bold?: boolean; italic?: boolean; href?: string };

const INLINE = /\*\*([^*]+?)\*\*|__([^_]+?)__|\[([^\]]+)\]\(([^)\s]+)\)|(?<![\w*])\*([^*\s](?:[^*]*[^*\s])?)\*(?![\w*])/g;
const SAFE_LINK = /^(?:https?:\/\/|mailto:)/i;

export function inlineRuns(line: string): InlineRun[] {
  const runs: InlineRun[] = [];
  let at = 0;
  for (const match of line.matchAll(INLINE)) {
    if (match.index > at) runs.push({ text: line.slice(at, match.index) });
    const [, bold, boldUnderscore, linkText, href, italic] = match;
    if (bold ?? boldUnderscore) runs.push({ text: (bold ?? boldUnderscore) as string, bold: true });
    else if (linkText !== undefined && href !== undefined) runs.push(SAFE_LINK.test(href) ? { text: linkText, href } : { text: linkText });
    else runs.push({ text: italic as string, italic: true });
    at = match.index + match[0].length;
  }
  if (at < line.length) runs.push({ text: line.slice(at) });
  return runs;
}

/** A line without its marks: a link reads as its text and, when different, its address. */
export function inlinePlain(line: string): string {
  return inlineRuns(line)
    .map((run) => (run.href && run.href.replace(/^mailto:/i, '') !== run.text ? `${run.text} (${run.href.replace(/^mailto:/i, '')})` : run.text))
    .join('');
}
