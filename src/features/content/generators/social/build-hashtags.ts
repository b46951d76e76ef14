// Exactly N unique hashtags by the shared rule (../shared/hashtags.ts): the focus
// keywords (or the topic's tag) first, split into their parts where a phrase is too
// long for one tag, then the studio's specialties, its name and type, keyword
// variations that still fit, and the pack's wellness pool.

import type { SocialWords } from '../languages/language-pack.ts';
import type { Grammar } from '../languages/grammar.ts';
import type { BrandFacts } from '../shared/brand-facts.ts';
import { collectHashtags, hashtagsOf, tagWordsOf } from '../shared/hashtags.ts';
import type { Rng } from '../shared/seed.ts';
import { shuffle } from '../shared/seed.ts';

export { hashtagOf as toHashtag } from '../shared/hashtags.ts';

type TagOptions = {
  /** False for a topic's tag: no "tips" variations. */ variations?: boolean;
  /** Words the notes forbid: no tag holds one (#Detox, #DetoxTips). */ avoid?: readonly string[];
  grammar?: Pick<Grammar, 'placeWithIn'>;
};

/** `words`: the pack's keyword suffixes ("tips") and its pool of general wellness tags. */
export function buildHashtags(keywords: readonly string[], facts: BrandFacts, count: number, rng: Rng, words: SocialWords, options: TagOptions = {}): string[] {
  const { variations = true, avoid = [], grammar } = options;
  const tagWords = tagWordsOf(words);
  // A variation follows a keyword only where the keyword is one tag already ("yin yoga tips", never "morning mobility for runners tips").
  const single = keywords.filter((k) => hashtagsOf(k, tagWords, grammar).length === 1);
  const sources = [
    ...keywords,
    ...facts.specialties,
    ...(facts.hasName ? [{ phrase: facts.business, whole: true }] : []),
    ...(facts.businessType && facts.businessType !== 'Other' ? [facts.businessType] : []),
    ...(variations ? single.flatMap((k) => words.keywordTagSuffixes.map((suffix) => ({ phrase: `${k} ${suffix}`, whole: true }))) : []),
    ...shuffle(rng, words.hashtagPool).map((phrase) => ({ phrase, whole: true })),
  ];
  return collectHashtags(sources, count, tagWords, { avoid, grammar });
}
