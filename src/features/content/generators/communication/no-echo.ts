// The last check of a reply: no sentence, alone or with the one before it, copies 8
// words in a row of the client's message or the staff's notes. Such a sentence is left out.

import { QUOTE_RUN, sharedRun } from '../shared/facts/truth.ts';

const sentencesOf = (paragraph: string) => paragraph.split(/(?<=[.!?])\s+/).filter(Boolean);

/** The paragraphs with every sentence that echoes one of `fields` left out; empty paragraphs dropped. */
export function withoutEcho(paragraphs: readonly string[], fields: readonly string[]): string[] {
  const guarded = fields.filter((field) => field.trim() !== '');
  if (guarded.length === 0) return [...paragraphs];
  const echoes = (text: string) => guarded.some((field) => sharedRun(text, field) >= QUOTE_RUN);
  let previous = '';
  return paragraphs
    .map((paragraph) =>
      sentencesOf(paragraph)
        .filter((sentence) => {
          if (echoes(sentence) || echoes(`${previous} ${sentence}`)) return false;
          previous = sentence;
          return true;
        })
        .join(' '),
    )
    .filter(Boolean);
}
