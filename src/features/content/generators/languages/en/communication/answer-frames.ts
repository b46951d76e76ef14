// How a later take of a reply says an answer again: the same note or fact, framed in
// other words per take so a regenerated reply does not repeat the first one's sentences.
// A request, a promise, a yes or a no keeps its own start ("Could you...", "We'll...",
// "Yes,", "I'm sorry,") and gains an ending; a plain answer gains a way in. The first take says each answer bare.

import type { StaffNote } from '../../../communication/reply-types.ts';

type Kind = StaffNote['kind'] | 'fact';

const ASK_ENDINGS = [', whenever you have a moment?', ', so we can have everything ready for you?', ', if that is no trouble for you?', ', just so we have it on file?'];
const PROMISE_ENDINGS = [', so there is nothing more you need to do.', ', and I will confirm once that is done.', '; you can leave that part with us.', ', and we will keep you posted on it.'];
const ANSWER_OPENINGS = ['To answer your question simply: ', 'Here is where things stand: ', 'I can happily tell you this: ', 'The short answer from our side: '];
const YES_ENDINGS = [', and that is no trouble at all.', ', which we are glad to confirm.', ', of course.', ', so there is no need to worry.'];
const SORRY_ENDINGS = [', and I wish the news were better.', ', though I really wish it were otherwise.', '; I hope you understand.', ', which I know is not what you hoped.'];

const lowerFirst = (text: string) => (/^(?:I|I'm|I'll|I've|I'd)\b|^\p{Lu}{2}|^\p{Lu}\p{Ll}*\s+\d/u.test(text) ? text : text.charAt(0).toLowerCase() + text.slice(1));
const withEnding = (sentence: string, ending: string) => `${sentence.replace(/[.!?]+$/, '')}${ending}`;

/** The answer as take `take` says it; take 0 and every fourth take after say it bare. */
export function frameAnswer(kind: Kind, sentence: string, take: number, index: number): string {
  if (take % 5 === 0 || kind === 'instruction' || sentence === '') return sentence;
  const at = (bank: readonly string[]) => bank[(take - 1 + index) % bank.length]!;
  if (/\?$/.test(sentence)) return withEnding(sentence, at(ASK_ENDINGS));
  // "I will find out and write back" already says what comes next: an ending would say it twice.
  if (/\b(?:find out|write back|come back to you|get back to you)\b/i.test(sentence)) return sentence;
  if (kind === 'promise' || /^(?:We'll|We will|I'll|I will)\b/.test(sentence)) return withEnding(sentence, at(PROMISE_ENDINGS));
  if (/^I'm sorry\b/.test(sentence)) return withEnding(sentence, at(SORRY_ENDINGS));
  if (/^Yes\b/.test(sentence)) return withEnding(sentence, at(YES_ENDINGS));
  // A fragment ("Starts Monday 6 April") takes no way in: "Here is where things stand: starts..." is not English.
  if (!/^(?:yes|the|a|an|our|your|we|you|it|its|it's|there|this|that|these|those|all|every|each|they|she|he|\p{Lu}\p{Ll}+\s+(?:is|are|has|have|can|will|teaches|runs|offers))\b/iu.test(sentence)) return sentence;
  return `${at(ANSWER_OPENINGS)}${lowerFirst(sentence)}`;
}
