// A result as it leaves the app: HTML for the clipboard (headings, lists, bold and
// links as real formatting, every character of the text escaped) and plain text with
// no markdown signs. Both come from the same blocks as the screen's MarkdownView.
import { type MarkdownBlock, textBlocks } from './markdown-blocks.ts';
import { type InlineRun, inlinePlain, inlineRuns } from './markdown-inline.ts';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ESCAPES[char] as string);
}

function runHtml(run: InlineRun): string {
  let html = escapeHtml(run.text);
  if (run.italic) html = `<em>${html}</em>`;
  if (run.bold) html = `<strong>${html}</strong>`;
  return run.href ? `<a href="${escapeHtml(run.href)}">${html}</a>` : html;
}

const lineHtml = (line: string) => inlineRuns(line).map(runHtml).join('');

function blockHtml(block: MarkdownBlock): string {
  if (block.kind === 'heading') return `<h${block.level}>${lineHtml(block.text)}</h${block.level}>`;
  if (block.kind === 'list') {
    const tag = block.ordered ? 'ol' : 'ul';
    return `<${tag}>${block.items.map((item) => `<li>${lineHtml(item)}</li>`).join('')}</${tag}>`;
  }
  return `<p>${block.lines.map(lineHtml).join('<br>')}</p>`;
}

function blockPlain(block: MarkdownBlock): string {
  if (block.kind === 'heading') return inlinePlain(block.text);
  if (block.kind === 'list') return block.items.map((item, i) => `${block.ordered ? `${i + 1}.` : '•'} ${inlinePlain(item)}`).join('\n');
  return block.lines.map(inlinePlain).join('\n');
}

/** Blocks as an HTML fragment: every character of their text escaped. */
export function blocksHtml(blocks: readonly MarkdownBlock[]): string {
  return blocks.map(blockHtml).join('\n');
}

/** A saved text (markdown or plain) as an HTML fragment. */
export function exportHtml(text: string): string {
  return blocksHtml(textBlocks(text));
}

/** A saved text as plain text: headings as lines, bullets as '•', no '#' or '**'. */
export function exportPlain(text: string): string {
  return textBlocks(text).map(blockPlain).join('\n\n');
}
