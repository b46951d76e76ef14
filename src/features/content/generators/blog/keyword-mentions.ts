// An article names each keyword as often as its length allows (two per 300 words,
// under 2.5% of its words) and refers back to it after that ("this practice"). Its
// headings and the studio's own fact lines are left as written.

import { countWords } from '../shared/count-words.ts';
import { mentionsAllowed, type ReferWords, referBack } from '../shared/refer-back.ts';

/** The article's blocks (markdown paragraphs and sections) with each keyword's later mentions referred back to. */
export function referToKeywords(blocks: readonly string[], keywords: readonly string[], asGiven: ReadonlySet<string>, words: ReferWords): string[] {
  const total = countWords(blocks.join(' '));
  let out = [...blocks];
  for (const keyword of keywords) {
    const phrase = keyword.trim().toLowerCase();
    // Each block's lines apart: a section's heading keeps its keyword, and counts.
    const lines = out.map((block) => block.split('\n'));
    const inHeadings = lines.flat().filter((line) => /^#/.test(line) && line.toLowerCase().includes(phrase)).length;
    const keep = Math.max(1, mentionsAllowed(total, countWords(phrase)) - inHeadings);
    const prose = lines.flatMap((ls, b) => ls.map((line, l) => ({ b, l, line }))).filter(({ b, line }) => !/^#/.test(line) && !asGiven.has(out[b] as string));
    const referred = referBack(prose.map((p) => p.line), phrase, { keep, references: words.practice, words });
    prose.forEach((p, i) => {
      (lines[p.b] as string[])[p.l] = referred[i] as string;
    });
    out = lines.map((ls) => ls.join('\n'));
  }
  return out;
}
