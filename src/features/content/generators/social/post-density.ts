// How often a post may name a keyword or its topic: twice at most however short it
// is, and in a post of 150 words or more, once it comes back, under 2.5% of its words
// (a long post that keeps coming back to one phrase reads as written for a search
// engine; named once, a long topic is the user's own words).

import { LONG_TEXT_WORDS, normalised, phraseUses } from '../polish/measures.ts';

const MAX_SHARE = 0.025;

const wordsIn = (text: string) => normalised(text).split(' ').filter(Boolean).length;

/** Whether `text` names `phrase` ("yin yoga in Cape Town" names "yin yoga cape town"). */
export function names(text: string, phrase: string): boolean {
  return phraseUses(text, phrase) > 0;
}

/** Whether `phrase` comes back in `text` more often than its length allows. */
export function crowds(text: string, phrase: string): boolean {
  const uses = phraseUses(text, phrase);
  if (uses === 0) return false;
  const words = wordsIn(text);
  if (uses > Math.max(2, Math.floor((2 * words) / 300))) return true;
  return uses >= 2 && words >= LONG_TEXT_WORDS && (uses * wordsIn(phrase)) / words >= MAX_SHARE;
}
