// Staff notes are written in shorthand ("2 places left", "mats provided",
// "arrive 10 min early"); the client reads whole sentences in the studio's voice.
// These turn such fragments into sentences, and say whether a note tells her that
// something is provided, so a "do I need to bring..." question hears that she need not.

import { MONEY } from '../facts/fact-patterns.ts';

const SMALL_NUMBERS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];
const NUMBER_WORDS: Record<string, number> = Object.fromEntries(SMALL_NUMBERS.map((word, n) => [word, n]));

const upperFirst = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const isPlural = (noun: string) => /[^s]s$/i.test(noun.trim()) || /\b(?:people|children)$/i.test(noun);

/** Shorthand units written out, and a small number before a unit in words: "10 min" -> "ten minutes". */
export function spelledOut(text: string): string {
  return text
    .replace(/\b(\d+)\s*(?:mins?|minutes?)\b\.?/gi, (_m, n: string) => `${n} minutes`)
    .replace(/\b(\d+)\s*(?:hrs?|hours?)\b\.?/gi, (_m, n: string) => `${n} hours`)
    .replace(/\b(\d+) (minutes|hours|days|weeks)\b/g, (_m, n: string, unit: string) => {
      const value = Number(n);
      const named = value <= 10 ? SMALL_NUMBERS[value]! : n;
      return `${named} ${value === 1 ? unit.replace(/s$/, '') : unit}`;
    });
}

/** Why an arrival time is asked for, said once after the request. */
const REASONS: readonly [RegExp, string][] = [
  [/^arrive\b.*\bearly$/i, ' so we can settle you in'],
  [/^(?:bring|wear)\b.*\b(?:layers|socks|clothes|clothing|jumper|sweater)$/i, ' so you stay comfortable'],
];

/** A reminder to her as a sentence: "arrive 10 min early" -> "Please arrive ten minutes early so we can settle you in." */
export function reminderSentence(action: string): string {
  const clause = spelledOut(action.trim().replace(/[.!?,;:]+$/, ''));
  const reason = REASONS.find(([pattern]) => pattern.test(clause))?.[1] ?? '';
  return `Please ${clause}${reason}.`;
}

const PLACES = /^(\d+|an?|one|two|three|four|five|six|seven|eight|nine|ten|a few|only \d+|just \d+)\s+((?:more\s+)?(?:places?|spots?|spaces?|seats?|rooms?|tickets?|slots?|beds?))\s+(left|remaining|available|free|open)$/i;
const STATE = /^((?:[\p{L}'-]+\s){0,2}[\p{L}'-]+)\s+(provided|included|supplied|available|free|allowed|welcome|fine|ok|okay)$/iu;
const PROVIDES = /^(?:provided|included|supplied)$/i;
/** Words that already make a sentence of a note: it is said as written, not rebuilt. */
const FINITE = /\b(?:is|are|was|were|has|have|had|can|will|would|should|do|does|did|we|you|she|he|they|it|i)\b/i;

export type Fragment = { text: string; provides: boolean };

/** The fragment as a sentence to her, or undefined when it is not a fragment this reads. */
export function fragmentSentence(note: string): Fragment | undefined {
  const text = note.trim().replace(/[.!]+$/, '');
  const places = PLACES.exec(text);
  if (places) {
    const count = places[1]!.toLowerCase().replace(/^(?:only|just)\s+/, '');
    const value = /^\d+$/.test(count) ? Number(count) : (NUMBER_WORDS[count] ?? (/^an?$/.test(count) ? 1 : 3));
    const noun = places[2]!.toLowerCase();
    const few = value > 0 && value <= 3;
    const verb = value === 1 ? 'is' : 'are';
    return { text: `There ${verb} ${few ? 'only ' : ''}${/^an?$/.test(count) ? 'one' : count} ${noun} ${places[3]!.toLowerCase()}${few ? ", so it's worth booking soon" : ''}.`, provides: false };
  }
  if (FINITE.test(text)) return undefined;
  const timed = /^(starts|begins|finishes|ends|opens|closes)\s+(?:at\s+)?(\d.*)$/i.exec(text);
  if (timed) return { text: `It ${timed[1]!.toLowerCase()} at ${timed[2]}.`, provides: false };
  // "free parking behind the building" -> "There is free parking behind the building."
  const there = /^(?:free|plenty of|lots of|limited|ample|secure|on-site|onsite)\s+[\p{L}]/iu.exec(text);
  if (there) return { text: `There is ${text.charAt(0).toLowerCase()}${text.slice(1)}.`, provides: false };
  const state = STATE.exec(text);
  if (state) {
    const thing = state[1]!;
    const word = state[2]!.toLowerCase();
    const adjective = /^(?:ok|okay)$/.test(word) ? 'fine' : word;
    if (/^(?:card|cash|bank transfer|paypal|apple pay|contactless)$/i.test(thing)) return { text: `Paying by ${thing.toLowerCase()} is ${adjective}.`, provides: false };
    return { text: `${upperFirst(thing.toLowerCase())} ${isPlural(thing) ? 'are' : 'is'} ${adjective}.`, provides: PROVIDES.test(word) };
  }
  // "showers yes": what she asked about is there for her.
  const yes = /^((?:[\p{L}'-]+\s){0,2}[\p{L}'-]+)\s*[:-]?\s+yes$/iu.exec(text);
  if (yes) return { text: `Yes, ${yes[1]!.toLowerCase()} ${isPlural(yes[1]!) ? 'are' : 'is'} available.`, provides: false };
  return undefined;
}

/** Words that already name what an amount is. */
const MONEY_NOUN = /\b(?:price|cost|fee|rate|deposit|balance|charge|supplement|rent|fare)s?$/i;

/** One "label amount" piece as a clause: "early bird Rs 1,000 till 10 March" -> "the early bird price is Rs 1,000 until 10 March". */
function priceClause(piece: string): string | undefined {
  const money = MONEY.exec(piece);
  if (!money) return undefined;
  const label = piece
    .slice(0, money.index)
    .replace(/\s*(?:[:=–-]|\bis\b|\bat\b|\bof\b)\s*$/i, '')
    .replace(/^the\s+/i, '')
    .trim()
    .toLowerCase();
  if (label.split(/\s+/).length > 3 || /\d/.test(label)) return undefined;
  const amount = money[0].replace(/\s?(?:pp|p\.p\.)$/i, ' per person');
  const rest = piece
    .slice(money.index + money[0].length)
    .replace(/^\s*(?:till|til|to)\b/i, ' until')
    .trimEnd();
  if (label === '' || /^(?:price|cost|fee|rate)s?$/.test(label)) return `it's ${amount}${rest}`;
  return `the ${label}${MONEY_NOUN.test(label) ? '' : ' price'} is ${amount}${rest}`;
}

/** Prices in shorthand as a sentence: "price Rs 1,200, early bird Rs 1,000 till 10 March" -> "It's Rs 1,200, and the early bird price is Rs 1,000 until 10 March." */
export function priceSentence(note: string): string | undefined {
  const pieces = note
    .trim()
    .replace(/[.!]+$/, '')
    .split(/,\s+|;\s*/);
  const clauses = pieces.map(priceClause);
  if (clauses.some((clause) => clause === undefined)) return undefined;
  const said = clauses as string[];
  const joined = said.length < 3 ? said.join(', and ') : `${said.slice(0, -1).join(', ')}, and ${said.at(-1)}`;
  return `${upperFirst(joined)}.`;
}
