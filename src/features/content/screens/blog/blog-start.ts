// A blog article started from a brief or from another piece: which fields of the form
// they fill. A brief gives the article's focus (its title as a keyword) and who it is
// for, and its facts (when, where, who, price, how to book) as the details the article
// carries; another piece's text becomes those details, whose facts the article prints.

import type { Brief } from '#domain/brief.ts';
import type { BlogForm } from './blog-draft.ts';

const clean = (text: string | undefined) => (text ?? '').trim().replace(/[ \t]+/g, ' ');

export function fromBrief(brief: Partial<Brief>): Partial<BlogForm> {
  const form: Partial<BlogForm> = {};
  if (clean(brief.title)) form.keywords = [clean(brief.title)];
  if (clean(brief.audience)) form.targetAudience = clean(brief.audience);
  // The brief's own lines reach the writer with the brief; its key message is what the article must say.
  if (clean(brief.key_message)) form.details = clean(brief.key_message);
  return form;
}

export function fromSource(item: { title: string; content: string }): Partial<BlogForm> {
  const details = [clean(item.title), item.content.trim()].filter(Boolean).join('\n');
  return details ? { details } : {};
}

/** An article opened back from the history: the form it recorded (what is still valid of it), its title selected. */
export function fromRecorded(form: Readonly<Record<string, unknown>>, title: string): Partial<BlogForm> {
  const out: Partial<BlogForm> = { selectedTitle: title };
  if (Array.isArray(form.keywords)) out.keywords = form.keywords.filter((keyword): keyword is string => typeof keyword === 'string');
  if (typeof form.wordCount === 'number') out.wordCount = form.wordCount;
  for (const key of ['tone', 'targetAudience', 'details'] as const) {
    const value = form[key];
    if (typeof value === 'string') out[key] = value;
  }
  return out;
}
