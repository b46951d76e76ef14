// Starting a social post from a brief or from another piece: which form fields each
// fills. A brief's facts reach the generator with the brief itself, so only its
// title (what the post is about) and its audience are copied into the form.

import type { Brief } from '#domain/brief.ts';
import type { SocialForm } from './social-draft.ts';

export function fromBrief(brief: Partial<Brief>): Partial<SocialForm> {
  const draft: Partial<SocialForm> = {};
  if (brief.title?.trim()) draft.topic = brief.title.trim();
  if (brief.audience?.trim()) draft.targetAudience = brief.audience.trim();
  return draft;
}

/** Another piece's title is what the post is about; its text is the source the facts are drawn from. */
export function fromSource(item: { title: string; content: string }): Partial<SocialForm> {
  const draft: Partial<SocialForm> = {};
  if (item.title.trim()) draft.topic = item.title.trim();
  if (item.content.trim()) draft.sourceText = item.content.trim();
  return draft;
}
