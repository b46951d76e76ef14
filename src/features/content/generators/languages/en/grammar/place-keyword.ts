// A location keyword woven as a writer would: "pilates cape town" -> "Pilates in Cape
// Town", "cape town yoga" -> "yoga in Cape Town", "massage near me" -> "massage nearby".
// A place is one the pack knows or a capitalised run after the practice; a leading
// run counts only when it is a known or tagged place (a class name is not).

import nlp from 'compromise';
import { EN_NAMES, KNOWN_PLACES } from '../names/index.ts';
import { PLACES_WITH_THE } from '../names/places.ts';

const WITH_THE = new Set(PLACES_WITH_THE.map((place) => place.toLowerCase()));
const inPlace = (place: string) => `in ${WITH_THE.has(place.toLowerCase()) ? 'the ' : ''}${place}`;

const PRACTICE_WORD = /\b(yoga|yin|vinyasa|hatha|pilates|meditation|mindfulness|breath\w*|massage|reiki|ayurved\w*|sound|retreats?|spa|therapy|wellness|wellbeing|classes?|courses?|workshops?|sessions?|healing|fitness|nutrition|detox|sleep|stress|anxiety|qigong|tai chi|barre|stretch\w*)\b/i;
const LINKED = / (in|near|at|from|of|for|with|to|by|on) $/i;
const CAPITALISED = /^[\p{Lu}\d][\p{L}\d'’-]*$/u;

/** A word of the practice rather than the place: a practice word, an acronym, a proper term ("Pilates", "HIIT"). */
function isPracticeWord(word: string): boolean {
  if (PRACTICE_WORD.test(word) || /^\p{Lu}{2,}$/u.test(word)) return !KNOWN_PLACES.has(word.toLowerCase());
  return !KNOWN_PLACES.has(word.toLowerCase()) && EN_NAMES.properCase(word.toLowerCase()) === word;
}

function isPlace(words: readonly string[]): boolean {
  const text = words.join(' ');
  if (KNOWN_PLACES.has(text.toLowerCase())) return true;
  return nlp(text).has('#Place') && !nlp(text).has('#Person');
}

/** The trailing place of a phrase: its last capitalised run after the practice ("Pilates Cape Town" -> "Cape Town"). */
function trailingPlace(words: readonly string[]): number {
  let start = words.length;
  while (start > 0 && CAPITALISED.test(words[start - 1] ?? '')) start -= 1;
  while (start < words.length && isPracticeWord(words[start] ?? '')) start += 1;
  if (start === 0 || start === words.length) return -1;
  const place = words.slice(start);
  // A run the pack does not know is a place unless it names a person ("yoga with Zoë").
  return isPlace(place) || !nlp(place.join(' ')).has('#Person') ? start : -1;
}

/** The leading place of a phrase: the longest known or tagged place it opens with ("Cape Town yoga"). */
function leadingPlace(words: readonly string[]): number {
  for (let end = Math.min(4, words.length - 1); end > 0; end -= 1) {
    const head = words.slice(0, end);
    if (head.every((word) => CAPITALISED.test(word) && !isPracticeWord(word)) && isPlace(head) && words.slice(end).some(isPracticeWord)) return end;
  }
  return -1;
}

/** A keyword as a writer weaves it into a sentence: its place after "in", "near me" as "nearby". */
export function weaveKeyword(keyword: string): string {
  const phrase = EN_NAMES.properCase(keyword.trim().replace(/\s+/g, ' '));
  const nearMe = /^(.+?)\s+near me$/i.exec(phrase) ?? /^near me\s+(.+)$/i.exec(phrase);
  if (nearMe) return `${nearMe[1]} nearby`;
  const words = phrase.split(' ');
  if (words.length < 2 || / (in|near|at) /i.test(` ${phrase} `)) return phrase;
  const trailing = trailingPlace(words);
  if (trailing > 0 && !LINKED.test(` ${words.slice(0, trailing).join(' ')} `)) {
    return `${words.slice(0, trailing).join(' ')} ${inPlace(words.slice(trailing).join(' '))}`;
  }
  const leading = leadingPlace(words);
  if (leading > 0) return `${words.slice(leading).join(' ')} ${inPlace(words.slice(0, leading).join(' '))}`;
  return phrase;
}

/** "yin yoga Port Louis" -> "yin yoga in Port Louis": the keyword's place joined with "in". */
export function placeWithIn(phrase: string): string {
  return weaveKeyword(phrase);
}

/** A keyword that names a place ("Port Louis", "Grand Baie"): capitalised words and no practice in them. */
export function isPlaceKeyword(keyword: string): boolean {
  const words = EN_NAMES.properCase(keyword.trim()).split(/\s+/);
  return words.length > 0 && words.length <= 4 && words.every((word) => /^\p{Lu}/u.test(word)) && !PRACTICE_WORD.test(keyword);
}

/**
 * Place keywords qualify the practice before them instead of standing as practices:
 * ["yin yoga", "Port Louis"] -> ["yin yoga in Port Louis"].
 * A list of places only is left as it is.
 */
export function joinPlaceKeywords(keywords: readonly string[]): string[] {
  const practices = keywords.filter((keyword) => !isPlaceKeyword(keyword));
  const places = keywords.filter(isPlaceKeyword).map((place) => EN_NAMES.properCase(place));
  if (practices.length === 0 || places.length === 0) return [...keywords];
  return [`${practices[0]} in ${places[0]}`, ...practices.slice(1)];
}
