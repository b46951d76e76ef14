// The studio's details in a reply: the brief's lines, every sentence of the additional
// information for the client (in the second person, days with their capital), what the
// notes ask to mention. A sentence whose facts the answers already
// gave is not said twice; a note to the writer is never printed.

import type { ReplyWords } from './reply-pack-words.ts';
import { languagePack } from '../languages/packs.ts';
import type { GeneratorContext } from '../shared/context.ts';
import type { FactSheet } from '../shared/facts/fact-types.ts';

const said = (text: string) => text.toLowerCase().replace(/\s+/g, ' ');

/** A sentence of the additional information worth printing: not a fragment like "not a medical opinion". */
const isFragment = (sentence: string) => sentence.split(/\s+/).length < 3 || /^(?:not|no|n\.?b\.?|fyi|tbc|tbd)\b/i.test(sentence);

/** Every sentence of the additional information for the client, in her words, days with their capital. */
export function infoSentences(ctx: GeneratorContext, info: string, clientName: string, words: ReplyWords): string[] {
  const factWords = languagePack(ctx).facts;
  return factWords
    .sentencesOf(info)
    .flatMap((sentence) => sentence.split(/(?<=[.!?])(?<!\b(?:incl|approx|e\.g|i\.e|etc|min|mins|hr|hrs|vs|st|dr|mr|mrs|ms|pp)\.)(?<!\bno\.(?=\s+\d))\s+/i))
    .filter((sentence) => !factWords.isToWriter(sentence))
    .filter((sentence) => factWords.factsOfSentence(sentence).length > 0 || !isFragment(sentence))
    .map((sentence) => words.clientSide(sentence, clientName))
    .map((sentence) => `${sentence.charAt(0).toUpperCase()}${sentence.slice(1)}${/[.!?]$/.test(sentence) ? '' : '.'}`);
}

export function replyDetails(ctx: GeneratorContext, sheet: FactSheet, info: string, clientName: string, words: ReplyWords, answered: string): string[] {
  const factWords = languagePack(ctx).facts;
  const a = words.answers;
  const before = said(answered);
  // The facts the notes give are said by their answers; "Also: ..." is for tools without them.
  const lines = sheet.details
    .filter((line) => line.label !== factWords.otherFactsLabel && !before.includes(said(line.value)))
    .map((line) => a.detailLine(line.label, line.value));
  const detailText = said(sheet.details.map((line) => line.value).join(' '));
  const sentences = infoSentences(ctx, info, clientName, words).filter((sentence) => {
    if (before.includes(said(sentence))) return false;
    const facts = factWords.factsOfSentence(sentence);
    // Said already, by an answer or a brief's line.
    return facts.length === 0 || facts.some((fact) => !before.includes(said(fact.text)) && !detailText.includes(said(fact.text)));
  });
  // The reply's notes say each reminder to her in their own words; only what to mention is added here.
  const extra = sheet.instructions.mentions.filter((line) => !said(info).includes(said(line).replace(/\.$/, '')));
  return [lines.length > 0 ? [a.detailsIntro, ...lines].join('\n') : '', sentences.join(' '), extra.join(' ')].filter(Boolean);
}
