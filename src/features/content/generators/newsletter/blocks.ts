// A newsletter as a list of blocks, rendered once as plain text and once as HTML.

import { announces } from '../shared/news.ts';

export type Block =
  /** `brief`: the heading without the topic, for a letter with no room to name it again. */
  | { kind: 'heading'; text: string; brief?: string }
  | { kind: 'paragraph'; text: string }
  | { kind: 'list'; items: readonly string[] }
  | { kind: 'quote'; text: string }
  | { kind: 'cta'; lead: string; label: string; link?: string };

/** The source text's block: news (a day, a time, a price, any fact) as a paragraph, anything else quoted. */
export function sourceBlock(text: string, carriesFacts = false): Block {
  return carriesFacts || announces(text) ? { kind: 'paragraph', text } : { kind: 'quote', text };
}

function blockText(block: Block): string {
  switch (block.kind) {
    case 'heading':
      return block.text.toUpperCase();
    case 'paragraph':
      return block.text;
    case 'list':
      return block.items.map((item) => `• ${item}`).join('\n');
    case 'quote':
      return `“${block.text}”`;
    case 'cta':
      return `${block.lead ? `${block.lead}\n` : ''}→ ${block.link ? `${block.label}: ${block.link}` : block.label}`;
  }
}

export function blocksToText(blocks: readonly Block[]): string {
  return blocks.map(blockText).join('\n\n');
}
