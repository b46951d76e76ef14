import nlp from 'compromise';

export const MAX_VIDEO_HASHTAGS = 10;

const STOP_WORDS = new Set(['a', 'an', 'and', 'for', 'the', 'to', 'of', 'in', 'on', 'with', 'your', 'you', 'how', 'what', 'why', 'about', 'from', 'into', 'this', 'that']);

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
};

/**
 * The topic as one tag, then the video type's tags, the key points and the
 * brand's SEO keywords (short ones), the business name, the topic's main words;
 * unique, at most ten.
 */
export function buildHashtags(sources: HashtagSources): string[] {
  // Tags are things people search for: the topic's nouns ("yin poses"), never the whole title glued together.
  const topicNouns = nlp(sources.topic)
    .nouns()
    .out('array')
    .map((noun: string) => noun.toLowerCase().replace(/^(\d+|a|an|the|your|my|our)\s+/, '').trim())
    .filter((noun: string) => noun.length > 3 && noun.split(/\s+/).length <= 2 && !STOP_WORDS.has(noun));
  const shortPhrases = (list: readonly string[]) => list.filter((phrase) => phrase.trim().split(/\s+/).length <= 3);
  const candidates = [
    ...(sources.topic.trim().split(/\s+/).length <= 3 ? [toHashtag(sources.topic)] : []),
    ...sources.typeTags,
    ...shortPhrases(sources.points).map(toHashtag),
    ...shortPhrases(sources.brandKeywords).slice(0, 2).map(toHashtag),
    sources.business ? toHashtag(sources.business) : '',
    ...topicNouns.map(toHashtag),
  ];
  return [...new Set(candidates.filter((tag) => tag.length > 1 && tag.length <= 30))].slice(0, MAX_VIDEO_HASHTAGS);
}
