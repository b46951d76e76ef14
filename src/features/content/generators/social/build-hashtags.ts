// Exactly N unique hashtags: the focus keywords (or the topic's tag) first, then the
// studio's specialties, its name and type, keyword variations, and the pack's wellness pool.

import type { SocialWords } from '../languages/language-pack.ts';
import type { BrandFacts } from '../shared/brand-facts.ts';
import type { Rng } from '../shared/seed.ts';
import { shuffle } from '../shared/seed.ts';

const MAX_TAG_LENGTH = 40;

/** "yoga for beginners" -> "#YogaForBeginners"; undefined when nothing usable is left. */
export function toHashtag(text: string): string | undefined {
  const words = text.normalize('NFKC').split(/[^\p{L}\p{N}]+/u).filter(Boolean);
  const body = words.map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join('');
  if (!body || body.length > MAX_TAG_LENGTH || /^\d+$/.test(body)) return undefined;
  return `#${body}`;
}

type TagOptions = { /** False for a topic's tag: no "tips" variations. */ variations?: boolean; /** Words the notes forbid: no tag holds one (#Detox, #DetoxTips). */ avoid?: readonly string[] };

const squashed = (text: string) => text.replace(/[^\p{L}\p{N}]+/gu, '').toLowerCase();

/** `words`: the pack's keyword suffixes ("tips") and its pool of general wellness tags. */
export function buildHashtags(keywords: readonly string[], facts: BrandFacts, count: number, rng: Rng, words: SocialWords, options: TagOptions = {}): string[] {
  const { variations = true, avoid = [] } = options;
  const forbidden = avoid.map(squashed).filter(Boolean);
  const candidates = [
    ...keywords,
    ...facts.specialties,
    ...(facts.hasName ? [facts.business] : []),
    ...(facts.businessType && facts.businessType !== 'Other' ? [facts.businessType] : []),
    ...(variations ? keywords.flatMap((k) => words.keywordTagSuffixes.map((suffix) => `${k} ${suffix}`)) : []),
    ...shuffle(rng, words.hashtagPool),
  ];
  const tags: string[] = [];
  const seen = new Set<string>();
  for (const candidate of candidates) {
    if (tags.length >= count) break;
    const tag = toHashtag(candidate);
    if (tag && !seen.has(tag.toLowerCase()) && !forbidden.some((word) => tag.toLowerCase().includes(word))) {
      seen.add(tag.toLowerCase());
      tags.push(tag);
    }
  }
  return tags;
}
