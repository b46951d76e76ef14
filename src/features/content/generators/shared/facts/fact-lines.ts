// A fact sheet as sentences a page or an article prints: the brief's labelled lines in
// the pack's words, the free text's fact-carrying sentences as written, and what the
// notes ask to mention and remind. A section asks for the kinds its heading is about.

import type { BrandVoice } from '../brand-voice.ts';
import type { FactKind, FactSheet } from './fact-types.ts';

const sentence = (text: string) => (/[.!?)]$/u.test(text.trim()) ? text.trim() : `${text.trim()}.`);

/** All the facts when `kinds` is not given; only those of `kinds` when it is. */
export function factLines(sheet: FactSheet, voice: BrandVoice, kinds?: readonly FactKind[]): string[] {
  const wanted = (factKinds: readonly FactKind[]) => !kinds || factKinds.some((kind) => kinds.includes(kind));
  const { details, sentences, instructions } = sheet;
  return [
    ...details.filter((line) => wanted(line.kinds)).map(voice.words.website.detailSentence),
    ...sentences.filter((s) => wanted(s.facts.map((f) => f.kind))).map((s) => sentence(s.text)),
    ...(!kinds ? instructions.mentions : []),
    ...(!kinds || kinds.includes('bring') ? instructions.reminders : []),
  ];
}

/** The day of a fixed-date event ("Friday 19 June" from a brief, "19-21 June" as written); empty for an open class. */
export function eventDate(sheet: FactSheet, voice: BrandVoice, startsOn: string | undefined): string {
  // A brief's "When" line may hold only days and times (an open class): only its start date, or a date as written, fixes the day.
  return voice.words.facts.shortDate(startsOn) || (sheet.sentences.flatMap((s) => s.facts).find((fact) => fact.kind === 'date')?.text ?? '');
}
