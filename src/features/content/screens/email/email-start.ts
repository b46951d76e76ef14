// Starting an email from a brief or from another piece: which fields of the form
// each fills. A brief's title is the subject, its key message the key message, its
// audience the target audience, its pasted details the details and its booking link
// the button's link; its dated facts and words to avoid reach the writer as the
// brief itself (GeneratorContext.brief), so the form does not copy them. Another
// piece's text becomes the details.

import type { Brief } from '#domain/brief.ts';
import { webAddress } from '#domain/web-address.ts';
import type { EmailForm } from './email-draft.ts';

const clean = (text: string | undefined) => (text ?? '').trim();

/** The booking's first web address, for the button. */
function bookingLink(booking: string): string {
  return booking.split(/[\s,;]+/).find((part) => /[a-z]\.[a-z]/i.test(part) && !part.includes('@') && webAddress(part)) ?? '';
}

export function fromBrief(brief: Partial<Brief>): Partial<EmailForm> {
  const campaignType = brief.kind === 'offer' ? 'promotional' : brief.kind === 'announcement' ? 'newsletter' : brief.kind ? 'event' : undefined;
  const form: Partial<EmailForm> = {
    subject: clean(brief.title),
    audience: clean(brief.audience),
    keyMessage: clean(brief.key_message),
    details: clean(brief.details),
    ctaLink: bookingLink(clean(brief.booking)),
  };
  return Object.fromEntries(Object.entries({ ...form, campaignType }).filter(([, value]) => value !== undefined && value !== '')) as Partial<EmailForm>;
}

export function fromSource(item: { title: string; content: string }): Partial<EmailForm> {
  return { subject: item.title.trim(), details: item.content.trim() };
}
