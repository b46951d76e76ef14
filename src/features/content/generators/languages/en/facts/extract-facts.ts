// Reading an English free text (pasted event details, a source text, notes) for its
// facts: each sentence or line is either a note to the writer (left to readNotes),
// or a sentence that carries facts (kept, with its facts), or neither (steering only).

import type { Fact, FactKind, FactSentence } from '../../../shared/facts/fact-types.ts';
import { BRING_PATTERN, FACT_PATTERNS, LABELS, NOT_A_PLACE, PERSON_PATTERNS, PLACE_PATTERN } from './fact-patterns.ts';

/** A line that speaks to the writer, not to the reader: "Mention...", "Please remind them...", "Note to writer:". */
const TO_WRITER =
  /^(?:(?:note|notes)(?: to (?:the )?writer)?\s*[:-]\s*|nb\s*[:.-]?\s*|pls\s+|please\s+)?(?:mention|remind|sign(?:ed)?[ -]?off|sign it|sign (?:as|from)\b|say\b|tell (?:them|people|everyone|clients|readers)|let (?:them|people|everyone|readers) know|make sure|don'?t|do not|never|avoid|include\b|add\b|keep it|use (?:the|a|our|my)|write\b|highlight|emphasi[sz]e|stress\b|call it|refer to|no emojis?|focus on|end with|start with|open with|thank (?:them|everyone))/i;
const WRITER_LABEL = /^(?:note|notes) to (?:the )?writer\s*[:-]/i;

/** Splits a text into its lines and sentences, bullets and numbering removed. */
export function sentencesOf(text: string): string[] {
  return text
    .split(/\r?\n+/)
    .flatMap((line) => line.split(/(?<=[.!?])\s+(?=[\p{Lu}\d"“'(])/u))
    .map((part) => part.replace(/^\s*(?:[-*•·▪►✓✔→]|\d{1,2}[.)])\s*/u, '').trim())
    .filter((part) => /[\p{L}\d]/u.test(part));
}

export function isToWriter(sentence: string): boolean {
  return WRITER_LABEL.test(sentence) || TO_WRITER.test(sentence.replace(/^["“']/, ''));
}

/** The words before a date that make it a deadline: "until 30 April", "book by 1 June", "offer ends 12 May". */
const UNTIL = /\b(?:until|till|untill|by|before|ends?|ending|closes?|deadline|no later than|valid to)\s*:?\s+(?:the\s+)?$/i;

type Span = { start: number; end: number };

function overlaps(taken: readonly Span[], start: number, end: number): boolean {
  return taken.some((span) => start < span.end && end > span.start);
}

function tidy(text: string): string {
  return text.replace(/\s+/g, ' ').replace(/^[\s,;:–-]+|[\s,;:–-]+$/g, '');
}

function push(facts: Fact[], taken: Span[], kind: FactKind, text: string, start: number): void {
  const value = tidy(text);
  if (value.length < 2) return;
  const at = start + Math.max(0, text.indexOf(value));
  if (overlaps(taken, at, at + value.length)) return;
  taken.push({ start: at, end: at + value.length });
  facts.push({ kind, text: value });
}

/** The facts of one sentence, each as the exact words of the sentence. */
export function factsOfSentence(sentence: string): Fact[] {
  const facts: Fact[] = [];
  const taken: Span[] = [];
  const labelled = /^([\p{L}' &]{2,24}?)\s*[:–-]\s+(.+)$/u.exec(sentence);
  const label = labelled ? LABELS.find((l) => l.pattern.test(labelled[1]!.trim())) : undefined;
  if (labelled && label && (label.kind === 'place' || label.kind === 'person' || label.kind === 'bring' || label.kind === 'included')) {
    push(facts, taken, label.kind, labelled[2]!, sentence.length - labelled[2]!.length);
  }
  for (const { kind, pattern } of FACT_PATTERNS) {
    for (const match of sentence.matchAll(pattern)) push(facts, taken, kind, match[0], match.index ?? 0);
  }
  for (const pattern of PERSON_PATTERNS) {
    for (const match of sentence.matchAll(pattern)) {
      if (!NOT_A_PLACE.test(match[1]!)) push(facts, taken, 'person', match[1]!, (match.index ?? 0) + match[0].indexOf(match[1]!));
    }
  }
  for (const match of sentence.matchAll(BRING_PATTERN)) {
    push(facts, taken, 'bring', match[1]!, (match.index ?? 0) + match[0].indexOf(match[1]!));
  }
  for (const match of sentence.matchAll(PLACE_PATTERN)) {
    const place = match[1]!.replace(/,\s*$/, '');
    if (!NOT_A_PLACE.test(place)) push(facts, taken, 'place', place, (match.index ?? 0) + match[0].indexOf(place));
  }
  // In the order they appear, as a reader meets them; a date an offer or a booking runs until is its deadline, not the day of an event.
  return facts
    .map((fact) => {
      const at = sentence.indexOf(fact.text);
      return { fact: fact.kind === 'date' && UNTIL.test(sentence.slice(0, at)) ? { ...fact, kind: 'deadline' as const } : fact, at };
    })
    .sort((a, b) => a.at - b.at)
    .map(({ fact }) => fact);
}

/** The sentences of a text for the reader that carry at least one fact; notes to the writer are left out. */
export function factSentences(text: string): FactSentence[] {
  return sentencesOf(text)
    .filter((sentence) => !isToWriter(sentence))
    .map((sentence) => ({ text: sentence.replace(/^(?:note|nb|ps|p\.s\.)\s*[:.-]\s*/i, ''), facts: factsOfSentence(sentence) }))
    .filter((sentence) => sentence.facts.length > 0);
}
