// The last check of a reply: no sentence, alone or with the one before it, copies 8
// words in a row of the client's message or the staff's notes. Such a sentence is left out.

import { QUOTE_RUN, sharedRun } from '../shared/facts/truth.ts';

const sentencesOf = (paragraph: string) => paragraph.split(/(?<=[.!?])\s+/).filter(Boolean);

/**
 * The paragraphs with every sentence that echoes one of `fields` left out; empty paragraphs
 * dropped. A sentence that echoes only together with the one before it is led in with
 * `also` ("Also, twin rooms are available") so the two no longer read as the note did.
 */
export function withoutEcho(paragraphs: readonly string[], fields: readonly string[], also: (sentence: string) => string): string[] {
  const guarded = fields.filter((field) => field.trim() !== '');
  if (guarded.length === 0) return [...paragraphs];
  const echoes = (text: string) => guarded.some((field) => sharedRun(text, field) >= QUOTE_RUN);
  let previous = '';
  return paragraphs
    .map((paragraph) =>
      sentencesOf(paragraph)
        .map((sentence) => {
          if (echoes(sentence)) return '';
          const kept = echoes(`${previous} ${sentence}`) ? also(sentence) : sentence;
          if (echoes(`${previous} ${kept}`)) return '';
          previous = kept;
          return kept;
        })
        .filter(Boolean)
        .join(' '),
    )
    .filter(Boolean);
}
