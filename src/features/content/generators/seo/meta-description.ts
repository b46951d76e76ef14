import { SEO_META_DESCRIPTION_MIN, SEO_META_DESCRIPTION_TARGET } from '#domain/media-options.ts';
import { containsPhrase } from './phrase-match.ts';
import type { MetaDescription, MetaStatus } from './seo-types.ts';

/** Under 120 characters is too short, over the 160 target too long. */
export function metaStatus(length: number): MetaStatus {
  if (length < SEO_META_DESCRIPTION_MIN) return 'too_short';
  if (length > SEO_META_DESCRIPTION_TARGET) return 'too_long';
  return 'good';
}

export function splitSentences(text: string): string[] {
  return text
    .split(/(?<=[.!?…])\s+/)
    .map((sentence) => sentence.trim())
    .filter(Boolean);
}

/** Cut at a word boundary so that, with the ellipsis, it fits `max` characters. */
export function truncateAtWord(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  const kept = (space > 0 ? cut.slice(0, space) : cut).replace(/[\s,;:.\-–—]+$/, '');
  return `${kept}…`;
}

function fill(sentences: readonly string[]): string {
  let text = '';
  for (const sentence of sentences) {
    const next = text ? `${text} ${sentence}` : sentence;
    if (next.length <= SEO_META_DESCRIPTION_TARGET) {
      text = next;
      continue;
    }
    if (text.length < SEO_META_DESCRIPTION_MIN) text = truncateAtWord(next, SEO_META_DESCRIPTION_TARGET);
    break;
  }
  return text;
}

function describe(text: string): MetaDescription {
  return { text, length: text.length, target: SEO_META_DESCRIPTION_TARGET, status: metaStatus(text.length) };
}

/**
 * A meta description made of whole sentences of the content, 120-160 characters
 * when the content allows: it starts at the first sentence holding the primary
 * keyword (or the opening sentence, when that reads better), adds sentences while
 * they fit, and ends a long sentence at a word with "…" to reach 120.
 */
export function composeMetaDescription(sentences: readonly string[], primaryKeyword: string): MetaDescription {
  const keywordAt = sentences.findIndex((sentence) => containsPhrase(sentence, primaryKeyword));
  const candidates = [keywordAt >= 0 ? fill(sentences.slice(keywordAt)) : undefined, fill(sentences)]
    .filter((text): text is string => text !== undefined)
    .map(describe);
  const good = candidates.find((candidate) => candidate.status === 'good');
  const longest = candidates.reduce((best, candidate) => (candidate.length > best.length ? candidate : best));
  return good ?? longest;
}
