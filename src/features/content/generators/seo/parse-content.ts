// Turns what a user pastes (Markdown, HTML or plain text) into headings, body
// paragraphs and words, in document order. HTML is first rewritten as Markdown-like
// blocks so both formats go through one parser. Each list item is a paragraph of
// its own.

import type { Heading, HeadingLevel } from './seo-types.ts';

export type ContentBlock = { kind: 'heading'; heading: Heading } | { kind: 'paragraph'; text: string };

export type ParsedContent = {
  blocks: ContentBlock[];
  headings: Heading[];
  paragraphs: string[];
  /** Lowercase words of headings and paragraphs, in document order. */
  words: string[];
};

const WORD = /[\p{L}\p{N}]+(?:'[\p{L}\p{N}]+)*(?:-[\p{L}\p{N}]+)*/gu;

/** Lowercase words: letters and digits, keeping "it's" and "self-care" whole. */
export function tokenize(text: string): string[] {
  return (text.replace(/[’‘]/g, "'").toLowerCase().match(WORD) ?? []) as string[];
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (match, code: string) => {
    if (code[0] === '#') {
      const point = code[1] === 'x' || code[1] === 'X' ? Number.parseInt(code.slice(2), 16) : Number(code.slice(1));
      return Number.isFinite(point) ? String.fromCodePoint(point) : match;
    }
    return ENTITIES[code.toLowerCase()] ?? match;
  });
}

const collapse = (text: string) => text.replace(/\s+/g, ' ').trim();

const BLOCK_TAGS =
  /<\/?(?:p|div|section|article|header|footer|main|aside|nav|ul|ol|li|blockquote|table|tr|td|th|figure|figcaption|br|hr)\b[^>]*>/gi;

function htmlToBlocks(html: string): string {
  return html
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<(script|style|head|title)\b[^>]*>[\s\S]*?<\/\1>/gi, '')
    .replace(/<h([1-6])\b[^>]*>([\s\S]*?)<\/h\1>/gi, (_m, level: string, inner: string) => {
      const text = collapse(inner.replace(/<[^>]+>/g, ''));
      return `\n\n${'#'.repeat(Number(level))} ${text}\n\n`;
    })
    .replace(BLOCK_TAGS, '\n\n')
    .replace(/<[^>]+>/g, '');
}

function cleanInline(text: string): string {
  return collapse(
    decodeEntities(text)
      .replace(/!\[[^\]]*\]\([^)]*\)/g, '')
      .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
      .replace(/(\*\*|__|\*|`)/g, '')
      .replace(/(^|\s)_(\S)/g, '$1$2')
      .replace(/(\S)_(\s|$)/g, '$1$2'),
  );
}

const HEADING_LINE = /^\s{0,3}(#{1,6})\s+(.*?)\s*#*\s*$/;
const RULE_LINE = /^\s*([-*_])(\s*\1){2,}\s*$/;
const LIST_ITEM = /^\s*(?:[-*+]|\d+[.)])\s+/;
const QUOTE = /^\s*>\s?/;

export function parseContent(raw: string): ParsedContent {
  const source = /<\/?[a-z][\s\S]*?>/i.test(raw) ? htmlToBlocks(raw) : raw;
  const blocks: ContentBlock[] = [];
  let lines: string[] = [];
  const flush = () => {
    const text = cleanInline(lines.join(' '));
    if (text) blocks.push({ kind: 'paragraph', text });
    lines = [];
  };
  for (const line of source.split(/\r?\n/)) {
    const heading = HEADING_LINE.exec(line);
    if (heading) {
      flush();
      const text = cleanInline(heading[2] ?? '');
      const level = (heading[1] ?? '#').length as HeadingLevel;
      if (text) blocks.push({ kind: 'heading', heading: { level, text } });
    } else if (line.trim() === '' || RULE_LINE.test(line)) {
      flush();
    } else if (LIST_ITEM.test(line)) {
      flush();
      lines.push(line.replace(LIST_ITEM, ''));
    } else {
      lines.push(line.replace(QUOTE, ''));
    }
  }
  flush();

  const headings = blocks.flatMap((block) => (block.kind === 'heading' ? [block.heading] : []));
  const paragraphs = blocks.flatMap((block) => (block.kind === 'paragraph' ? [block.text] : []));
  const words = blocks.flatMap((block) => tokenize(block.kind === 'heading' ? block.heading.text : block.text));
  return { blocks, headings, paragraphs, words };
}
