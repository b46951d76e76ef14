// The facts a post carries, from the source text and the brief: every fact as the
// studio wrote it (the brief's labelled lines, then the source's fact sentences line by
// line), the essentials on one compact line for a platform with little room, what the
// notes ask (reminders, mentions, who signs, words to avoid), and the closing line of
// a dated event.

import type { Fact } from '../shared/facts/fact-types.ts';
import { gatherFacts } from '../shared/facts/gather-facts.ts';
import { holdsAvoided } from '../shared/facts/truth.ts';
import type { GeneratorContext } from '../shared/context.ts';
import { languagePack } from '../languages/packs.ts';

export type PostFacts = {
  /** Every fact in the studio's words, one block per line of the source. */
  blocks: string[];
  /** The essentials (when, price, how to book, places left) on one line; empty without any. */
  compact: string;
  /** Reminders and mentions the notes ask for, in the reader's words. */
  notes: string[];
  /** "We'd love to see you on 19-21 June." for a dated event. */
  close?: string;
  signOff?: string;
  avoid: string[];
  facts: Fact[];
};

const said = (text: string) => text.toLowerCase().replace(/\s+/g, ' ').trim();

/** `headline`: the source's first line when the hook already prints it. */
export function postFacts(ctx: GeneratorContext, sourceText: string | undefined, headline = ''): PostFacts {
  const pack = languagePack(ctx);
  const sheet = gatherFacts(ctx, { facts: [sourceText] });
  const { avoid } = sheet.instructions;
  // A sentence that holds a word to avoid gives its facts alone.
  const voiced = (text: string, facts: readonly Fact[]) => (holdsAvoided(text, avoid) ? facts.map((f) => f.text).join(', ') : text);
  const wanted = new Map(sheet.sentences.map((s) => [said(s.text), s]));
  const blocks = sheet.details.map((line) => `${line.label}: ${line.value}`);
  for (const text of [sourceText, ctx.brief?.details]) {
    for (const line of (text ?? '').split(/\r?\n/)) {
      const parts = pack.facts.sentencesOf(line).flatMap((part) => {
        const sentence = wanted.get(said(part.replace(/^(?:note|nb|ps|p\.s\.)\s*[:.-]\s*/i, '')));
        if (!sentence) return [];
        wanted.delete(said(sentence.text));
        return [voiced(sentence.text, sentence.facts)];
      });
      if (parts.length > 0 && !(headline && said(line).startsWith(said(headline)))) blocks.push(parts.join(' '));
    }
  }
  for (const sentence of wanted.values()) blocks.push(voiced(sentence.text, sentence.facts));
  const words = pack.social;
  // A closure or a timetable change is not an event to come to.
  const dated = sheet.sentences.find((s) => s.facts.some((f) => f.kind === 'date'));
  const eventDate = dated && !words.closure.test(dated.text) ? dated.facts.find((f) => f.kind === 'date')?.text : undefined;
  const briefDate = ctx.brief?.starts_on && !['announcement', 'offer'].includes(ctx.brief.kind ?? '') ? pack.facts.shortDate(ctx.brief.starts_on) : '';
  const date = briefDate || (ctx.brief?.starts_on ? undefined : eventDate);
  return {
    blocks,
    compact: sheet.essentials.join(pack.facts.essentialsJoiner),
    notes: [...sheet.instructions.reminders, ...sheet.instructions.mentions].filter((line) => !holdsAvoided(line, avoid)),
    close: date ? words.seeYouOn(date) : undefined,
    signOff: sheet.instructions.signOff ? words.signOff(sheet.instructions.signOff) : undefined,
    avoid,
    facts: sheet.facts,
  };
}
