// The small part of markdown the blog generator writes (headings, paragraphs,
// bullet and numbered lists), read into blocks that React renders as elements:
// no HTML string is ever built, so an edited article cannot inject markup.

export type MarkdownBlock =
  | { kind: 'heading'; level: 1 | 2 | 3; text: string }
  | { kind: 'paragraph'; text: string; lines: string[] }
  | { kind: 'list'; ordered: boolean; items: string[] };

const HEADING = /^(#{1,3})\s+(.*)$/;
const BULLET = /^\s*[-*]\s+(.*)$/;
const NUMBERED = /^\s*\d+[.)]\s+(.*)$/;

/** Whether a saved text is markdown (an article with headings) rather than plain text such as a post or an email. */
export function looksLikeMarkdown(text: string): boolean {
  return text.split(/\r?\n/).some((line) => HEADING.test(line.trim()));
}

/** A plain text (an email, a reply) as paragraphs: blank lines part them, its line breaks stay. */
export function plainBlocks(text: string): MarkdownBlock[] {
  return text
    .split(/\r?\n\s*\r?\n/)
    .map((part) => part.split(/\r?\n/).map((line) => line.trimEnd()))
    .filter((lines) => lines.some((line) => line.trim() !== ''))
    .map((lines) => ({ kind: 'paragraph', text: lines.join(' '), lines }));
}

/** Blocks of any saved text: markdown when it has headings, else plain paragraphs. */
export function textBlocks(text: string): MarkdownBlock[] {
  return looksLikeMarkdown(text) ? markdownBlocks(text) : plainBlocks(text);
}

export function markdownBlocks(markdown: string): MarkdownBlock[] {
  const blocks: MarkdownBlock[] = [];
  let paragraph: string[] = [];
  const endParagraph = () => {
    if (paragraph.length > 0) blocks.push({ kind: 'paragraph', text: paragraph.join(' '), lines: paragraph });
    paragraph = [];
  };
  for (const raw of markdown.split(/\r?\n/)) {
    const line = raw.trim();
    const heading = HEADING.exec(line);
    const item = BULLET.exec(line) ?? NUMBERED.exec(line);
    if (line === '') {
      endParagraph();
    } else if (heading) {
      endParagraph();
      blocks.push({ kind: 'heading', level: (heading[1] as string).length as 1 | 2 | 3, text: (heading[2] as string).trim() });
    } else if (item) {
      endParagraph();
      const ordered = NUMBERED.test(line);
      const last = blocks.at(-1);
      if (last?.kind === 'list' && last.ordered === ordered) last.items.push((item[1] as string).trim());
      else blocks.push({ kind: 'list', ordered, items: [(item[1] as string).trim()] });
    } else {
      paragraph.push(line);
    }
  }
  endParagraph();
  return blocks;
}
