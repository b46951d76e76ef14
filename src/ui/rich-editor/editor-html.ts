// A saved result (markdown, or the plain text of an email) as the rich editor's HTML:
// the same blocks and marks the result view shows, every character of the text escaped.
import { blocksHtml } from '../export-text.ts';
import { markdownBlocks } from '../markdown-blocks.ts';

export function editorHtml(markdown: string): string {
  return blocksHtml(markdownBlocks(markdown)) || '<p><br></p>';
}
