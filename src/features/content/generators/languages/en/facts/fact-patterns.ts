// The English shapes of a studio's facts: dates, days, times, durations, prices,
// discounts, deadlines, people, places, things to bring, links, phone numbers and
// counts, as studios type them ("19-21 June", "Tue/Thu 9:30", "Rs 12,500 pp",
// "WhatsApp +230 5712 3456", "5 places left"). Order matters: a span taken by an
// earlier kind is not read again (a price's digits are not a time).

import type { FactKind } from '../../../shared/facts/fact-types.ts';

/** A month, its abbreviation's dot kept only inside a date ("Mar. 14"), never the full stop after it. */
const MONTH = '(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)(?:\\.(?=\\s?\\d|,))?';
const DAY_NUM = '\\d{1,2}(?:st|nd|rd|th)?';
const YEAR = '(?:,?\\s+(?:20\\d\\d))?';
const WEEKDAY =
  '(?:mon(?:day)?s?|tue(?:s(?:day)?)?s?|wed(?:nesday)?s?|thu(?:r(?:s(?:day)?)?)?s?|fri(?:day)?s?|sat(?:urday)?s?|sun(?:day)?s?)';
/** "19-21", "14 - Sun 15", "Friday 19 – Sunday 21": the second day of a range, its weekday optional. */
const RANGE = `(?:\\s?(?:-|–|—|to|and|&)\\s?(?:${WEEKDAY},?\\s)?${DAY_NUM})?`;
/** A weekday before a date: "Sat 14 March", "Friday, 19 June". */
const ON_DAY = `(?:${WEEKDAY},?\\s)?`;
const CLOCK = '\\d{1,2}(?:[:.h]\\d{2})?\\s?(?:am|pm|a\\.m\\.|p\\.m\\.)|\\d{1,2}[:h]\\d{2}';
const NUMBER_WORD = '(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|a|an|half an?)';
const CURRENCY_BEFORE = '(?:[$€£₹]|rs\\.?|mur|eur|usd|gbp|aud|cad|inr|chf|nzd|zar|aed|sgd|r)';
const CURRENCY_AFTER = '(?:€|eur(?:os?)?|mur|rupees|rs|usd|dollars|pounds|gbp|aud|chf)';
const AMOUNT = '\\d{1,3}(?:[,\\s.]\\d{3})*(?:[.,]\\d{1,2})?|\\d+(?:[.,]\\d{1,2})?';
const PER = '(?:\\s?(?:pp|p\\.p\\.|per (?:person|night|class|session|month|couple|head)|each|/\\s?(?:person|night|class|month)))?';
/** An amount of money as typed: "Rs 1,200", "€45 pp", "1200 rupees". */
export const MONEY = new RegExp(`(?<![\\p{L}\\d])${CURRENCY_BEFORE}\\s?(?:${AMOUNT})(?:\\s?k)?${PER}(?![\\p{L}\\d])|\\b(?:${AMOUNT})\\s?${CURRENCY_AFTER}\\b${PER}`, 'iu');

export type FactPattern = { kind: FactKind; pattern: RegExp };

export const FACT_PATTERNS: readonly FactPattern[] = [
  { kind: 'link', pattern: /\bhttps?:\/\/[^\s)<>\]]+[^\s)<>\].,;:!?]|\bwww\.[^\s)<>\]]+[^\s)<>\].,;:!?]/giu },
  { kind: 'link', pattern: /\b[\w.+-]+@[\w-]+(?:\.[\w-]+)+\b/giu },
  { kind: 'link', pattern: /\b[a-z0-9-]+\.(?:com|org|net|co|io|mu|fr|uk|de|in|au|yoga|studio|life|me)(?:\/[^\s)<>]*[^\s)<>.,;:!?])?\b/giu },
  { kind: 'phone', pattern: /(?:\+|\b00)\d{1,3}[\s.-]?(?:\(\d+\)[\s.-]?)?\d(?:[\s.-]?\d){5,12}\b|\b0\d(?:[\s.-]?\d){7,10}\b/gu },
  // A local number after the word that says it is one: "Call 465 1200", "whatsapp 5712 3456".
  { kind: 'phone', pattern: /\b(?:call|phone|tel|whatsapp|text|sms)\.?:?\s+\d(?:[\s.-]?\d){5,12}\b/giu },
  {
    kind: 'discount',
    pattern: new RegExp(
      `\\b\\d{1,2}\\s?%\\s?(?:off|discount)\\b|\\bearly[- ]?bird\\b(?:\\s+(?:price|rate))?(?:\\s+(?:of\\s+)?${CURRENCY_BEFORE}\\s?(?:${AMOUNT}))?|\\b(?:bring|buy) (?:a|one) friend[^.,;\\n]{0,30}|\\b\\d+ for \\d+\\b`,
      'giu',
    ),
  },
  {
    kind: 'price',
    pattern: new RegExp(
      `(?<![\\p{L}\\d])${CURRENCY_BEFORE}\\s?(?:${AMOUNT})(?:\\s?k)?${PER}(?![\\p{L}\\d])|\\b(?:${AMOUNT})\\s?${CURRENCY_AFTER}\\b${PER}|\\b(?:free of charge|free entry|free (?:class|session|taster|event|workshop)|by donation|pay what you (?:can|wish))\\b`,
      'giu',
    ),
  },
  { kind: 'date', pattern: /\b20\d\d-\d\d-\d\d\b|\b\d{1,2}\/\d{1,2}(?:\/\d{2,4})?\b/gu },
  { kind: 'date', pattern: new RegExp(`\\b${ON_DAY}${DAY_NUM}${RANGE}\\s+(?:of\\s+)?${MONTH}(?![\\p{L}])${YEAR}`, 'giu') },
  { kind: 'date', pattern: new RegExp(`\\b${MONTH}\\s+${DAY_NUM}${RANGE}(?![\\p{L}\\d])${YEAR}`, 'giu') },
  { kind: 'day', pattern: new RegExp(`\\b${WEEKDAY}(?:\\s?(?:/|&|,|and|to|-|–)\\s?${WEEKDAY})*\\b`, 'giu') },
  { kind: 'day', pattern: /\b(?:weekdays|weekends?|every (?:morning|evening|week)|tonight|tomorrow)\b/giu },
  { kind: 'time', pattern: new RegExp(`\\b(?:${CLOCK})(?:\\s?(?:-|–|to)\\s?(?:${CLOCK}|\\d{1,2}))?|\\b\\d{1,2}\\s?(?:-|–|to)\\s?(?:${CLOCK})|\\b(?:noon|midday|sunrise|sunset)\\b`, 'giu') },
  {
    kind: 'duration',
    pattern: new RegExp(
      `\\b(?:\\d+(?:[.,]\\d)?|${NUMBER_WORD})[\\s-]?(?:nights?|days?|hours?|hrs?|minutes?|mins?|weeks?|months?)(?![\\p{L}])(?:\\s(?:long|course|programme|program|retreat|immersion))?`,
      'giu',
    ),
  },
  {
    kind: 'included',
    pattern:
      /(?<![\p{L}])(?:[\p{L}'’-]+,?\s+){0,6}?[\p{L}'’-]+\s+(?:(?:is|are)\s+)?(?:not\s+)?(?:provided|included|supplied)(?![\p{L}])|\b(?:includes?|including|incl\.|comes with|covers)\s+[^.!?\n;,]{3,120}/giu,
  },
  {
    kind: 'count',
    pattern:
      /\b(?:only |just |last )?\d+\s+(?:places?|spots?|spaces?|seats?|beds?|rooms?|mats?|tickets?)(?:\s+(?:left|remaining|available))?\b|\b(?:max(?:imum)?\.?|limited to|up to|capped at)\s+\d+\s*(?:people|guests|participants|students|places|spots)?\b|\bsold out\b/giu,
  },
];

