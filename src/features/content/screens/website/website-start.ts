// A website page started from a brief or from another piece: which fields of the form
// they fill. A brief names what the page is about (its title and key message) and who
// it is for; its facts (when, where, who, price, how to book) reach the writer with the
// brief itself, so they are not copied into the form twice. Another piece's text
// becomes the page's description, whose facts the page prints.

import type { Brief } from '#domain/brief.ts';
import type { WebsiteForm } from './website-draft.ts';

const clean = (text: string | undefined) => (text ?? '').trim().replace(/[ \t]+/g, ' ');

const sentence = (text: string) => (text === '' || /[.!?]$/.test(text) ? text : `${text}.`);

export function fromBrief(brief: Partial<Brief>): Partial<WebsiteForm> {
  const form: Partial<WebsiteForm> = {};
  const pageAbout = [clean(brief.title), clean(brief.key_message)].filter(Boolean).map(sentence).join(' ');
  if (pageAbout) form.pageAbout = pageAbout;
  if (clean(brief.audience)) form.targetAudience = clean(brief.audience);
  return form;
}

export function fromSource(item: { title: string; content: string }): Partial<WebsiteForm> {
  const pageAbout = [clean(item.title), item.content.trim()].filter(Boolean).join('\n');
  return pageAbout ? { pageAbout } : {};
}
