// Hashtags as a person would type them: one to three words, under 20 characters with
// the mark, each once whatever its case. A phrase too long for one tag gives its parts
// ("morning mobility for runners" -> #MorningMobility, #Runners; "yin yoga Port Louis"
// -> #YinYoga, #PortLouis), never the phrase glued whole, never a bare general word
// (#Studio, #Session). The tools give noun phrases only (a topic's, see the pack's
// topicPhrases), never a verb or a question word. Social posts and video
// scripts both build their tags here; the words a phrase breaks at come from the pack.

import type { Grammar } from '../languages/grammar.ts';
import type { SocialWords } from '../languages/language-pack.ts';

export const MAX_TAG_WORDS = 3;
/** A tag's length with its "#": under 20. */
export const MAX_TAG_LENGTH = 19;

export type TagWords = {
  /** Where a phrase breaks into tags: punctuation and small words ("for", "with", "in"). */
  breaks: RegExp;
  /** Leading words a tag leaves out ("our", "new", "the"). */
  skip: RegExp;
  /** Words too general to stand as a tag alone ("studio", "session"): #Studio says nothing. */
  generic: RegExp;
};

/** The pack's words for tags (kept with the social words). */
export const tagWordsOf = (words: Pick<SocialWords, 'tagBreaks' | 'topicTagSkip' | 'tagGeneric'>): TagWords => ({ breaks: words.tagBreaks, skip: words.topicTagSkip, generic: words.tagGeneric });

const wordsOf = (text: string) => text.normalize('NFKC').split(/[^\p{L}\p{N}]+/u).filter(Boolean);

/** One tag for the whole phrase ("hot stone massage" -> #HotStoneMassage), or undefined when it breaks the rule. */
export function hashtagOf(phrase: string): string | undefined {
  const words = wordsOf(phrase);
  // A word typed in capitals keeps them (HIIT); the others start with one.
  const body = words.map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join('');
  if (words.length === 0 || words.length > MAX_TAG_WORDS || body.length + 1 > MAX_TAG_LENGTH || /^\d+$/.test(body)) return undefined;
  return `#${body}`;
}

/** The tags a phrase gives: itself when it fits, else its parts, its head noun pair first. */
export function hashtagsOf(phrase: string, words: TagWords, grammar?: Pick<Grammar, 'placeWithIn'>): string[] {
  const whole = hashtagOf(phrase);
  const spaced = grammar ? grammar.placeWithIn(phrase) : phrase;
  // A practice in a place is tagged whole, then the place on its own (#PilatesCapeTown, #CapeTown).
  if (whole && spaced === phrase) return [whole];
  const parts = spaced
    .split(words.breaks)
    .map((part) => {
      const kept = wordsOf(part ?? '');
      // A count or a small word does not lead a tag (#YinPoses from "3 yin poses").
      while (kept.length > 0 && (words.skip.test(kept[0] ?? '') || /^\d+$/.test(kept[0] ?? ''))) kept.shift();
      return kept;
    })
    .filter((part) => part.length > 0);
  const tags = parts.flatMap((part) => {
    const tag = hashtagOf(part.join(' '));
    if (tag) return [tag];
    // A long run reads from its end: "full moon sound bath" -> #SoundBath, #FullMoon.
    const pairs: string[] = [];
    for (let end = part.length; end >= 2; end -= 2) pairs.push(part.slice(end - 2, end).join(' '));
    return pairs.map(hashtagOf).filter((t): t is string => t !== undefined);
  });
  const all = whole ? [whole, ...tags.slice(1)] : tags;
  return all.filter((tag, i) => all.findIndex((t) => t.toLowerCase() === tag.toLowerCase()) === i);
}

const squashed = (text: string) => text.replace(/[^\p{L}\p{N}]+/gu, '').toLowerCase();

export type TagSource = { phrase: string; /** A name is tagged whole or not at all. */ whole?: boolean };

/** Up to `count` unique tags from the sources in order; none holds a word the notes forbid. */
export function collectHashtags(sources: readonly (string | TagSource)[], count: number, words: TagWords, options: { avoid?: readonly string[]; grammar?: Pick<Grammar, 'placeWithIn'> } = {}): string[] {
  const forbidden = (options.avoid ?? []).map(squashed).filter(Boolean);
  const tags: string[] = [];
  const seen = new Set<string>();
  for (const source of sources) {
    const { phrase, whole = false } = typeof source === 'string' ? { phrase: source } : source;
    const found = whole ? [hashtagOf(phrase)].filter((t): t is string => t !== undefined) : hashtagsOf(phrase, words, options.grammar);
    for (const tag of found) {
      if (tags.length >= count) return tags;
      const key = tag.toLowerCase();
      if (seen.has(key) || forbidden.some((word) => key.includes(word)) || words.generic.test(tag.slice(1))) continue;
      seen.add(key);
      tags.push(tag);
    }
  }
  return tags;
}
