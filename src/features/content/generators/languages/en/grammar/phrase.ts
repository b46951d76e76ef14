// How an English writer uses what the user typed: a field goes mid-sentence in lower case
// unless it holds a name, a place trails its practice with "in", a countable
// singular thing takes an article, a long field is cut to its core phrase. The
// natural-language library tags words (verb forms, plurals); it loads only with
// the studio's generator chunk.

import nlp from 'compromise';
import { EN_NAMES } from '../names/index.ts';
import { opensWithVowelSound } from './articles.ts';
import { placeWithIn } from './place-keyword.ts';

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

/** Whether a field opens with a name: one the pack knows ("Pilates", "Cape Town walks"), a spelling of the user's own ("Zoë's class"), a capitalised run ("Still Water retreats"), or a person, place, day or month the tagger reads. */
function opensWithName(text: string, first: string, second: string): boolean {
  if (!/^\p{Lu}/u.test(first)) return false;
  if (/[^\p{ASCII}]/u.test(first) || /^\p{Lu}[\p{L}'’-]*$/u.test(second)) return true;
  if (/^\p{Lu}/u.test(EN_NAMES.properCase(lowerFirst(text)))) return true;
  return nlp(text).terms().first().has('(#Person|#Place|#Organization|#WeekDay|#Month)');
}

/** "Preparing your body..." -> "preparing your body...", "Mindfulness" -> "mindfulness"; "Prenatal Yin", "Pilates", "Cape Town walks", "Zoë's class", "MBSR" and "I" keep their capitals. */
export function inSentence(text: string): string {
  const trimmed = text.trim().replace(/[.!?]+$/, '');
  const [first = '', ...rest] = trimmed.split(/\s+/);
  const styled = rest.some((word) => /^\p{Lu}/u.test(word)) && rest.every((word) => /^[\p{Lu}\d]|^(and|of|in|for|the|a|&)$/u.test(word));
  if (first === 'I' || first.slice(1) !== first.slice(1).toLowerCase() || styled) return trimmed;
  return opensWithName(trimmed, first, rest[0] ?? '') ? trimmed : lowerFirst(trimmed);
}

/** An item of a list the product offers ("Yin Yoga", "Traditional Chinese Medicine") in running text: "yin yoga", "traditional Chinese medicine"; acronyms and proper terms keep their capitals. */
export function runningText(item: string): string {
  const words = item.trim().split(/\s+/).map((word) => (/^\p{Lu}[\p{Lu}\d]+s?$|\p{Ll}\p{Lu}/u.test(word) ? word : word.toLowerCase()));
  return EN_NAMES.properCase(words.join(' '));
}

/** Practices named after a person or a tradition, places and acronyms keep their capitals: "reformer Pilates", "HIIT". */
export function properTerms(text: string): string {
  return EN_NAMES.properCase(text);
}

/** Whether a phrase's last noun is plural ("3 yin poses", "retreats"). */
export function isPlural(phrase: string): boolean {
  const last = nlp(phrase).terms().last();
  return last.has('#Plural') || (/s$/i.test(phrase) && !/(ss|us|is|ness|yoga)$/i.test(phrase) && last.has('#Noun') && !last.has('#Singular'));
}

const COUNTABLE = /\b(course|class|retreat|workshop|session|program|programme|pose|routine|plan|guide|massage|ceremony|circle|bath|challenge|membership|package|treatment|consultation|weekend|break|getaway|cleanse|facial|ritual|habit|flow|sequence|training course|teacher training course)$/i;

/** "a beginner yoga course"; "yin yoga" and "retreats" stay as they are. */
export function withArticle(phrase: string): string {
  // The head noun decides, not the place after it: "a sound bath in Port Louis".
  const head = phrase.replace(/\s+(in|at|near)\s+(the\s+)?\p{Lu}.*$/u, '');
  if (!COUNTABLE.test(head) || /^(a|an|the|our|your|my|this|\d+)\b/i.test(phrase)) return phrase;
  return `${opensWithVowelSound(phrase) ? 'an' : 'a'} ${phrase}`;
}

/** A keyword as a noun phrase a sentence can use: place joined with "in", article when it needs one. */
export function keywordNoun(keyword: string): string {
  return withArticle(placeWithIn(inSentence(keyword)));
}

const CLAUSE = /\s*(,|;|:|\(|\bwho\b|\bthat\b|\bwhich\b|\bwanting\b|\blooking\b|\bwith\b|\bwhere\b|\bbecause\b|\bafter\b|\band who\b)/i;

/** The core of a long field for a headline or a line: its first clause, at most `maxWords` words. */
export function corePhrase(text: string, maxWords = 5): string {
  const clean = text.trim().replace(/\s+/g, ' ').replace(/[.!?]+$/, '');
  const cut = clean.search(CLAUSE);
  const head = (cut > 2 ? clean.slice(0, cut) : clean).split(' ');
  const words = head.slice(0, maxWords);
  while (words.length > 1 && /^(and|or|of|for|to|the|a|an|in|on|at|with|who|your|their|our)$/i.test(words[words.length - 1] ?? '')) words.pop();
  return words.join(' ');
}

/** The base form of a third-person verb: "asks" -> "ask", "carries" -> "carry". */
export function baseVerb(word: string): string {
  if (/^(is)$/i.test(word)) return 'are';
  if (/^(has)$/i.test(word)) return 'have';
  if (/^(was)$/i.test(word)) return 'were';
  if (/^(does)$/i.test(word)) return 'do';
  const base = nlp(word).verbs().toInfinitive().text();
  return base || word.replace(/s$/, '');
}

/** Whether a note opens with a bare verb ("Check with...", "Bring a mat"). */
export function isImperative(text: string): boolean {
  const first = nlp(text.trim()).terms().first();
  return first.has('#Infinitive') && !first.has('#Noun') && !first.has('#Gerund');
}

/** Whether a note opens with a third-person verb and no subject ("Wants to book..."). */
export function opensWithThirdPersonVerb(text: string): boolean {
  const word = text.trim().split(/\s+/)[0] ?? '';
  return /^\p{Lu}?\p{Ll}+s$/u.test(word) && nlp(word).has('#Verb') && !nlp(word).has('#Noun');
}

const TOPIC_STOP_WORDS = new Set(['a', 'an', 'and', 'for', 'the', 'to', 'of', 'in', 'on', 'with', 'your', 'you', 'how', 'what', 'why', 'about', 'from', 'into', 'this', 'that']);

/** Tags are things people search for: the topic's nouns ("yin poses"), never the whole title glued together. */
export function topicNouns(topic: string): string[] {
  return nlp(topic)
    .nouns()
    .out('array')
    .map((noun: string) => noun.toLowerCase().replace(/^(\d+|a|an|the|your|my|our)\s+/, '').trim())
    .filter((noun: string) => noun.length > 3 && noun.split(/\s+/).length <= 2 && !TOPIC_STOP_WORDS.has(noun));
}
