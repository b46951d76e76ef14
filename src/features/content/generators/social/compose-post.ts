// One platform's post: hook, the key message, the facts, what the notes ask, body
// near the word count, closing line, call to action, question, sign-off, hashtags;
// always inside the platform's character limit. Every fact goes in when it fits; where
// it does not, the essentials go first on one compact line, then each fact the line
// lacks that still fits, and the post reports the facts and reminders it had to leave out.

import { CHARACTER_LIMITS, type Platform } from '#domain/studio-options.ts';
import { echoes } from '../shared/compose.ts';
import { countWords } from '../shared/count-words.ts';
import type { Fact } from '../shared/facts/fact-types.ts';
import { missingFacts } from '../shared/facts/truth.ts';
import { crowds, names } from './post-density.ts';
import { HASHTAGS_IN_POST } from './post-marks.ts';

export type PostParts = {
  hook: string;
  /** The user's own message, as written. */
  lead?: string;
  /** Every fact, in the studio's words; `compact` the essentials on one line. */
  factBlocks: readonly string[];
  compact: string;
  notes: readonly string[];
  /** Who the post is for and from: always said, before the body. */
  forWhom?: string;
  body: readonly string[];
  close?: string;
  callToAction: string;
  question?: string;
  signOff?: string;
  hashtags: readonly string[];
  wordCount: number;
  /** The facts the post must carry, to report those left out. */
  facts: readonly Fact[];
  /** How the post names what it had to cut from its own text. */
  endOfPost: string;
  /** The keywords and the topic: a body line that would crowd the post with one of them is passed over. */
  phrases?: readonly string[];
};

export type ComposedPost = { text: string; leftOut: string[] };

type Layout = { lead?: string; facts: readonly string[]; notes: readonly string[]; body: readonly string[]; close?: string; tags: readonly string[] };

function assemble(platform: Platform, parts: PostParts, layout: Layout): string {
  const lines = [parts.forWhom ?? '', ...layout.body].filter(Boolean);
  const body = platform === 'linkedin' ? lines.join('\n\n') : lines.join(' ');
  return [parts.hook, layout.lead ?? '', layout.facts.join('\n'), layout.notes.join(' '), body, layout.close ?? '', parts.callToAction, parts.question ?? '', parts.signOff ?? '', layout.tags.join(' ')]
    .filter((block) => block.trim() !== '')
    .join('\n\n');
}

/** Cuts at the last line or word break that fits, keeping the post's lines. */
function cutToFit(text: string, limit: number): string {
  const room = text.slice(0, Math.max(0, limit - 1));
  const at = Math.max(room.lastIndexOf(' '), room.lastIndexOf('\n'));
  return `${(at > limit / 2 ? room.slice(0, at) : room).replace(/[\s,;:.!?·-]+$/u, '')}…`;
}

/** The facts that do not fit: the compact line, then each block that adds a fact still missing. */
function tightFacts(platform: Platform, parts: PostParts, layout: Layout, limit: number): Layout {
  const fits = (next: Layout) => assemble(platform, parts, next).length <= limit;
  let current: Layout = { ...layout, facts: parts.compact ? [parts.compact] : [], notes: [] };
  for (const block of parts.factBlocks) {
    const missing = missingFacts(assemble(platform, parts, current), parts.facts);
    const adds = missingFacts(block, missing).length < missing.length;
    if (!adds) continue;
    const next = { ...current, facts: [...current.facts, block] };
    if (fits(next)) current = next;
  }
  for (const note of parts.notes) {
    const next = { ...current, notes: [...current.notes, note] };
    if (fits(next)) current = next;
  }
  if (!fits(current)) current = { ...current, lead: undefined };
  if (!fits(current)) current = { ...current, close: undefined };
  return current;
}

export function composePost(platform: Platform, parts: PostParts): ComposedPost {
  const limit = CHARACTER_LIMITS[platform];
  const full: Layout = { lead: parts.lead, facts: parts.factBlocks, notes: parts.notes, body: [], close: parts.close, tags: [] };
  let layout = assemble(platform, parts, full).length <= limit ? full : tightFacts(platform, parts, full, limit);
  const fixed = assemble(platform, parts, layout);
  let words = countWords(fixed);
  const body: string[] = [];
  const phrases = parts.phrases ?? [];
  for (const sentence of parts.body) {
    const n = countWords(sentence);
    if (words + n > parts.wordCount) continue;
    // A short line that repeats a chosen one's main word says it twice.
    if (n <= 5 && echoes(sentence, body)) continue;
    const next = assemble(platform, parts, { ...layout, body: [...body, sentence] });
    if (next.length > limit) continue;
    if (phrases.some((phrase) => names(sentence, phrase) && crowds(next, phrase))) continue;
    body.push(sentence);
    words += n;
  }
  // A long post whose title or keyword still takes too large a share of it ends a line or two sooner.
  while (body.length > 0 && phrases.some((phrase) => crowds(assemble(platform, parts, { ...layout, body }), phrase))) body.pop();
  layout = { ...layout, body, tags: parts.hashtags.slice(0, HASHTAGS_IN_POST[platform]) };
  // Many hashtags on a short platform: drop hashtags before any message.
  while (assemble(platform, parts, layout).length > limit && layout.tags.length > 0) layout = { ...layout, tags: layout.tags.slice(0, -1) };
  const whole = assemble(platform, parts, layout);
  const text = whole.length > limit ? cutToFit(whole, limit) : whole;
  // Each fact left out is reported in the studio's line that holds it, so it can be pasted back.
  const lines = missingFacts(text, parts.facts).map((fact) => parts.factBlocks.find((block) => missingFacts(block, [fact]).length === 0) ?? fact.text);
  const leftOut = [...new Set(lines), ...parts.notes.filter((note) => !text.includes(note))];
  return { text, leftOut: text === whole ? leftOut : [...leftOut, parts.endOfPost] };
}
