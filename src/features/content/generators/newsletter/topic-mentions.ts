// A newsletter names its topic, then refers back to it: the blocks' prose in reading
// order keeps as many mentions of the topic as its length allows (two per 300 words,
// under 2.5% of its words, headings counted) and the later ones become references.

import { countWords } from '../shared/count-words.ts';
import { mentionsAllowed, type ReferWords, referBack } from '../shared/refer-back.ts';
import { type Block, blocksToText } from './blocks.ts';

const textsOf = (block: Block): string[] =>
  block.kind === 'list' ? [...block.items] : block.kind === 'cta' ? [block.lead] : [block.text];

function withTexts(block: Block, texts: readonly string[]): Block {
  switch (block.kind) {
    case 'list':
      return { ...block, items: texts };
    case 'cta':
      return { ...block, lead: texts[0] ?? '' };
    default:
      return { ...block, text: texts[0] ?? '' };
  }
}

/** The blocks with the topic's later mentions referred back to; `head`: a long topic's short form, its first reference; `asGiven`: the studio's own blocks, left as written. */
export function referToTopic(blocks: readonly Block[], topic: string, words: ReferWords, head?: string, asGiven: ReadonlySet<Block> = new Set()): Block[] {
  const phrase = topic.trim().toLowerCase();
  const total = countWords(blocksToText(blocks));
  const inHeadings = blocks.filter((b) => b.kind === 'heading' && b.text.toLowerCase().includes(phrase)).length;
  // The prose names the topic whole once at least, however long.
  const keep = Math.max(1, mentionsAllowed(total, countWords(phrase)) - inHeadings);
  const references = head ? [head, ...words.theme] : words.practice;
  const written = (b: Block) => b.kind !== 'heading' && !asGiven.has(b);
  const prose = blocks.filter(written);
  const flat = prose.flatMap(textsOf);
  const referred = referBack(flat, phrase, { keep, references, words });
  let at = 0;
  return blocks.map((block) => {
    if (!written(block)) return block;
    const n = textsOf(block).length;
    const next = withTexts(block, referred.slice(at, at + n));
    at += n;
    return next;
  });
}
