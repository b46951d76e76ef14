// A newsletter names its topic, then refers back to it: the blocks' prose in reading
// order keeps as many mentions of the topic as its length allows (two per 300 words,
// under 2.5% of its words, the preview and the headings counted) and the later ones
// become references.

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

/** What the reader sees outside the blocks (the preview): its words and its mentions of the topic. */
export type AroundBlocks = { words: number; mentions: number };

const mentionsIn = (text: string, phrase: string) => text.toLowerCase().split(phrase).length - 1;

/**
 * The blocks with the topic's later mentions referred back to; `head`: the topic's short
 * form (a long topic's head, a short topic's practice), its first reference; `asGiven`: the studio's own blocks, left as written; `around`:
 * the preview, whose mentions count against the same allowance. The prose names the topic
 * first; a heading names it too while the allowance lasts, else it keeps its label alone.
 */
export function referToTopic(blocks: readonly Block[], topic: string, words: ReferWords, head?: string, asGiven: ReadonlySet<Block> = new Set(), around: AroundBlocks = { words: 0, mentions: 0 }): Block[] {
  const phrase = topic.trim().toLowerCase();
  const total = countWords(blocksToText(blocks)) + around.words;
  const allowed = mentionsAllowed(total, countWords(phrase));
  let spare = allowed - around.mentions - 1;
  const headed = blocks.map((block) => {
    if (block.kind !== 'heading' || !block.brief || !block.text.toLowerCase().includes(phrase)) return block;
    spare -= 1;
    return spare >= 0 ? block : { kind: 'heading' as const, text: block.brief };
  });
  const inHeadings = headed.reduce((sum, b) => sum + (b.kind === 'heading' ? mentionsIn(b.text, phrase) : 0), 0);
  // The prose names the topic whole once at least, unless the letter is too short to name it even once and a short form can stand for it.
  const keep = Math.max(allowed === 0 && head ? 0 : 1, allowed - around.mentions - inHeadings);
  const references = head ? [head, ...words.theme] : words.practice;
  const written = (b: Block) => b.kind !== 'heading' && !asGiven.has(b);
  const prose = headed.filter(written);
  const flat = prose.flatMap(textsOf);
  const referred = referBack(flat, phrase, { keep, references, words });
  let at = 0;
  return headed.map((block) => {
    if (!written(block)) return block;
    const n = textsOf(block).length;
    const next = withTexts(block, referred.slice(at, at + n));
    at += n;
    return next;
  });
}
