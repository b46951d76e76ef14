// The names a user gave, read from what they typed: the business name, any word in
// capitals inside ("McKenzie", "YogaWorks", "MBSR", "Zoë"), a capitalised run mid-
// sentence ("Still Water", "Hout Bay") and the names the tagger finds. A field in
// title case gives only its unusual words: its capitals are style, not names.

import type { Names } from '../../languages/grammar.ts';

const WORD = /[\p{L}\d][\p{L}\d'’-]*/gu;
const STARTS_SENTENCE = /(^|[.!?:;•\n-]\s*|["“(]\s*)$/;
const titleCased = (text: string) => {
  const words = text.match(/\p{L}[\p{L}'’-]*/gu) ?? [];
  return words.length >= 2 && words.filter((word) => /^\p{Lu}/u.test(word)).length >= words.length * 0.6;
};

/** A typed word whose capitals are the user's own spelling, wherever it stands. */
function isStyledWord(word: string, names: Names): boolean {
  if (/\p{Ll}\p{Lu}/u.test(word)) return true; // McKenzie, YogaWorks, iRest
  if (/^\p{Lu}[\p{Lu}\d]+$/u.test(word)) return !names.isEverydayWord(word) || names.ambiguousAcronyms.includes(word);
  return /^\p{Lu}/u.test(word) && /[^\p{ASCII}]/u.test(word); // Zoë, Émilie
}

/** The names in one typed text, as typed. */
function namesIn(text: string, names: Names): string[] {
  if (/^[\p{Lu}\d\s\W]+$/u.test(text) && /\p{Lu}{4}/u.test(text)) return []; // a field typed in capitals throughout
  const found: string[] = [];
  const styled = titleCased(text);
  let run: string[] = [];
  const endRun = () => {
    if (run.length >= 2 && !styled) found.push(run.join(' '));
    run = [];
  };
  for (const match of text.matchAll(WORD)) {
    const word = match[0];
    const start = match.index ?? 0;
    if (isStyledWord(word, names)) {
      // An acronym that is also a word is a name only beside the word it came with ("ACT therapy").
      const next = names.ambiguousAcronyms.includes(word) ? /^\s+([\p{L}'’-]+)/u.exec(text.slice(start + word.length))?.[1] : '';
      if (next !== undefined) found.push(next ? `${word} ${next}` : word);
    }
    const midSentence = !STARTS_SENTENCE.test(text.slice(0, start));
    const between = run.length > 0 && /^\s+$/.test(text.slice(start - 1, start));
    if (/^\p{Lu}/u.test(word) && word !== 'I' && (midSentence || between)) run.push(word);
    else endRun();
    if (midSentence && !styled && names.ambiguousPlaces.includes(word)) found.push(word);
  }
  endRun();
  for (const name of names.taggedNames(text)) {
    const clean = name.replace(/[^\p{L}\d'’\s-]/gu, '').trim();
    if (/^\p{Lu}/u.test(clean) && !(clean.split(' ').length === 1 && names.isEverydayWord(clean))) found.push(clean);
  }
  return found;
}

/** Every name the user gave across their texts, minus plain single words they also wrote in lower case (those are ordinary words to them; an everyday-word place is kept, as it only counts after "in"). */
export function userNames(texts: readonly string[], phrases: readonly string[], names: Names): string[] {
  const lower = new Set(texts.flatMap((text) => text.match(/(?<![\p{L}])\p{Ll}[\p{L}'’-]*/gu) ?? []));
  const found = texts.flatMap((text) => namesIn(text, names));
  const kept = found.filter((name) => name.includes(' ') || !lower.has(name.toLowerCase()) || isStyledWord(name, names) || names.ambiguousPlaces.includes(name));
  return [...new Set([...phrases.filter((phrase) => /\p{Lu}/u.test(phrase)), ...kept])];
}
