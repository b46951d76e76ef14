// The rich editor's content written back as the markdown every result is saved in:
// headings, paragraphs (their line breaks kept), bulleted and numbered lists (nested
// ones indented), **bold**, *italic* and [links](https://...). It reads a plain tree
// (the editor's DOM or a pasted page, read by dom-tree.ts), so it runs and is tested
// without a browser. Signs the user typed (`*`, `#`, `- ` at a line's start) are
// escaped, so they stay text when the markdown is read again. Styles, classes and
// any other tag are dropped: only the structure and the text are kept.

export type EditorNode = { kind: 'text'; text: string } | { kind: 'element'; tag: string; href?: string; children: EditorNode[] };

type Run = { text: string; bold: boolean; italic: boolean; href?: string };
type Marks = Omit<Run, 'text'>;

const BLOCKS = new Set(['p', 'div', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'ul', 'ol', 'li', 'blockquote', 'pre', 'section', 'article', 'header', 'footer', 'main', 'table', 'tbody', 'thead', 'tr', 'td', 'th', 'hr']);
const HEADING = /^h([1-6])$/;
const SAFE_LINK = /^(?:https?:\/\/|mailto:)/i;

const isBlock = (node: EditorNode) => node.kind === 'element' && BLOCKS.has(node.tag);

/** Text as markdown: the signs that would become formatting are kept as text. */
export function escapeMarks(text: string): string {
  return text.replace(/\\/g, '\\\\').replace(/\*/g, '\\*').replace(/\[/g, '\\[').replace(/__/g, '\\_\\_').replace(/`/g, '\\`');
}

/** A paragraph line that would read as a heading or a list item, kept a paragraph. */
function escapeLineStart(line: string): string {
  return line.replace(/^#/, '\\#').replace(/^([-+])(\s)/, '\\$1$2').replace(/^(\d+)([.)])(\s)/, '$1\\$2$3');
}

function collectRuns(nodes: readonly EditorNode[], marks: Marks, out: Run[]): void {
  for (const node of nodes) {
    if (node.kind === 'text') {
      out.push({ ...marks, text: node.text.replace(/[ \t\r\n]+/g, ' ').replace(/\u00a0/g, ' ') });
      continue;
    }
    const { tag } = node;
    if (tag === 'br') out.push({ text: '\n', bold: false, italic: false });
    else if (tag === 'strong' || tag === 'b') collectRuns(node.children, { ...marks, bold: true }, out);
    else if (tag === 'em' || tag === 'i') collectRuns(node.children, { ...marks, italic: true }, out);
    else if (tag === 'a' && node.href && SAFE_LINK.test(node.href)) collectRuns(node.children, { ...marks, href: node.href }, out);
    else if (isBlock(node)) {
      // A block inside a line (a paragraph in a list item): read as words of that line.
      out.push({ text: ' ', bold: false, italic: false });
      collectRuns(node.children, marks, out);
    } else collectRuns(node.children, marks, out);
  }
}

const sameMarks = (a: Run, b: Run) => a.bold === b.bold && a.italic === b.italic && a.href === b.href;

function runMarkdown(run: Run): string {
  if (run.text === '\n') return '\n';
  const [, lead = '', core = '', tail = ''] = /^(\s*)([\s\S]*?)(\s*)$/.exec(run.text) ?? [];
  if (core === '') return run.text;
  const text = escapeMarks(core);
  // The saved markdown has no nesting: a link keeps its address, bold wins over italic.
  if (run.href) return `${lead}[${text}](${run.href})${tail}`;
  if (run.bold) return `${lead}**${text}**${tail}`;
  if (run.italic) return `${lead}*${text}*${tail}`;
  return lead + text + tail;
}

/** The inline content of a block as markdown lines (a `<br>` parts them). */
function inlineMarkdown(nodes: readonly EditorNode[]): string {
  const runs: Run[] = [];
  collectRuns(nodes, { bold: false, italic: false }, runs);
  const merged = runs.reduce<Run[]>((joined, run) => {
    const last = joined.at(-1);
    if (last && run.text !== '\n' && last.text !== '\n' && sameMarks(last, run)) last.text += run.text;
    else joined.push({ ...run });
    return joined;
  }, []);
  return merged.map(runMarkdown).join('');
}

const oneLine = (markdown: string) => markdown.replace(/\s*\n\s*/g, ' ').trim();

function listLines(list: Extract<EditorNode, { kind: 'element' }>, depth: number): string[] {
  const lines: string[] = [];
  let number = 0;
  for (const item of list.children) {
    if (item.kind !== 'element') continue;
    if (item.tag === 'ul' || item.tag === 'ol') {
      lines.push(...listLines(item, depth + 1));
      continue;
    }
    const nested = item.children.filter((child) => child.kind === 'element' && (child.tag === 'ul' || child.tag === 'ol'));
    const text = oneLine(inlineMarkdown(item.children.filter((child) => !nested.includes(child))));
    if (text !== '') {
      number += 1;
      lines.push(`${'  '.repeat(depth)}${list.tag === 'ol' ? `${number}.` : '-'} ${text}`);
    }
    for (const child of nested) if (child.kind === 'element') lines.push(...listLines(child, depth + 1));
  }
  return lines;
}

function paragraph(nodes: readonly EditorNode[]): string | null {
  const lines = inlineMarkdown(nodes)
    .split('\n')
    .map((line) => escapeLineStart(line.trim()));
  while (lines.length > 0 && lines.at(-1) === '') lines.pop();
  while (lines.length > 0 && lines[0] === '') lines.shift();
  return lines.length > 0 ? lines.join('\n') : null;
}

function collectBlocks(nodes: readonly EditorNode[], out: string[]): void {
  let inline: EditorNode[] = [];
  const endInline = () => {
    const text = paragraph(inline);
    if (text !== null) out.push(text);
    inline = [];
  };
  for (const node of nodes) {
    if (!isBlock(node) || node.kind !== 'element') {
      inline.push(node);
      continue;
    }
    endInline();
    const heading = HEADING.exec(node.tag);
    if (heading) {
      const text = oneLine(inlineMarkdown(node.children));
      if (text !== '') out.push(`${'#'.repeat(Math.min(Number(heading[1]), 3))} ${text}`);
    } else if (node.tag === 'ul' || node.tag === 'ol') {
      const lines = listLines(node, 0);
      if (lines.length > 0) out.push(lines.join('\n'));
    } else if (node.children.some(isBlock)) {
      collectBlocks(node.children, out);
    } else {
      const text = paragraph(node.children);
      if (text !== null) out.push(text);
    }
  }
  endInline();
}

/** The editor's tree as markdown: blocks parted by a blank line. */
export function treeMarkdown(nodes: readonly EditorNode[]): string {
  const blocks: string[] = [];
  collectBlocks(nodes, blocks);
  return blocks.join('\n\n');
}
