// A video's hashtags, by the shared rule (../shared/hashtags.ts): the topic's noun phrases, the
// video type's tags, the key points, the brand's keywords and name, and the topic's
// nouns (found by the pack's grammar); at most ten.

import type { Grammar } from '../languages/grammar.ts';
import { collectHashtags, type TagWords } from '../shared/hashtags.ts';

export const MAX_VIDEO_HASHTAGS = 10;

export type HashtagSources = {
  /** The topic's noun phrases (the pack's topicPhrases): never its verbs or question words. */
  topic: readonly string[];
  /** The key points' noun phrases. */
  points: readonly string[];
  /** The video type's own tag words ("wellness tips"). */
  typeTags: readonly string[];
  brandKeywords: readonly string[];
  business?: string;
  /** The topic's nouns as people search for them ("yin poses"). */
  topicNouns: readonly string[];
};

/** The topic's noun phrases (or their parts), the type's tags, the key points and two brand keywords, the business name, the topic's nouns. */
export function buildHashtags(sources: HashtagSources, words: TagWords, grammar?: Pick<Grammar, 'placeWithIn'>): string[] {
  return collectHashtags(
    [
      ...sources.topic,
      ...sources.typeTags,
      ...sources.points,
      ...sources.brandKeywords.slice(0, 2),
      ...(sources.business ? [{ phrase: sources.business, whole: true }] : []),
      ...sources.topicNouns,
    ],
    MAX_VIDEO_HASHTAGS,
    words,
    { grammar },
  );
}