/** Labels studios type before a value ("Price:", "Where -"), and the kind of fact the value is. */
export const LABELS: readonly { pattern: RegExp; kind: FactKind }[] = [
  { pattern: /^(?:where|venue|location|address|place)$/i, kind: 'place' },
  { pattern: /^(?:when|dates?|date & time|schedule|timetable)$/i, kind: 'date' },
  { pattern: /^(?:times?|hours)$/i, kind: 'time' },
  { pattern: /^(?:price|prices|cost|fee|fees|investment|tickets?|rate|rates)$/i, kind: 'price' },
  { pattern: /^(?:bring|what to bring|please bring|you'll need|you will need)$/i, kind: 'bring' },
  { pattern: /^(?:included|includes|what's included|provided|we provide)$/i, kind: 'included' },
  { pattern: /^(?:book|booking|bookings|to book|reserve|rsvp|contact|whatsapp|call|phone|tel)$/i, kind: 'phone' },
  { pattern: /^(?:teachers?|led by|with|facilitators?|hosts?|guides?|instructors?|team)$/i, kind: 'person' },
];

/** Who leads, in the shapes studios write it: "led by Anaïs", "with Ravi", "Anaïs (yoga)". */
export const PERSON_PATTERNS: readonly RegExp[] = [
  /\b(?:[Ll]ed|[Gg]uided|[Tt]aught|[Hh]osted|[Rr]un|[Ff]acilitated) by ((?:[\p{Lu}][\p{L}'’-]+)(?:\s(?:[\p{Lu}][\p{L}'’-]+))?(?:\s?\([^)]{2,40}\))?)/gu,
  /\bwith ((?:[\p{Lu}][\p{L}'’-]+)(?:\s(?:[\p{Lu}][\p{L}'’-]+))?(?:\s?\([^)]{2,40}\)))/gu,
  // "Prenatal yoga with Priya Ramdin.", "with Anaïs and Ravi": a name that ends its clause.
  /\bwith ((?:[\p{Lu}][\p{L}'’-]+)(?:\s[\p{Lu}][\p{L}'’-]+)?)(?=\s*(?:[.,;!?\n]|$|(?:and|&)\s))/gu,
  /(?<![\p{L}])((?:[\p{Lu}][\p{L}'’-]+)(?:\s[\p{Lu}][\p{L}'’-]+)?\s?\((?:[Yy]oga|[Ss]ound|sound bath|breathwork|meditation|massage|pilates|nutrition|lead teacher|teacher|chef|host|guide|facilitator|kirtan|music|ayurveda|reiki|qi ?gong|[\p{L} ]{2,20}?teacher|[\p{L} ]{2,20}?therapist)\))/gu,
];

/** What to bring: the list after "bring", up to the end of the clause. */
export const BRING_PATTERN = /\b(?:please bring|bring along|bring|what to bring:?|you(?:'ll| will) need:?)\s+(?!(?:a|one) friend)([^.!?\n;]{3,160})/giu;

/** A place after "at" or "in": capitalised words that are not a month, a day or a time. */
export const PLACE_PATTERN = /\b(?:at|in|@)\s+((?:the\s+)?(?:\d{1,4}[a-z]?,?\s+)?[\p{Lu}][\p{L}'’-]+(?:(?:\s|,\s)(?:[\p{Lu}][\p{L}'’-]+|de|du|la|le|of|the|on|sur)){0,5})/gu;

export const NOT_A_PLACE = new RegExp(`^(?:the\\s+)?(?:${MONTH}|${WEEKDAY}|i|we|our|your|this|that|it|all)$`, 'i');
