// Starting a newsletter from a brief or from another piece: which fields of the form
// each fills. A brief's title is the topic, its audience the audience, its key message
// and pasted details the source text, its booking link the button's link; its dated
// facts and words to avoid reach the writer as the brief itself
// (GeneratorContext.brief), so the form does not copy them. Another piece's text
// becomes the source text.

import type { Brief } from '#domain/brief.ts';
import { webAddress } from '#domain/web-address.ts';
import type { NewsletterForm } from './newsletter-draft.ts';

const clean = (text: string | undefined) => (text ?? '').trim();

function sourceOf(brief: Partial<Brief>): string {
  return [clean(brief.key_message), clean(brief.details)].filter(Boolean).join('\n');
}

export function fromBrief(brief: Partial<Brief>): Partial<NewsletterForm> {
  const link = clean(brief.booking)
    .split(/[\s,;]+/)
    .find((part) => /[a-z]\.[a-z]/i.test(part) && !part.includes('@') && webAddress(part));
  const form: Partial<NewsletterForm> = { topic: clean(brief.title), audience: clean(brief.audience), sourceText: sourceOf(brief), ctaLink: link ?? '' };
  return Object.fromEntries(Object.entries(form).filter(([, value]) => value !== '')) as Partial<NewsletterForm>;
}

export function fromSource(item: { title: string; content: string }): Partial<NewsletterForm> {
  return { topic: item.title.trim(), sourceText: item.content.trim() };
}
