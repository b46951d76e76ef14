// "a" or "an" by the sound of the next word, not its spelling: "an hour", "a one-to-one",
// "a UK retreat", "an MBSR course" (said letter by letter), "a HIIT class" (said as a
// word), "an 8-week course", "an 11am class".

import { ACRONYMS, AMBIGUOUS_ACRONYMS, SPOKEN_ACRONYMS } from '../names/acronyms.ts';

/** Acronyms a heading in capitals still says letter by letter (not those that are also words: ME, ACT). */
const KNOWN_ACRONYMS = new Set<string>(ACRONYMS.filter((acronym) => !AMBIGUOUS_ACRONYMS.includes(acronym)));

/** Letters whose names open with a vowel sound: "an F", "an MBSR", "an SUP". */
const VOWEL_LETTERS = /^[AEFHILMNORSX]/;
const CONSONANT_VOWELS = /^(uni|use|usu|ura|ure|uro|uti|ute|eu|ewe|one|once|ubiq)/i;
const SILENT_H = /^(hour|honest|honou?r|heir)/i;

/** Whether a word opens with a vowel sound, so it takes "an". */
export function opensWithVowelSound(word: string): boolean {
  const clean = word.replace(/^["'‘“(]+/, '');
  const letters = /^[\p{L}\d]+/u.exec(clean)?.[0] ?? '';
  if (letters === '') return false;
  if (/^\d/.test(letters)) {
    // Said "eight...", "eleven" or "eighteen" (also "eleven thousand"): "an 8-week course", "an 11am class".
    const number = /^\d[\d,]*/.exec(clean)?.[0] ?? '';
    const lead = number.includes(',') ? number.split(',')[0] : number;
    return number.startsWith('8') || lead === '11' || lead === '18';
  }
  const acronym = /^\p{Lu}{2,}s?$/u.test(letters) ? letters.replace(/s$/, '') : '';
  if (acronym) {
    const spoken = SPOKEN_ACRONYMS[acronym];
    return spoken ? spoken === 'vowel' : VOWEL_LETTERS.test(acronym);
  }
  if (SILENT_H.test(letters)) return true;
  return /^[aeiou]/i.test(letters) && !CONSONANT_VOWELS.test(letters);
}

/** "a energising" -> "an energising", "an calm" -> "a calm", "an HIIT" -> "a HIIT", "a MBSR" -> "an MBSR". */
export function fixArticles(text: string): string {
  return text.replace(/(?<![\p{L}\d'’-])([Aa])([nN]?) (?=(["'‘“(]?[\p{L}\d][^\s]*))/gu, (match, a: string, n: string, next: string, at: number, whole: string) => {
    if (/^[\p{Lu}]$/u.test(next) || /^(and|or|&)$/i.test(next)) return match;
    // In a line set in capitals (a heading), a word is read as a word: "A FIVE-MINUTE PRACTICE", "A HOT STONE MASSAGE".
    const end = whole.indexOf('\n', at);
    const line = whole.slice(whole.lastIndexOf('\n', at) + 1, end < 0 ? undefined : end);
    const shouted = /\p{Lu}.*\s.*\p{Lu}/u.test(line) && !/\p{Ll}/u.test(line);
    // ...except a known acronym, still said letter by letter: "AN MBSR COURSE".
    const word = /^[\p{L}\d]+/u.exec(next.replace(/^["'‘“(]+/, ''))?.[0] ?? '';
    const an = opensWithVowelSound(shouted && !KNOWN_ACRONYMS.has(word.replace(/s$/, '')) ? next.toLowerCase() : next);
    return an === (n.toLowerCase() === 'n') ? match : `${a}${an ? (shouted ? 'N' : 'n') : ''} `;
  });
}
