// A video's hashtags: the topic, the video type's tags, the key points, the brand's
// keywords and name, and the topic's nouns (found by the pack's grammar).

export const MAX_VIDEO_HASHTAGS = 10;

/** "Hip openers!" -> "#hipopeners"; empty when nothing is left. */
export function toHashtag(phrase: string): string {
  const body = phrase
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '');
  return body ? `#${body}` : '';
}

export type HashtagSources = {
  topic: string;
  points: readonly string[];
  typeTags: readonly string[];
  brandKeywords: readonly string[];
  business?: string;
  /** The topic's nouns as people search for them ("yin poses"). */
  topicNouns: readonly string[];
};

/**
 * The topic as one tag, then the video type's tags, the key points and the
 * brand's SEO keywords (short ones), the business name, the topic's main words;
 * unique, at most ten.
 */
export function buildHashtags(sources: HashtagSources): string[] {
  const shortPhrases = (list: readonly string[]) => list.filter((phrase) => phrase.trim().split(/\s+/).length <= 3);
  const candidates = [
    ...(sources.topic.trim().split(/\s+/).length <= 3 ? [toHashtag(sources.topic)] : []),
    ...sources.typeTags,
    ...shortPhrases(sources.points).map(toHashtag),
    ...shortPhrases(sources.brandKeywords).slice(0, 2).map(toHashtag),
    sources.business ? toHashtag(sources.business) : '',
    ...sources.topicNouns.map(toHashtag),
  ];
  return [...new Set(candidates.filter((tag) => tag.length > 1 && tag.length <= 30))].slice(0, MAX_VIDEO_HASHTAGS);
}
