// A keyword slot's words agree with what fills it. A plural keyword ("hiit classes",
// "sound baths") takes a plural verb where it is the subject ("Why HIIT Classes Are
// Worth Your Time", "Are Sound Baths Right for You?"); after a quantifier a keyword
// reads as a mass or a count ("a little more yin yoga", "a few more HIIT classes",
// "more MBSR course" without its article).

import nlp from 'compromise';
import { baseVerb } from './phrase.ts';

/** Words that end in "s" and are one thing: "pilates is", "aerobics is". */
const ONE_THING = /(ss|us|is|ness|ics)$|^(pilates|diabetes|measles|mumps|news|series|species|means|lens|chaos)$/i;

/** Whether a keyword phrase names several things ("hiit classes", "sound baths in Byron Bay"), so its verb is plural. */
export function isPluralPhrase(phrase: string): boolean {
  // The head noun decides, not the place after it, nor a "relief from stress" it names a remedy for.
  const head = phrase
    .trim()
    .replace(/\s+(in|at|near)\s+(the\s+)?\p{Lu}.*$/u, '')
    .replace(/\s+nearby$/i, '');
  const last = head.split(/\s+/).pop() ?? '';
  if (!/\p{L}s$/iu.test(last) || ONE_THING.test(last) || /^(a|an)\s/i.test(head)) return false;
  return nlp(`the ${last.toLowerCase()}`).terms().last().has('#Plural');
}

const SLOT = '\\{(kw2?|Kw2?)\\}';
/** Words before a slot that make it the object, not the subject: "the case for {kw} is". */
const NOT_SUBJECT = /\b(of|for|in|about|with|to|from|on|at|by|into|than|like|through|without|around|after|before|during|over|beyond|between|and|or|&)\s$/i;
const ADVERB = '(?:often|really|also|still|only|actually|simply|slowly|always|never|rarely|usually|quietly|gently|already)';
const AGREE_AFTER = new RegExp(`${SLOT}(\\s+(?:(?:that|which|who)\\s+)?(?:${ADVERB}\\s+)?)(\\p{L}+(?:n't)?)(?![\\p{L}'’-])`, 'giu');
const AGREE_BEFORE = new RegExp(`(^|[.!?:]\\s+|\\b(?:what|why|how|where|when|whether|who)\\s+)(is|does|has|was|isn't|doesn't|hasn't|wasn't)(\\s+)(?=${SLOT})`, 'giu');
const NEGATIVE: Record<string, string> = { "isn't": "aren't", "doesn't": "don't", "hasn't": "haven't", "wasn't": "weren't" };

const sameCase = (model: string, word: string) => (/^\p{Lu}/u.test(model) ? word.charAt(0).toUpperCase() + word.slice(1) : word);

/** The plural form of a singular present verb ("is" -> "are", "helps" -> "help"), or undefined when the word is no such verb. */
function pluralVerb(word: string): string | undefined {
  const lower = word.toLowerCase();
  const negative = NEGATIVE[lower];
  if (negative) return sameCase(word, negative);
  if (/^(is|has|was|does)$/.test(lower)) return sameCase(word, baseVerb(lower));
  if (!/s$/.test(lower) || !nlp(`it ${lower}`).terms().last().has('#PresentTense')) return undefined;
  return sameCase(word, baseVerb(lower));
}

/** "a little more" before several things is "a few more", "less" is "fewer". */
const QUANTIFIER = new RegExp(`(?<![\\p{L}])(a little more|a little|a bit more|more|less|some|plenty of|a lot of|lots of)(\\s)${SLOT}`, 'giu');
const COUNTED: Record<string, string> = { 'a little more': 'a few more', 'a little': 'a few', 'a bit more': 'a few more', less: 'fewer' };

/**
 * The template with its keyword slots' words in agreement with their values: a plural
 * keyword's verbs plural, a keyword after a quantifier without its article ("a little more
 * an MBSR course" -> "a little more MBSR course") or counted ("a few more HIIT classes").
 */
export function agreeSlots(template: string, slots: Readonly<Record<string, string>>): string {
  const plural = (slot: string) => isPluralPhrase(slots[slot] ?? '');
  return template
    .replace(QUANTIFIER, (match, quantifier: string, space: string, slot: string) => {
      const value = slots[slot];
      if (value === undefined) return match;
      if (plural(slot)) return `${sameCase(quantifier, COUNTED[quantifier.toLowerCase()] ?? quantifier)}${space}{${slot}}`;
      const bare = value.replace(/^(a|an)\s+/i, '');
      return bare === value ? match : `${quantifier}${space}${bare}`;
    })
    .replace(AGREE_BEFORE, (match, before: string, verb: string, space: string, slot: string) => {
      const agreed = plural(slot) ? pluralVerb(verb) : undefined;
      return agreed ? `${before}${agreed}${space}` : match;
    })
    .replace(AGREE_AFTER, (match, slot: string, space: string, verb: string, at: number, whole: string) => {
      // "the case for {kw} is" is about the case; "{kw} that feels good" is about the keyword, whatever comes before.
      if (!plural(slot) || (NOT_SUBJECT.test(whole.slice(0, at)) && !/^\s+(that|which|who)\s/i.test(space))) return match;
      const agreed = pluralVerb(verb);
      return agreed ? `{${slot}}${space}${agreed}` : match;
    });
}
