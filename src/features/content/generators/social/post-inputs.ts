// What a post is about and who it is for, read from the form and the brief: the
// topic as the user wrote it (or the brief's title), the audience in a short form a
// sentence may name (a long audience steers only), and the topic's hashtag.

import type { GeneratorContext } from '../shared/context.ts';
import { isBlank } from '../shared/text.ts';

/** An audience of more words than this, or with figures or notes in it, is not named in a post. */
const AUDIENCE_WORDS = 5;
/** A source's first line of more words than this is not a headline. */
const HEADLINE_WORDS = 12;

/** The post's topic as written, without closing full stops; the brief's title when the form gives none. */
export function topicOf(topic: string | undefined, ctx: GeneratorContext): string {
  const text = [topic, ctx.brief?.title].find((value) => !isBlank(value))?.trim() ?? '';
  return text.replace(/\s+/g, ' ').replace(/[\s.!]+$/, '');
}

/** "busy mums" stays; "Women and men 28-55 living in the north (office workers). Worries: back pain" is not named. */
export function shortAudience(audience: string): string | undefined {
  const first = audience.trim().split(/[.(:;\n]|,\s|\s[-–—]\s/)[0]?.trim() ?? '';
  if (first === '' || first.length !== audience.trim().length || /\d/.test(first)) return undefined;
  return first.split(/\s+/).length <= AUDIENCE_WORDS ? first : undefined;
}

/** The words of the topic its hashtags come from: those before `stop`, without the leading `skip` ("Our new Yin class with Ravi" -> "Yin class"). */
export function topicTag(topic: string, stop: RegExp, skip: RegExp): string | undefined {
  if (topic === '') return undefined;
  // A date or a price ends the name; words typed in capitals read as words.
  const head = topic.split(stop)[0]?.split(/\s(?=\d)/)[0]?.trim() ?? '';
  const words = head.split(/\s+/).map((word) => (word.length > 1 && word === word.toUpperCase() ? word.charAt(0) + word.slice(1).toLowerCase() : word));
  while (words.length > 1 && skip.test(words[0] ?? '')) words.shift();
  const phrase = words.slice(0, 4).join(' ');
  return /[\p{L}]/u.test(phrase) ? phrase : undefined;
}

/** A source's first line read as its headline when the form gives no topic: short, and not a note to the writer. */
export function headlineOf(sourceText: string | undefined, isToWriter: (line: string) => boolean): string {
  const first = (sourceText ?? '').split(/\r?\n/).map((line) => line.trim()).find((line) => /[\p{L}]/u.test(line)) ?? '';
  const words = first.split(/\s+/).length;
  return words <= HEADLINE_WORDS && !isToWriter(first) && !/[.?]\s+\S/.test(first) ? first.replace(/[\s.!:]+$/, '') : '';
}
