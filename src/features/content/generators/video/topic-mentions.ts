// A script names its topic, then refers back to it: the spoken parts and the
// description's summary, in reading order, keep as many whole mentions as the length
// allows (two per 300 words, under 2.5% of the words); the later ones say the topic's
// short form instead ("yin yoga", "how mat pilates builds a stronger back").

import { mentionsAllowed, type ReferWords, referBack } from '../shared/refer-back.ts';

/** Under this many words a script is a short post: it may name its topic twice. */
const SHORT_SCRIPT_WORDS = 130;
const SHORT_SCRIPT_MENTIONS = 2;

/** A phrase's words as a reader counts them: "non-dancers" is two. */
const everyWord = (text: string) => text.match(/[\p{L}\p{N}]+/gu)?.length ?? 0;

/** The texts with the topic's mentions past the allowance said by `again`; `total`: the words of the whole video text. */
export function referToTopic(texts: readonly string[], topic: string, again: string, total: number, words: ReferWords): string[] {
  const phrase = topic.trim();
  const keep = total < SHORT_SCRIPT_WORDS ? SHORT_SCRIPT_MENTIONS : mentionsAllowed(total, everyWord(phrase));
  const references = again.trim().toLowerCase() !== phrase.toLowerCase() ? [again.trim()] : words.practice;
  return referBack(texts, phrase, { keep, references, words });
}
