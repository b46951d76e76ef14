// What the editors' grammar check shows and does, without Harper: an issue is a span of
// the user's text (UTF-16 offsets, as the textarea counts), a message and the fixes
// Harper suggests. Applying a fix returns the new text; nothing changes by itself.

export type Fix = { kind: 'replace' | 'remove' | 'insert-after'; text: string };

export type GrammarIssue = { start: number; end: number; rule: string; message: string; fixes: Fix[] };

/** Harper counts characters (Unicode code points); a textarea counts UTF-16 units. */
export function utf16Offsets(text: string): (index: number) => number {
  if (!/[\uD800-\uDFFF]/.test(text)) return (index) => index;
  const offsets: number[] = [0];
  let units = 0;
  for (const char of text) {
    units += char.length;
    offsets.push(units);
  }
  return (index) => offsets[Math.min(index, offsets.length - 1)] ?? units;
}

/** The text with `fix` applied to `issue`'s span. */
export function applyFix(text: string, issue: GrammarIssue, fix: Fix): string {
  if (fix.kind === 'remove') return text.slice(0, issue.start) + text.slice(issue.end);
  if (fix.kind === 'insert-after') return text.slice(0, issue.end) + fix.text + text.slice(issue.end);
  return text.slice(0, issue.start) + fix.text + text.slice(issue.end);
}

/** What a fix button says: "Replace with “there”", "Remove", "Add “,”". */
export function fixLabel(text: string, issue: GrammarIssue, fix: Fix): string {
  if (fix.kind === 'remove') return `Remove “${text.slice(issue.start, issue.end)}”`;
  if (fix.kind === 'insert-after') return `Add “${fix.text}”`;
  return `Replace with “${fix.text}”`;
}

/** The words around an issue, to show it in place: before, the problem, after. */
export function issueContext(text: string, issue: GrammarIssue, around = 40): { before: string; problem: string; after: string } {
  const from = Math.max(0, issue.start - around);
  const to = Math.min(text.length, issue.end + around);
  return {
    before: (from > 0 ? '…' : '') + text.slice(from, issue.start),
    problem: text.slice(issue.start, issue.end),
    after: text.slice(issue.end, to) + (to < text.length ? '…' : ''),
  };
}
