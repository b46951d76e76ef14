// The newsletter as a complete, simple HTML email: table layout and inline styles
// (what email clients understand). Every text goes through escapeHtml, so a
// user's "<script>" arrives as text, never as markup.

import type { Block } from './blocks.ts';

export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

export type CtaStyle = 'button' | 'text' | 'banner';

export type HtmlParts = {
  subject: string;
  preview: string;
  blocks: readonly Block[];
  ctaStyle: CtaStyle;
  ctaHref: string;
  footer: readonly string[];
  /** The unsubscribe link's text; no link without it. */
  unsubscribe?: string;
  /** The document's language code. */
  lang: string;
};

const TEAL = '#0f766e';
const TEXT = '#292524';

function ctaHtml(block: Extract<Block, { kind: 'cta' }>, style: CtaStyle, href: string): string {
  const lead = block.lead ? `<p style="margin:0 0 16px;">${escapeHtml(block.lead)}</p>` : '';
  const link = escapeHtml(href);
  const label = escapeHtml(block.label);
  if (style === 'text') return `${lead}<p style="margin:0 0 16px;"><a href="${link}" style="color:${TEAL};font-weight:bold;">${label} &rarr;</a></p>`;
  if (style === 'banner') {
    return `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:${TEAL};border-radius:12px;"><tr><td style="padding:24px;text-align:center;color:#ffffff;">${block.lead ? `<p style="margin:0 0 12px;">${escapeHtml(block.lead)}</p>` : ''}<a href="${link}" style="color:#ffffff;font-size:18px;font-weight:bold;">${label}</a></td></tr></table>`;
  }
  return `${lead}<p style="margin:0 0 16px;text-align:center;"><a href="${link}" style="display:inline-block;background:${TEAL};color:#ffffff;padding:12px 28px;border-radius:9999px;text-decoration:none;font-weight:bold;">${label}</a></p>`;
}

function blockHtml(block: Block, parts: HtmlParts): string {
  switch (block.kind) {
    case 'heading':
      return `<h2 style="margin:24px 0 8px;font-size:20px;color:${TEAL};">${escapeHtml(block.text)}</h2>`;
    case 'paragraph':
      return `<p style="margin:0 0 16px;">${escapeHtml(block.text).replace(/\n/g, '<br>')}</p>`;
    case 'list':
      return `<ul style="margin:0 0 16px;padding-left:20px;">${block.items.map((i) => `<li style="margin:0 0 8px;">${escapeHtml(i)}</li>`).join('')}</ul>`;
    case 'quote':
      return `<blockquote style="margin:0 0 16px;padding:12px 16px;border-left:4px solid #f59e0b;background:#fffbeb;font-style:italic;">${escapeHtml(block.text)}</blockquote>`;
    case 'cta':
      return ctaHtml(block, parts.ctaStyle, parts.ctaHref);
  }
}

export function newsletterHtml(parts: HtmlParts): string {
  const body = parts.blocks.map((block) => blockHtml(block, parts)).join('\n');
  const footer = parts.footer.map((line) => `<p style="margin:0 0 8px;">${escapeHtml(line)}</p>`).join('');
  const unsubscribe = parts.unsubscribe ? `<p style="margin:0;"><a href="{{unsubscribe_url}}" style="color:#78716c;">${escapeHtml(parts.unsubscribe)}</a></p>` : '';
  return `<!DOCTYPE html>
<html lang="${escapeHtml(parts.lang)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(parts.subject)}</title>
</head>
<body style="margin:0;padding:0;background:#f5f5f4;">
<div style="display:none;max-height:0;overflow:hidden;">${escapeHtml(parts.preview)}</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f5f5f4;">
<tr><td align="center" style="padding:24px 12px;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:600px;background:#ffffff;border-radius:12px;">
<tr><td style="padding:32px 28px;font-family:Georgia,'Times New Roman',serif;font-size:16px;line-height:1.6;color:${TEXT};">
${body}
</td></tr>
<tr><td style="padding:20px 28px;border-top:1px solid #e7e5e4;font-family:Arial,sans-serif;font-size:12px;color:#78716c;">
${footer}${unsubscribe}
</td></tr>
</table>
</td></tr>
</table>
</body>
</html>`;
}
