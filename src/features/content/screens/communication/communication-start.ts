// Starting a reply from a brief or another piece: the brief's facts become the details
// to include (the reply prints each), its kind the inquiry; another piece's text
// becomes those details as it is.

import type { Brief } from '#domain/brief.ts';
import type { CommunicationForm } from './communication-draft.ts';

const INQUIRY_BY_KIND: Record<string, string> = { event: 'retreats', workshop: 'retreats', class: 'booking', offer: 'pricing', announcement: 'general' };

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** "2026-06-19" -> "19 June 2026"; anything else as written. */
function day(iso: string | undefined): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso ?? '');
  return match ? `${Number(match[3])} ${MONTHS[Number(match[2]) - 1] ?? ''} ${match[1]}` : (iso ?? '').trim();
}

export function fromBrief(brief: Partial<Brief>): Partial<CommunicationForm> {
  const when = [day(brief.starts_on), day(brief.ends_on)].filter(Boolean).join(' to ');
  const lines = [brief.title, when, brief.times, brief.location, brief.leaders, brief.price, brief.bring, brief.booking, brief.details]
    .map((line) => (line ?? '').trim())
    .filter(Boolean)
    .map((line) => (/[.!?]$/.test(line) ? line : `${line}.`));
  const inquiryType = brief.kind ? INQUIRY_BY_KIND[brief.kind] : undefined;
  return {
    communicationType: 'inquiry-response',
    ...(inquiryType ? { inquiryType } : {}),
    ...(lines.length > 0 ? { additionalInfo: lines.join('\n') } : {}),
  };
}

export function fromSource(item: { title: string; content: string }): Partial<CommunicationForm> {
  const text = [item.title.trim(), item.content.trim()].filter(Boolean).join('\n');
  return text ? { additionalInfo: text } : {};
}
