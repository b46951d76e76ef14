// Everything a tool is given as fact, gathered once: the brief's lines, the
// fact-carrying sentences of the free-text fields (event details, source text, page
// description), the facts of the notes, and what the notes ask of the writer. A tool
// prints every fact where it has room; nothing here is cut at a character count.

import { languagePack } from '../../languages/packs.ts';
import type { GeneratorContext } from '../context.ts';
import type { Fact, FactSentence, FactSheet, Instructions } from './fact-types.ts';

export type FactFields = {
  /** Free text for the reader: its fact-carrying sentences may be printed as written. */
  facts?: readonly (string | undefined)[];
  /** Notes to the writer: obeyed where recognised, their facts used, never printed as written. */
  notes?: readonly (string | undefined)[];
};

/** A note's sentence of fewer words than this may be printed as it is. */
const SHORT = 8;

const key = (fact: Fact) => `${fact.kind}:${fact.text.toLowerCase()}`;
const said = (text: string) => text.toLowerCase().replace(/\s+/g, ' ');

function unique(facts: readonly Fact[]): Fact[] {
  const seen = new Set<string>();
  return facts.filter((fact) => !seen.has(key(fact)) && seen.add(key(fact)));
}

function mergeInstructions(all: readonly Instructions[]): Instructions {
  return {
    signOff: all.map((i) => i.signOff).find(Boolean),
    reminders: [...new Set(all.flatMap((i) => i.reminders))],
    mentions: [...new Set(all.flatMap((i) => i.mentions))],
    avoid: [...new Set(all.flatMap((i) => i.avoid))],
  };
}

export function gatherFacts(ctx: GeneratorContext, fields: FactFields = {}): FactSheet {
  const words = languagePack(ctx).facts;
  const brief = ctx.brief ?? {};
  const details = words.briefDetails(brief);
  const detailText = said(details.map((line) => line.value).join(' \n '));
  const freeTexts = [...(fields.facts ?? []), brief.details].filter((text): text is string => Boolean(text?.trim()));
  const notes = (fields.notes ?? []).filter((text): text is string => Boolean(text?.trim()));

  const fromFree = freeTexts.flatMap((text) => words.factSentences(text));
  const fromNotes = notes.flatMap((text) => words.factSentences(text));
  const sentences: FactSentence[] = [];
  const seen = new Set<string>();
  const otherFacts: Fact[] = [];
  for (const sentence of [...fromFree, ...fromNotes]) {
    const fromNote = fromNotes.includes(sentence);
    // A sentence whose every fact a brief's line already says adds nothing.
    const fresh = sentence.facts.filter((fact) => !detailText.includes(said(fact.text)));
    if (fresh.length === 0 || seen.has(said(sentence.text))) continue;
    seen.add(said(sentence.text));
    if (fromNote && sentence.text.split(/\s+/).length >= SHORT) otherFacts.push(...fresh);
    else sentences.push(sentence);
  }
  const allDetails = otherFacts.length > 0 ? [...details, { label: words.otherFactsLabel, value: unique(otherFacts).map((f) => f.text).join(', '), kinds: [] }] : details;

  const detailFacts: Fact[] = allDetails.flatMap((line) => (line.kinds.length > 0 ? [{ kind: line.kinds[0]!, text: line.value }] : []));
  const facts = unique([...detailFacts, ...sentences.flatMap((s) => s.facts), ...otherFacts]);
  const instructions = mergeInstructions([
    ...[...notes, ...freeTexts].map((text) => words.readNotes(text)),
    { reminders: [], mentions: [], avoid: words.readNotes(`Avoid ${brief.avoid ?? ''}`).avoid.concat(splitAvoid(brief.avoid)) },
  ]);
  return { facts, details: allDetails, sentences, essentials: essentials(facts, sentences), instructions };
}

/** "detox, weight loss; 'cleanse'" -> the words to avoid. */
function splitAvoid(text: string | undefined): string[] {
  return (text ?? '')
    .split(/[,;\n]| or /)
    .map((part) => part.replace(/^\s*(?:no|avoid|don'?t (?:say|use|mention))\s+/i, '').replace(/["'‘’“”]/g, '').trim().toLowerCase())
    .filter((part) => part.length > 1);
}

/** When, price, how to book and places left: what a short post must carry. */
function essentials(facts: readonly Fact[], sentences: readonly FactSentence[]): string[] {
  const first = (...kinds: Fact['kind'][]) => facts.find((fact) => kinds.includes(fact.kind))?.text;
  const when = whenOf(first('date'), first('day'), sentences) ?? first('date', 'day');
  // A time is the event's when the studio wrote it with the date; a time elsewhere ("back on 24 June at 7am") is another's.
  const time = when ? sentences.find((s) => s.text.includes(when))?.facts.find((f) => f.kind === 'time')?.text : first('time');
  return [when && time && !when.includes(time) ? `${when}, ${time}` : (when ?? time), first('price'), first('discount'), first('deadline'), first('phone', 'link'), first('count')]
    .filter((part): part is string => Boolean(part))
    .filter((part, index, all) => all.findIndex((other) => other.includes(part)) === index);
}

/** A date with its weekday when the studio wrote them together ("friday 12 december"). */
function whenOf(date: string | undefined, day: string | undefined, sentences: readonly FactSentence[]): string | undefined {
  if (!date || !day) return undefined;
  const together = new RegExp(`${literal(day)},?\\s+${literal(date)}`, 'i');
  for (const sentence of sentences) {
    const match = together.exec(sentence.text);
    if (match) return match[0];
  }
  return undefined;
}

const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The essentials on one line: "19-21 June · Rs 12,500 · WhatsApp +230 5712 3456 · 5 places left". */
export function essentialsLine(ctx: GeneratorContext, sheet: FactSheet): string {
  return sheet.essentials.join(languagePack(ctx).facts.essentialsJoiner);
}
