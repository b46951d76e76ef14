// The studio's facts as a long piece (an email, a newsletter) prints them: a text
// for the reader without its notes to the writer, the brief's lines and the
// fact-carrying sentences not already printed, and the one date a fixed-date event
// is written for.

import { languagePack } from '../../languages/packs.ts';
import type { GeneratorContext } from '../context.ts';
import type { FactSheet } from './fact-types.ts';

const said = (text: string) => text.toLowerCase().replace(/[–—]/g, '-').replace(/\s+/g, ' ').trim();

/** A text for the reader as written, line by line, without the sentences that speak to the writer; names in their case. */
export function readerText(ctx: GeneratorContext, text: string): string {
  const { facts: words, grammar } = languagePack(ctx);
  // Printed as the studio wrote it, places, acronyms and proper terms in their case ("hiit classes in cape town" -> "HIIT classes in Cape Town").
  return text
    .split(/\r?\n/)
    .map((line) => grammar.names.properCase(words.sentencesOf(line).filter((sentence) => !words.isToWriter(sentence)).join(' ')))
    .filter((line) => line.trim() !== '')
    .join('\n');
}

/** Every fact of the sheet as a line to list: the brief's labelled lines, then each fact-carrying sentence not already printed. */
export function factLines(sheet: FactSheet, printed: string): string[] {
  const already = said(printed);
  return [...sheet.details.map((line) => `${line.label}: ${line.value}`), ...sheet.sentences.map((sentence) => sentence.text).filter((text) => !already.includes(said(text)))];
}

/** One weekday, not a recurring one ("Saturday", not "Saturdays" or "Tue & Thu"). */
const ONE_DAY = /^(?:mon|tues|wednes|thurs|fri|satur|sun)day$/i;

/** The day a fixed-date event happens, as the reader reads it; '' for an open class or an offer. */
export function eventDate(ctx: GeneratorContext, sheet: FactSheet): string {
  const fromBrief = languagePack(ctx).facts.shortDate(ctx.brief?.starts_on);
  if (fromBrief) return fromBrief;
  const date = sheet.facts.find((fact) => fact.kind === 'date' && !sheet.details.some((line) => line.value === fact.text));
  if (date) return date.text;
  return sheet.facts.find((fact) => fact.kind === 'day' && ONE_DAY.test(fact.text))?.text ?? '';
}
