// A result as a Word file: the item's title and date, then its headings, paragraphs and
// lists. The docx package is loaded on the first Word download only, so it stays out of
// the main bundle.
import { DOWNLOAD_MIME } from './download.ts';
import { formatDate } from './format.ts';
import { type MarkdownBlock, textBlocks } from './markdown-blocks.ts';
import { inlineRuns } from './markdown-inline.ts';

export type DocxSource = { title: string; text: string; date: string | Date };

export async function docxBlob({ title, text, date }: DocxSource): Promise<Blob> {
  const docx = await import('docx');
  const { Document, ExternalHyperlink, HeadingLevel, LevelFormat, Packer, Paragraph, TextRun } = docx;
  const HEADINGS = { 1: HeadingLevel.HEADING_1, 2: HeadingLevel.HEADING_2, 3: HeadingLevel.HEADING_3 } as const;

  const runs = (line: string, breakBefore = false) =>
    inlineRuns(line).map((run, index) => {
      const text = new TextRun({ text: run.text, bold: run.bold, italics: run.italic, break: breakBefore && index === 0 ? 1 : undefined, style: run.href ? 'Hyperlink' : undefined });
      return run.href ? new ExternalHyperlink({ link: run.href, children: [text] }) : text;
    });

  let lists = 0;
  const blockParagraphs = (block: MarkdownBlock) => {
    if (block.kind === 'heading') return [new Paragraph({ heading: HEADINGS[block.level], children: runs(block.text) })];
    if (block.kind === 'list') {
      lists += 1;
      const instance = lists;
      return block.items.map((item) =>
        block.ordered ? new Paragraph({ numbering: { reference: 'numbered', level: 0, instance }, children: runs(item) }) : new Paragraph({ bullet: { level: 0 }, children: runs(item) }),
      );
    }
    return [new Paragraph({ children: block.lines.flatMap((line, index) => runs(line, index > 0)) })];
  };

  const blocks = textBlocks(text);
  const first = blocks[0];
  // An article opens with its title as '# ...': the file's own title says it once.
  const body = first?.kind === 'heading' && first.level === 1 && first.text.trim() === title.trim() ? blocks.slice(1) : blocks;
  const doc = new Document({
    title,
    creator: 'Wellness Content Studio',
    numbering: { config: [{ reference: 'numbered', levels: [{ level: 0, format: LevelFormat.DECIMAL, text: '%1.', style: { paragraph: { indent: { left: 720, hanging: 360 } } } }] }] },
    sections: [
      {
        children: [
          new Paragraph({ heading: HeadingLevel.TITLE, children: [new TextRun(title)] }),
          new Paragraph({ children: [new TextRun({ text: formatDate(date), italics: true })] }),
          ...body.flatMap(blockParagraphs),
        ],
      },
    ],
  });
  const blob = await Packer.toBlob(doc);
  return blob.type === DOWNLOAD_MIME.docx ? blob : new Blob([blob], { type: DOWNLOAD_MIME.docx });
}
