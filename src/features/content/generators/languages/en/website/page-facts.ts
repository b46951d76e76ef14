// The English sentences around a studio's facts on a page or in an article: a brief's
// labelled lines as sentences, the invitation of a fixed-date event, and which facts
// a section carries by the words of its heading.

import type { DetailLine, FactKind } from '../../../shared/facts/fact-types.ts';

const end = (text: string) => (/[.!?]$/.test(text) ? text : `${text}.`);

const BY_LABEL: Readonly<Record<string, (value: string) => string>> = {
  When: (value) => `Join us ${value}.`,
  Where: (value) => `We meet at ${value}.`,
  With: (value) => `You will be guided by ${value}.`,
  Price: (value) => `The price is ${value}.`,
  Bring: (value) => `Please bring ${value}.`,
  'To book': (value) => `To book: ${value}.`,
  Places: (value) => `${value}.`,
};

/** "When: Friday 19 June 2026, 9:30am" -> "Join us Friday 19 June 2026, 9:30am." */
export function detailSentence(line: DetailLine): string {
  const value = line.value.replace(/[.\s]+$/, '');
  return end((BY_LABEL[line.label] ?? ((v: string) => `Good to know: ${v}`))(value));
}

/** The closing invitation of an event on a fixed date. */
export const datedInvitation = (date: string) => `We would love to see you on ${date}.`;

const SECTION_FACTS: readonly { words: RegExp; kinds: readonly FactKind[] }[] = [
  { words: /pric|cost|fee|rate|membership|package|invest/i, kinds: ['price', 'discount', 'deadline', 'count', 'included'] },
  { words: /teacher|team|meet|who we are|guide|practitioner|instructor/i, kinds: ['person'] },
  { words: /schedule|timetable|when|week|times|dates|class/i, kinds: ['date', 'day', 'time', 'duration'] },
  { words: /where|find us|location|visit|getting here/i, kinds: ['place'] },
  { words: /bring|prepare|question|faq/i, kinds: ['bring'] },
  { words: /book|join|begin|start|first|expect|how it works|journey/i, kinds: ['date', 'day', 'time', 'duration', 'place', 'price', 'discount', 'bring', 'included', 'phone', 'link', 'count'] },
];

/** The kinds of fact a section under this H2 prints: "Pricing" the prices, "Meet Our Teachers" the teachers. */
export function factKindsForHeading(h2: string): FactKind[] {
  return [...new Set(SECTION_FACTS.filter((entry) => entry.words.test(h2)).flatMap((entry) => entry.kinds))];
}
