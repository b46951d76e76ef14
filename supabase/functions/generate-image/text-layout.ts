// The text overlay: XML-escaped, wrapped to the picture's width, at most five lines.

export function escapeXml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&apos;');
}

const MAX_LINES = 5;

/** Greedy word wrap at `maxChars` per line; over-long words are cut, extra lines end in an ellipsis. */
export function wrapText(text: string, maxChars: number): string[] {
  const words = text.split(/\s+/).filter(Boolean);
  const lines: string[] = [];
  let line = '';
  for (const word of words) {
    const pieces = word.match(new RegExp(`.{1,${maxChars}}`, 'gu')) ?? [word];
    for (const piece of pieces) {
      if (line === '') line = piece;
      else if (line.length + 1 + piece.length <= maxChars) line = `${line} ${piece}`;
      else {
        lines.push(line);
        line = piece;
      }
    }
  }
  if (line !== '') lines.push(line);
  if (lines.length <= MAX_LINES) return lines;
  const kept = lines.slice(0, MAX_LINES);
  const last = kept[MAX_LINES - 1] ?? '';
  kept[MAX_LINES - 1] = `${last.slice(0, Math.max(0, maxChars - 1))}…`;
  return kept;
}
