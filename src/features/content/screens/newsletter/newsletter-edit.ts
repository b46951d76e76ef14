// A newsletter edited in place: the user edits its letter (greeting to sign-off), read
// from the HTML email's letter cell (so its headings, lists and button are formatted
// text), never its footer (sender, why they receive it, unsubscribe). The edit is the
// newsletter's text (markdown, the footer after it) and its HTML: the letter cell is
// written again with the same inline styles; head, preview text and footer stay.
import { markdownBlocks, type MarkdownBlock } from '../../../../ui/markdown-blocks.ts';
import { inlineRuns } from '../../../../ui/markdown-inline.ts';
import { escapeHtml } from '../../generators/newsletter/newsletter-html.ts';
import type { NewsletterOutput } from './newsletter-draft.ts';

const TEAL = '#0f766e';
/** The letter's cell in the generated HTML: what comes between its opening and the footer's row. */
const LETTER_CELL = /(line-height:1\.6;color:#292524;">\n)([\s\S]*?)(\n<\/td><\/tr>\n<tr><td style="padding:20px 28px;border-top)/;

/** The HTML of the letter (greeting to sign-off), or null when the HTML has no such cell. */
export function letterCell(html: string): string | null {
  return LETTER_CELL.exec(html)?.[2] ?? null;
}

/** The text's letter and its footer: the last paragraph, and the unsubscribe line after it when there is one. */
export function splitNewsletter(content: string): { letter: string; footer: string } {
  const paragraphs = content.split(/\n\s*\n/);
  const count = paragraphs.at(-1)?.includes('{{unsubscribe_url}}') ? 2 : 1;
  if (paragraphs.length <= count) return { letter: content, footer: '' };
  return { letter: paragraphs.slice(0, -count).join('\n\n'), footer: paragraphs.slice(-count).join('\n\n') };
}

function lineHtml(line: string): string {
  return inlineRuns(line)
    .map((run) => {
      let html = escapeHtml(run.text);
      if (run.italic) html = `<em>${html}</em>`;
      if (run.bold) html = `<strong>${html}</strong>`;
      return run.href ? `<a href="${escapeHtml(run.href)}" style="color:${TEAL};">${html}</a>` : html;
    })
    .join('');
}

function blockHtml(block: MarkdownBlock): string {
  if (block.kind === 'heading') return `<h2 style="margin:24px 0 8px;font-size:20px;color:${TEAL};">${lineHtml(block.text)}</h2>`;
  if (block.kind === 'list') {
    const tag = block.ordered ? 'ol' : 'ul';
    return `<${tag} style="margin:0 0 16px;padding-left:20px;">${block.items.map((item) => `<li style="margin:0 0 8px;">${lineHtml(item)}</li>`).join('')}</${tag}>`;
  }
  // A line that is only a link is the call to action: a button, as generated.
  const [only, ...others] = block.lines.length === 1 ? inlineRuns(block.lines[0] ?? '') : [];
  if (only?.href && others.length === 0) {
    const label = only.text;
    const href = only.href;
    return `<p style="margin:0 0 16px;text-align:center;"><a href="${escapeHtml(href)}" style="display:inline-block;background:${TEAL};color:#ffffff;padding:12px 28px;border-radius:9999px;text-decoration:none;font-weight:bold;">${escapeHtml(label)}</a></p>`;
  }
  return `<p style="margin:0 0 16px;">${block.lines.map(lineHtml).join('<br>')}</p>`;
}

/** The newsletter with its letter replaced by `letter` (markdown): text and HTML alike. */
export function editedNewsletter(newsletter: NewsletterOutput, letter: string): Pick<NewsletterOutput, 'content' | 'html'> {
  const { footer } = splitNewsletter(newsletter.content);
  const content = footer ? `${letter}\n\n${footer}` : letter;
  const cell = markdownBlocks(letter).map(blockHtml).join('\n');
  const html = LETTER_CELL.test(newsletter.html) ? newsletter.html.replace(LETTER_CELL, (_, open: string, _letter: string, close: string) => `${open}${cell}${close}`) : newsletter.html;
  return { content, html };
}
