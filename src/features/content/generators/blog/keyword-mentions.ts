// An article names each keyword as often as its length allows (two per 300 words,
// under 2.5% of its words) and refers back to it after that ("this practice"). Its
// headings and the studio's own fact lines are left as written.

import { countWords } from '../shared/count-words.ts';
import { mentionsAllowed, type ReferWords, referBack } from '../shared/refer-back.ts';

const mentionsIn = (text: string, forms: readonly string[]): number => {
  const lower = text.toLowerCase();
  return Math.max(...forms.map((form) => lower.split(form).length - 1));
};

/** The article's blocks (markdown paragraphs and sections) with each keyword's later mentions referred back to. */
export function referToKeywords(
  blocks: readonly string[],
  keywords: readonly string[],
  asGiven: ReadonlySet<string>,
  words: ReferWords,
  woven: (keyword: string) => string = (keyword) => keyword,
): string[] {
  // The allowance reads the prose alone: headings are not the words a reader counts.
  const total = countWords(blocks.flatMap((block) => block.split('\n')).filter((line) => !/^#/.test(line)).join(' '));
  let out = [...blocks];
  for (const keyword of keywords) {
    const phrase = keyword.trim().toLowerCase();
    // The keyword as the article weaves it ("yin yoga in cape town") is the same mention.
    const forms = [woven(phrase).toLowerCase()];
    // Each block's lines apart: a section's heading keeps its keyword, and counts.
    const lines = out.map((block) => block.split('\n'));
    const inHeadings = lines.flat().filter((line) => /^#/.test(line) && [phrase, ...forms].some((form) => line.toLowerCase().includes(form))).length;
    // The studio's fact lines keep their mentions as written, and those count too.
    const inFacts = out.filter((block) => asGiven.has(block)).reduce((n, block) => n + mentionsIn(block, [phrase, ...forms]), 0);
    const keep = Math.max(1, mentionsAllowed(total, countWords(phrase)) - inHeadings - inFacts);
    const prose = lines.flatMap((ls, b) => ls.map((line, l) => ({ b, l, line }))).filter(({ b, line }) => !/^#/.test(line) && !asGiven.has(out[b] as string));
    const referred = referBack(prose.map((p) => p.line), phrase, { keep, references: words.practice, words, forms });
    prose.forEach((p, i) => {
      (lines[p.b] as string[])[p.l] = referred[i] as string;
    });
    out = lines.map((ls) => ls.join('\n'));
  }
  return out;
}
