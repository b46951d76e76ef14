// What a newsletter is about, as its subject and headings name it: the topic as the
// studio typed it, or, when event details were pasted into it, a short head of
// them (the whole text is then given to the newsletter as facts, so none is lost).

import { languagePack } from '../languages/packs.ts';
import type { GeneratorContext } from '../shared/context.ts';
import type { FactKind } from '../shared/facts/fact-types.ts';

/** A topic longer than this many words, or on several lines, or carrying facts, was pasted. */
const TOPIC_WORDS = 16;
/** Facts no name for an issue holds ("a weekend away" is a topic; "19-21 June, Rs 12,500" is not). */
const PASTED_KINDS: ReadonlySet<FactKind> = new Set(['date', 'time', 'price', 'discount', 'phone', 'link', 'count']);
/** The words a pasted topic's head keeps in a subject. */
const HEAD_WORDS = 6;

/** Whether the topic holds pasted details rather than a name for the issue. */
export function pastedTopic(ctx: GeneratorContext, topic: string): boolean {
  const text = topic.trim();
  return /\n/.test(text) || text.split(/\s+/).length > TOPIC_WORDS || languagePack(ctx).facts.factsOfSentence(text).some((fact) => PASTED_KINDS.has(fact.kind));
}

/** The topic as the subject names it. */
export function topicName(ctx: GeneratorContext, topic: string): string {
  const text = topic.trim();
  if (!pastedTopic(ctx, text)) return text;
  const words = languagePack(ctx).facts;
  const firstLine = words.sentencesOf(text)[0] ?? text;
  // The words before the first fact (a date, a price) or the first break (":", "(", a dash, an emoji).
  const firstFact = words
    .factsOfSentence(firstLine)
    .filter((fact) => PASTED_KINDS.has(fact.kind))
    .map((fact) => firstLine.indexOf(fact.text))
    .filter((at) => at > 0)[0];
  const head = firstLine.slice(0, firstFact ?? firstLine.length).split(/\s[-–—|]\s|[:(.!?;,]|\p{Extended_Pictographic}/u)[0]!.trim();
  const kept = head.split(/\s+/).slice(0, HEAD_WORDS).join(' ').replace(/[\s,&-]+$/, '');
  const name = kept.length > 1 ? kept : text.split(/\s+/).slice(0, HEAD_WORDS).join(' ');
  // A shouted heading ("SOLSTICE RETREAT") reads as words in a sentence.
  return name === name.toUpperCase() ? name.toLowerCase() : name;
}
